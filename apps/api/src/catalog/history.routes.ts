import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { notFound } from '../platform/errors.ts';
import { idField } from '../platform/input-rules.ts';
import { pagingFields } from '../platform/paging.ts';
import { defineRoute } from '../platform/route.ts';
import {
  clearHistory,
  deleteVisit,
  HISTORY_LIMIT,
  listHistory,
  productExists,
  recordVisit,
} from './history.repository.ts';
import { formatYuan } from './import/money.ts';

/** Browsing history (/user/history): each member's own, newest first, at most HISTORY_LIMIT products. */

const productId = idField('商品编号须为正整数');

export const historyRoutes = [
  defineRoute({
    method: 'POST',
    path: '/user/history/add',
    summary: `记录一次商品浏览（商品详情页调用）；每位会员保留最近 ${HISTORY_LIMIT} 个商品`,
    auth: 'member',
    payload: z.object({ product_id: productId }),
    answer: z.null(),
    codes: [Code.NOT_FOUND],
    handler: async ({ payload, user, deps }) => {
      if (!(await productExists(deps.db, payload.product_id))) throw notFound('商品不存在');
      await recordVisit(deps.db, user.id, payload.product_id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/user/history/list',
    summary: '浏览记录，最近浏览在前',
    auth: 'member',
    payload: z.object(pagingFields),
    answer: z.object({
      total: z.number().int(),
      list: z.array(
        z.object({
          product_id: z.number().int(),
          name: z.string(),
          name_en: z.string(),
          cas: z.string().nullable(),
          grade: z.string(),
          brand_name: z.string(),
          viewed_at: z.string().describe('ISO 8601'),
          min_price: z.string().nullable().describe('最低在售价（元）；无在售规格时为 null'),
        }),
      ),
    }),
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
    method: 'POST',
    path: '/user/history/delete',
    summary: '删除一条浏览记录',
    auth: 'member',
    payload: z.object({ product_id: productId }),
    answer: z.null(),
    handler: async ({ payload, user, deps }) => {
      await deleteVisit(deps.db, user.id, payload.product_id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/user/history/clear',
    summary: '清空浏览记录',
    auth: 'member',
    payload: z.object({}),
    answer: z.null(),
    handler: async ({ user, deps }) => {
      await clearHistory(deps.db, user.id);
      return null;
    },
  }),
];
