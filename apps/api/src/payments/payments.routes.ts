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
import { formatYuan } from '@labmall/rules';
import { defineRoute } from '../platform/route.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** `orders.pay_window` as the wire names it (the column's CHECK allows only these). */
const payWindowOf = (value: string | null): 'transfer' | 'credit' | null =>
  value === 'transfer' || value === 'credit' ? value : null;

/** /pay and its 对公转账, the member's payment record, and the operators' review of transfers. */
export const paymentRoutes = [
  defineRoute({
    ...payOrder,
    handler: async ({ payload, user, deps }) => {
      const view = await deps.payments.payPage(user.id, payload.number);
      const { order, transfer, bank } = view;
      return {
        number: order.number,
        state: order.state,
        awaiting_transfer: view.awaitingTransfer,
        online_open: view.onlineOpen,
        goods: formatYuan(order.goodsFen),
        freight: formatYuan(order.freightFen),
        discount: formatYuan(order.discountFen),
        payable: formatYuan(order.payableFen),
        pay_by: order.payBy.toISOString(),
        pay_window: payWindowOf(order.payWindow),
        long_window_days: deps.payments.longWindowDays(),
        now: new Date().toISOString(),
        created_at: order.createdAt.toISOString(),
        paid_at: iso(order.paidAt),
        line_count: view.lineCount,
        lines: view.lines.map((line) => ({
          name: line.name,
          sku: line.sku,
          spec: line.spec,
          pack: line.pack,
          quantity: line.quantity,
          subtotal: formatYuan(line.subtotalFen),
        })),
        transfer: transfer
          ? {
              state: transfer.state,
              reason: transfer.reason,
              file_name: transfer.fileName ?? '',
              created_at: transfer.createdAt.toISOString(),
            }
          : null,
        bank: { account_name: bank.accountName, bank_name: bank.bankName, account_no: bank.accountNo },
      };
    },
  }),
  defineRoute({
    ...payTransfer,
    handler: async ({ payload, user, deps }) => {
      const done = await deps.payments.submitTransfer(user.id, payload);
      return { state: done.state, awaiting_transfer: done.awaitingTransfer };
    },
  }),
  defineRoute({
    ...payWindow,
    handler: async ({ payload, user, deps }) => {
      const done = await deps.payments.chooseLongWindow(user.id, payload.number, payload.method);
      return { pay_by: done.payBy.toISOString(), pay_window: done.payWindow };
    },
  }),
  defineRoute({
    ...payTransferWithdraw,
    handler: async ({ payload, user, deps }) => {
      const done = await deps.payments.withdrawTransfer(user.id, payload.number);
      return { state: done.state, awaiting_transfer: done.awaitingTransfer };
    },
  }),
  defineRoute({
    ...billRecord,
    handler: async ({ payload, user, deps }) => {
      const { list, total } = await deps.payments.record(user.id, payload);
      return {
        total,
        list: list.map((row) => ({
          id: row.id,
          kind: row.kind,
          order_number: row.orderNumber,
          statement_period_end: row.statementPeriodEnd,
          method: row.method,
          state: row.state,
          amount: formatYuan(row.amountFen),
          reason: row.reason,
          created_at: row.createdAt.toISOString(),
          settled_at: iso(row.settledAt),
        })),
      };
    },
  }),
  defineRoute({
    ...adminTransfers,
    handler: async ({ payload, deps }) => {
      const { list, total } = await deps.payments.pendingTransfers(payload);
      return {
        total,
        list: list.map((row) => ({
          id: row.id,
          order_number: row.orderNumber,
          user_id: row.userId,
          phone: row.phone,
          amount: formatYuan(row.amountFen),
          voucher_url: row.voucherUrl,
          file_name: row.fileName ?? '',
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  }),
  defineRoute({
    ...adminTransfersConfirm,
    handler: async ({ payload, user, deps }) => {
      const done = await deps.payments.confirmTransfer(user.id, payload.id);
      return { state: done.state, order_state: done.orderState };
    },
  }),
  defineRoute({
    ...adminTransfersReject,
    handler: ({ payload, user, deps }) => deps.payments.rejectTransfer(user.id, payload.id, payload.reason),
  }),
];
