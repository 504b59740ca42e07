import {
  userHistoryAdd,
  userHistoryClear,
  userHistoryDelete,
  userHistoryList,
} from '@labmall/contract/history';
import { defineRoute } from '../platform/route.ts';

/** Browsing history (/user/history): each member's own, newest first, at most HISTORY_LIMIT products. */
export const historyRoutes = [
  defineRoute({
    ...userHistoryAdd,
    handler: ({ payload, user, deps }) => deps.catalogue.recordVisit(user.id, payload.product_id),
  }),
  defineRoute({
    ...userHistoryList,
    handler: ({ payload, user, deps }) => deps.catalogue.history(user.id, payload),
  }),
  defineRoute({
    ...userHistoryDelete,
    handler: ({ payload, user, deps }) => deps.catalogue.forgetVisit(user.id, payload.product_id),
  }),
  defineRoute({
    ...userHistoryClear,
    handler: ({ user, deps }) => deps.catalogue.clearHistory(user.id),
  }),
];
