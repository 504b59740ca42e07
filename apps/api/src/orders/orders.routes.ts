import {
  userOrderCancel,
  userOrderConfirm,
  userOrderDetail,
  userOrderExport,
  userOrderList,
  userOrderRebuy,
} from '@labmall/contract/orders';
import { defineRoute } from '../platform/route.ts';

/** The buyer's orders (/user/order, /user/order/{number}); another member's number is 404. */
export const orderRoutes = [
  defineRoute({
    ...userOrderList,
    handler: ({ payload, user, deps }) => deps.orders.memberList(user.id, payload),
  }),
  defineRoute({
    ...userOrderDetail,
    handler: ({ payload, user, deps }) => deps.orders.memberOrder(user.id, payload.number),
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
