import {
  adminPointsAdjust,
  adminPointsItemCreate,
  adminPointsItems,
  adminPointsItemUpdate,
  adminPointsLedger,
} from '@labmall/contract/points';
import { defineRoute } from '../platform/route.ts';

/** The operators' side of points (the console arrives later; the API is here now). */
export const pointsAdminRoutes = [
  defineRoute({
    ...adminPointsItems,
    handler: ({ payload, deps }) => deps.points.operatorItems(payload.on_sale, payload),
  }),
  defineRoute({
    ...adminPointsItemCreate,
    handler: ({ payload, deps }) => deps.points.createItem(payload),
  }),
  defineRoute({
    ...adminPointsItemUpdate,
    handler: ({ payload, deps }) => {
      const { id, ...changes } = payload;
      return deps.points.updateItem(id, changes);
    },
  }),
  defineRoute({
    ...adminPointsAdjust,
    handler: ({ payload, user, deps }) => deps.points.adjust(user.id, payload, payload.delta, payload.reason),
  }),
  defineRoute({
    ...adminPointsLedger,
    handler: ({ payload, deps }) => deps.points.operatorLedger(payload, payload),
  }),
];
