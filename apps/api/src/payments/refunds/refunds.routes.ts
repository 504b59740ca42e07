import {
  adminRefunds,
  adminRefundsGrant,
  adminRefundsPayout,
  adminRefundsRetry,
} from '@labmall/contract/refunds';
import { defineRoute } from '../../platform/route.ts';

/** 退款 in the console: the list, a partial refund, finance's payout of a transfer refund, a retry. */
export const refundRoutes = [
  defineRoute({
    ...adminRefunds,
    handler: ({ payload, deps }) =>
      deps.refunds.list(
        { state: payload.state ?? null, method: payload.method ?? null, number: payload.number ?? null },
        payload,
      ),
  }),
  defineRoute({
    ...adminRefundsGrant,
    handler: ({ payload, user, deps }) =>
      deps.refunds.grant(user.id, payload.number, payload.amount, payload.reason),
  }),
  defineRoute({
    ...adminRefundsPayout,
    handler: ({ payload, user, deps }) => deps.refunds.payOut(user.id, payload.id, payload.voucher),
  }),
  defineRoute({
    ...adminRefundsRetry,
    handler: ({ payload, deps }) => deps.refunds.retry(payload.id),
  }),
];
