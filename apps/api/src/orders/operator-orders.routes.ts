import {
  adminOrders,
  adminOrdersCancel,
  adminOrdersDetail,
  adminOrdersExport,
  adminOrdersRefund,
  adminOrdersSheet,
  adminOrdersShip,
  adminOrdersShipBatch,
} from '@labmall/contract/operator-orders';
import { defineRoute } from '../platform/route.ts';

/** The operators' side of orders (the console's 订单 pages, apps/web/app/routes/admin). */
export const operatorOrderRoutes = [
  defineRoute({
    ...adminOrders,
    handler: ({ payload, deps }) => deps.orders.operatorList(payload),
  }),
  defineRoute({
    ...adminOrdersExport,
    handler: ({ payload, deps }) => deps.orders.operatorExport(payload),
  }),
  defineRoute({
    ...adminOrdersSheet,
    handler: ({ payload, deps }) => deps.orders.operatorSheet(payload.number, payload.kind),
  }),
  defineRoute({
    ...adminOrdersDetail,
    handler: ({ payload, deps }) => deps.orders.operatorOrder(payload.number),
  }),
  defineRoute({
    ...adminOrdersShip,
    handler: async ({ payload, user, deps }) => ({
      state: await deps.orders.ship(
        user.id,
        payload.number,
        payload.carrier,
        payload.tracking_no,
        payload.lots,
      ),
    }),
  }),
  defineRoute({
    ...adminOrdersShipBatch,
    handler: ({ payload, user, deps }) => deps.orders.shipBatch(user.id, payload.file_name, payload.content),
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
