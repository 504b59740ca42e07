import {
  userOrderCancel,
  userOrderConfirm,
  userOrderDetail,
  userOrderExport,
  userOrderList,
  userOrderRebuy,
} from '@labmall/contract/orders';
import { defineRoute } from '../platform/route.ts';
import { detailAnswer, summaryAnswer } from './lifecycle.answers.ts';

/** The buyer's orders (/user/order, /user/order/{number}); another member's number is 404. */
export const orderRoutes = [
  defineRoute({
    ...userOrderList,
    handler: async ({ payload, user, deps }) => {
      const found = await deps.orders.memberList(user.id, payload.state, payload.q, payload);
      const awaiting = await deps.payments.awaitingTransfers(
        found.rows.filter(({ row }) => row.state === 'pending_payment').map(({ row }) => row.id),
      );
      return {
        total: found.total,
        counts: found.counts,
        list: found.rows.map(({ row, lines }) => ({
          ...summaryAnswer(row, lines),
          awaiting_transfer: awaiting.has(row.id),
        })),
      };
    },
  }),
  defineRoute({
    ...userOrderDetail,
    handler: async ({ payload, user, deps }) => {
      const order = await deps.orders.memberOrder(user.id, payload.number);
      const awaiting = order.state === 'pending_payment' && (await deps.payments.awaitingTransfer(order.id));
      return { ...detailAnswer(order), awaiting_transfer: awaiting };
    },
  }),
  defineRoute({
    ...userOrderCancel,
    handler: async ({ payload, user, deps }) => ({
      state: await deps.orders.cancel(user.id, payload.number),
    }),
  }),
  defineRoute({
    ...userOrderConfirm,
    handler: async ({ payload, user, deps }) => ({
      state: await deps.orders.confirm(user.id, payload.number),
    }),
  }),
  defineRoute({
    ...userOrderRebuy,
    handler: ({ payload, user, deps }) => deps.orders.rebuy(user.id, payload.number),
  }),
  defineRoute({
    ...userOrderExport,
    handler: async ({ payload, user, deps }) => {
      const sheet = await deps.orders.exportSheet(user.id, payload.number, payload.kind);
      return { filename: sheet.filename, xlsx: sheet.data.toString('base64') };
    },
  }),
];
