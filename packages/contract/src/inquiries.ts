import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { textField } from './input-rules.ts';
import { pagingFields } from './paging.ts';

/** Inquiries a client address (or member) may send per hour: enough for a buyer, not for a script. */
export const INQUIRIES_PER_HOUR = 5;

/**
 * 询价登记 (issue 24): when search finds nothing, the buyer tells the merchant what they need. Visitors
 * and members alike; the operator API lists them.
 */
export const inquiryCreate = defineContract({
  method: 'POST',
  path: '/inquiry/create',
  summary: `没有搜到商品时登记询价（名称、CAS、数量、联系方式）；同一来源每小时最多 ${INQUIRIES_PER_HOUR} 条`,
  auth: 'public',
  payload: z.object({
    name: textField({ max: 100, trim: true, tooLong: '名称不能超过 100 字' }).min(1, '请填写商品名称'),
    cas: textField({ max: 20, trim: true, tooLong: 'CAS 号不能超过 20 字' })
      .default('')
      .describe('可不填；填写时须为有效的 CAS 号'),
    quantity: textField({ max: 50, trim: true, tooLong: '数量不能超过 50 字' }).min(1, '请填写需要的数量'),
    contact: textField({ max: 100, trim: true, tooLong: '联系方式不能超过 100 字' }).min(
      1,
      '请填写手机、电话或邮箱',
    ),
    keyword: textField({ max: 100, tooLong: '关键词不能超过 100 字' })
      .default('')
      .describe('当时搜索的关键词'),
  }),
  answer: z.object({ id: z.number().int() }),
  codes: [Code.INVALID, Code.RATE_LIMITED],
});

export const adminInquiries = defineContract({
  method: 'GET',
  path: '/admin/inquiries',
  summary: '运营：买家登记的询价，最新在前',
  auth: 'operator',
  permission: 'inquiries.view',
  payload: z.object(pagingFields),
  answer: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        user_id: z.number().int().nullable().describe('游客登记时为 null'),
        name: z.string(),
        cas: z.string(),
        quantity: z.string(),
        contact: z.string(),
        keyword: z.string(),
        created_at: z.string().describe('ISO 8601'),
      }),
    ),
  }),
});
