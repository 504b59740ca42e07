import {
  adminTransfers,
  adminTransfersConfirm,
  adminTransfersReject,
  billRecord,
  payOrder,
  payTransfer,
  payTransferWithdraw,
  payWindow,
} from '@labmall/contract/payments';
import { defineRoute } from '../platform/route.ts';

/** /pay and its 对公转账, the member's payment record, and the operators' review of transfers. */
export const paymentRoutes = [
  defineRoute({
    ...payOrder,
    handler: ({ payload, user, deps }) => deps.payments.payPage(user.id, payload.number),
  }),
  defineRoute({
    ...payTransfer,
    handler: ({ payload, user, deps }) => deps.payments.submitTransfer(user.id, payload),
  }),
  defineRoute({
    ...payWindow,
    handler: ({ payload, user, deps }) =>
      deps.payments.chooseLongWindow(user.id, payload.number, payload.method),
  }),
  defineRoute({
    ...payTransferWithdraw,
    handler: ({ payload, user, deps }) => deps.payments.withdrawTransfer(user.id, payload.number),
  }),
  defineRoute({
    ...billRecord,
    handler: ({ payload, user, deps }) => deps.payments.record(user.id, payload),
  }),
  defineRoute({
    ...adminTransfers,
    handler: ({ payload, deps }) => deps.payments.transfers(payload),
  }),
  defineRoute({
    ...adminTransfersConfirm,
    handler: ({ payload, user, deps }) => deps.payments.confirmTransfer(user.id, payload.id),
  }),
  defineRoute({
    ...adminTransfersReject,
    handler: ({ payload, user, deps }) => deps.payments.rejectTransfer(user.id, payload.id, payload.reason),
  }),
];
