import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { idField, textField } from './input-rules.ts';
import { INQUIRY_ANSWER_MAX, INQUIRY_STATES } from './inquiry-limits.ts';
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

export { INQUIRY_ANSWER_MAX, INQUIRY_STATES, type InquiryState } from './inquiry-limits.ts';

const inquiryFields = {
  id: z.number().int(),
  name: z.string(),
  cas: z.string(),
  quantity: z.string(),
  state: z.enum(INQUIRY_STATES),
  answer: z.string().describe('回复内容；待回复时为空'),
  answered_at: z.string().nullable().describe('ISO 8601'),
  created_at: z.string().describe('ISO 8601'),
};

export const adminInquiries = defineContract({
  method: 'GET',
  path: '/admin/inquiries',
  summary: '运营：买家登记的询价，最新在前；可按状态、负责人筛选',
  auth: 'operator',
  permission: 'inquiries.view',
  payload: z.object({
    state: z.enum(['all', ...INQUIRY_STATES], { error: '状态不对' }).default('all'),
    assignee: z
      .enum(['all', 'me', 'nobody'], { error: '负责人筛选不对' })
      .default('all')
      .describe('all 全部；me 分配给我的；nobody 尚未分配'),
    ...pagingFields,
  }),
  answer: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        ...inquiryFields,
        user_id: z.number().int().nullable().describe('游客登记时为 null'),
        contact: z.string(),
        keyword: z.string(),
        assignee_id: z.number().int().nullable().describe('负责的运营人员；未分配为 null'),
        assignee_name: z.string(),
        answered_by_name: z.string(),
      }),
    ),
  }),
});

export const adminInquiryAssign = defineContract({
  method: 'POST',
  path: '/admin/inquiries/assign',
  summary: '运营：把询价分配给一位运营人员负责（operator_id 为 null 时取消分配）',
  auth: 'operator',
  permission: 'inquiries.answer',
  payload: z.object({
    id: idField('询价编号须为正整数'),
    operator_id: idField('运营人员编号须为正整数').nullable(),
  }),
  answer: z.object({ assignee_id: z.number().int().nullable() }),
  codes: [Code.NOT_FOUND],
});

export const adminInquiryAssignees = defineContract({
  method: 'GET',
  path: '/admin/inquiries/assignees',
  summary: '运营：可以负责询价的运营人员（未停用且拥有“分配与回复询价”），分配询价时从中选择',
  auth: 'operator',
  permission: 'inquiries.answer',
  payload: z.object({}),
  answer: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const adminInquiryAnswer = defineContract({
  method: 'POST',
  path: '/admin/inquiries/answer',
  summary: '运营：回复询价（一次）。会员在“我的询价”中看到回复，并收到短信；游客留的是手机号时也发短信',
  auth: 'operator',
  permission: 'inquiries.answer',
  payload: z.object({
    id: idField('询价编号须为正整数'),
    answer: textField({
      max: INQUIRY_ANSWER_MAX,
      trim: true,
      multiline: true,
      tooLong: `回复不能超过 ${INQUIRY_ANSWER_MAX} 字`,
    }).min(1, '请填写回复内容'),
  }),
  answer: z.object({ state: z.enum(INQUIRY_STATES), answered_at: z.string() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const userInquiries = defineContract({
  method: 'GET',
  path: '/user/inquiries',
  summary: '会员：我登记的询价及商家的回复，最新在前',
  auth: 'member',
  payload: z.object(pagingFields),
  answer: z.object({ total: z.number().int(), list: z.array(z.object(inquiryFields)) }),
});
