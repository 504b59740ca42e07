import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { idField } from './input-rules.ts';
import { yuanAnswer } from './money-fields.ts';
import { pagingFields } from './paging.ts';

/** Browsing history (/user/history): each member's own, newest first, at most HISTORY_LIMIT products. */
export const HISTORY_LIMIT = 200;

const productId = idField('商品编号须为正整数');

export const userHistoryAdd = defineContract({
  method: 'POST',
  path: '/user/history/add',
  summary: `记录一次商品浏览（商品详情页调用）；每位会员保留最近 ${HISTORY_LIMIT} 个商品`,
  auth: 'member',
  payload: z.object({ product_id: productId }),
  answer: z.null(),
  codes: [Code.NOT_FOUND],
});

export const userHistoryList = defineContract({
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
        min_price: yuanAnswer('最低在售价').nullable().describe('最低在售价（元）；无在售规格时为 null'),
      }),
    ),
  }),
});

export const userHistoryDelete = defineContract({
  method: 'POST',
  path: '/user/history/delete',
  summary: '删除一条浏览记录',
  auth: 'member',
  payload: z.object({ product_id: productId }),
  answer: z.null(),
});

export const userHistoryClear = defineContract({
  method: 'POST',
  path: '/user/history/clear',
  summary: '清空浏览记录',
  auth: 'member',
  payload: z.object({}),
  answer: z.null(),
});
