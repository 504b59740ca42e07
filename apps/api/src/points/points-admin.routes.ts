import {
  adminPointsAdjust,
  adminPointsItemCreate,
  adminPointsItems,
  adminPointsItemUpdate,
  adminPointsLedger,
} from '@labmall/contract/points';
import { defineRoute } from '../platform/route.ts';
import { adminItemAnswer, entryAnswer } from './points.answers.ts';

/** The operators' side of points (the console arrives later; the API is here now). */
export const pointsAdminRoutes = [
  defineRoute({
    ...adminPointsItems,
    handler: async ({ payload, deps }) => {
      const found = await deps.points.operatorItems(payload.on_sale, payload);
      return { total: found.total, list: found.rows.map(adminItemAnswer) };
    },
  }),
  defineRoute({
    ...adminPointsItemCreate,
    handler: async ({ payload, deps }) => ({ item: adminItemAnswer(await deps.points.createItem(payload)) }),
  }),
  defineRoute({
    ...adminPointsItemUpdate,
    handler: async ({ payload, deps }) => {
      const { id, ...changes } = payload;
      return { item: adminItemAnswer(await deps.points.updateItem(id, changes)) };
    },
  }),
  defineRoute({
    ...adminPointsAdjust,
    handler: async ({ payload, user, deps }) => {
      const done = await deps.points.adjust(user.id, payload, payload.delta, payload.reason);
      return { user_id: done.userId, balance: done.balance, entry: entryAnswer(done.entry) };
    },
  }),
  defineRoute({
    ...adminPointsLedger,
    handler: async ({ payload, deps }) => {
      const found = await deps.points.operatorLedger(payload, payload);
      return {
        user_id: found.userId,
        balance: found.balance,
        total: found.total,
        list: found.rows.map((row) => ({ ...entryAnswer(row), operator_id: row.operatorId })),
      };
    },
  }),
];
