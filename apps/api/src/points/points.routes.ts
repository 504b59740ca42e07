import {
  pointsDetail,
  pointsList,
  pointsRedeem,
  pointsRedeemPreview,
  userPoints,
} from '@labmall/contract/points';
import { defineRoute } from '../platform/route.ts';
import { entryAnswer, itemAnswer } from './points.answers.ts';

/** The points mall (/points, /points/{id}), redemption (/order?source=4) and /user/points. */
export const pointsRoutes = [
  defineRoute({
    ...pointsList,
    handler: async ({ payload, deps }) => {
      const found = await deps.points.saleList(payload, payload);
      return { total: found.total, categories: found.categories, list: found.rows.map(itemAnswer) };
    },
  }),
  defineRoute({
    ...pointsDetail,
    handler: async ({ payload, deps }) => {
      const item = await deps.points.saleItem(payload.id);
      return { ...itemAnswer(item), description: item.description };
    },
  }),
  defineRoute({
    ...pointsRedeemPreview,
    handler: async ({ payload, user, deps }) => {
      const view = await deps.points.preview(user.id, payload.id, payload.quantity);
      return { ...view, item: itemAnswer(view.item) };
    },
  }),
  defineRoute({
    ...pointsRedeem,
    handler: ({ payload, user, deps }) => deps.points.redeem(user.id, payload),
  }),
  defineRoute({
    ...userPoints,
    handler: async ({ payload, user, deps }) => {
      const found = await deps.points.ledger(user.id, payload);
      return { balance: found.balance, total: found.total, list: found.rows.map(entryAnswer) };
    },
  }),
];
