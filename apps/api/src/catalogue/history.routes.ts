import {
  userHistoryAdd,
  userHistoryClear,
  userHistoryDelete,
  userHistoryList,
} from '@labmall/contract/history';
import { formatYuan } from '@labmall/rules';
import { notFound } from '../platform/errors.ts';
import { defineRoute } from '../platform/route.ts';
import { clearHistory, deleteVisit, listHistory, productExists, recordVisit } from './history.repository.ts';

/** Browsing history (/user/history): each member's own, newest first, at most HISTORY_LIMIT products. */

export const historyRoutes = [
  defineRoute({
    ...userHistoryAdd,
    handler: async ({ payload, user, deps }) => {
      if (!(await productExists(deps.db, payload.product_id))) throw notFound('商品不存在');
      await recordVisit(deps.db, user.id, payload.product_id);
      return null;
    },
  }),
  defineRoute({
    ...userHistoryList,
    handler: async ({ payload, user, deps }) => {
      const { rows, total } = await listHistory(deps.db, user.id, payload);
      return {
        total,
        list: rows.map((r) => ({
          product_id: r.productId,
          name: r.name,
          name_en: r.nameEn,
          cas: r.cas,
          grade: r.grade,
          brand_name: r.brandName,
          viewed_at: r.viewedAt.toISOString(),
          min_price: r.minPriceFen === null ? null : formatYuan(r.minPriceFen),
        })),
      };
    },
  }),
  defineRoute({
    ...userHistoryDelete,
    handler: async ({ payload, user, deps }) => {
      await deleteVisit(deps.db, user.id, payload.product_id);
      return null;
    },
  }),
  defineRoute({
    ...userHistoryClear,
    handler: async ({ user, deps }) => {
      await clearHistory(deps.db, user.id);
      return null;
    },
  }),
];
