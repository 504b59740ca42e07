import {
  adminOrders,
  adminOrdersCancel,
  adminOrdersDetail,
  adminOrdersRefund,
  adminOrdersShip,
} from '@labmall/contract/operator-orders';
import { defineRoute } from '../platform/route.ts';
import { detailAnswer, summaryAnswer } from './lifecycle.answers.ts';

/** The operators' side of orders (the console arrives later; the API is here now). */
export const operatorOrderRoutes = [
  defineRoute({
    ...adminOrders,
    handler: async ({ payload, deps }) => {
      const found = await deps.orders.operatorList(
        {
          ...(payload.state === 'all' ? {} : { state: payload.state }),
          ...(payload.number ? { numberPrefix: payload.number } : {}),
          ...(payload.phone ? { phone: payload.phone } : {}),
        },
        payload,
      );
      return {
        total: found.total,
        list: found.rows.map(({ row, lines }) => ({
          ...summaryAnswer(row, lines),
          user_id: row.userId,
          phone: row.phone,
        })),
      };
    },
  }),
  defineRoute({
    ...adminOrdersDetail,
    handler: async ({ payload, deps }) => {
      const order = await deps.orders.operatorOrder(payload.number);
      return { ...detailAnswer(order), user_id: order.userId, phone: order.phone };
    },
  }),
  defineRoute({
    ...adminOrdersShip,
    handler: async ({ payload, user, deps }) => ({
      state: await deps.orders.ship(user.id, payload.number, payload.carrier, payload.tracking_no),
    }),
  }),
  defineRoute({
    ...adminOrdersCancel,
    handler: async ({ payload, user, deps }) => ({
      state: await deps.orders.operatorCancel(user.id, payload.number, payload.reason),
    }),
  }),
  defineRoute({
    ...adminOrdersRefund,
    handler: async ({ payload, user, deps }) => ({
      state: await deps.orders.refund(user.id, payload.number, payload.reason),
    }),
  }),
];
