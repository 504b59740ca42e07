import {
  pointsDetail,
  pointsList,
  pointsRedeem,
  pointsRedeemPreview,
  userPoints,
} from '@labmall/contract/points';
import { defineRoute } from '../platform/route.ts';

/** The points mall (/points, /points/{id}), redemption (/order?source=4) and /user/points. */
export const pointsRoutes = [
  defineRoute({
    ...pointsList,
    handler: ({ payload, deps }) => deps.points.saleList(payload, payload),
  }),
  defineRoute({
    ...pointsDetail,
    handler: ({ payload, deps }) => deps.points.saleItem(payload.id),
  }),
  defineRoute({
    ...pointsRedeemPreview,
    handler: ({ payload, user, deps }) => deps.points.preview(user.id, payload.id, payload.quantity),
  }),
  defineRoute({
    ...pointsRedeem,
    handler: ({ payload, user, deps }) => deps.points.redeem(user.id, payload),
  }),
  defineRoute({
    ...userPoints,
    handler: ({ payload, user, deps }) => deps.points.ledger(user.id, payload),
  }),
];
