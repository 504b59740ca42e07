import { Code } from '@labmall/protocol';
import { z } from 'zod';
import {
  AFTERSALE_KINDS,
  AFTERSALE_PHOTOS_MAX,
  AFTERSALE_REASONS,
  AFTERSALE_STATES,
} from './aftersale-choices.ts';
import { defineContract } from './define.ts';
import { idField, intField, textField } from './input-rules.ts';
import { yuanAnswer } from './money-fields.ts';
import { CARRIERS } from './order-choices.ts';
import { orderNumberField } from './orders.ts';
import { pagingFields } from './paging.ts';

export {
  AFTERSALE_KINDS,
  AFTERSALE_REASONS,
  AFTERSALE_STATES,
} from './aftersale-choices.ts';

const aftersaleId = idField('请指定售后申请').describe('售后申请 ID');
const trackingNo = textField({ max: 40, trim: true, error: '请填写运单号' })
  .min(1, '请填写运单号')
  .regex(/^[0-9A-Za-z-]+$/, '运单号只能包含字母、数字和 -')
  .describe('运单号');
const carrier = z.enum(CARRIERS, { error: '请选择物流公司' }).describe('物流公司');

const aftersaleLineAnswer = z.object({
  line_id: z.number().int(),
  name: z.string(),
  sku: z.string().describe('货号'),
  pack: z.string(),
  quantity: z.number().int().describe('申请的数量'),
  amount: yuanAnswer('该行可退金额（按实付分摊）'),
});

/** A request as its buyer sees it. */
export const aftersaleAnswer = z.object({
  id: z.number().int(),
  order_number: z.string(),
  kind: z.enum(AFTERSALE_KINDS),
  reason: z.enum(AFTERSALE_REASONS),
  description: z.string(),
  opened: z.boolean(),
  state: z.enum(AFTERSALE_STATES),
  lines: z.array(aftersaleLineAnswer),
  photos: z.array(z.string()).describe('照片的短时读取地址'),
  amount: yuanAnswer('退款金额（已扣除退货手续费；换货为 0）'),
  restocking_fee: yuanAnswer('退货手续费'),
  return_address: z.string().describe('退货地址（同意后给出）'),
  reject_reason: z.string(),
  carrier: z.string().describe('买家寄回的物流公司'),
  tracking_no: z.string().describe('买家寄回的运单号'),
  replacement: z
    .object({ carrier: z.string(), tracking_no: z.string() })
    .nullable()
    .describe('换货：补发的物流'),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The same for staff: the member, the goods' state on arrival, who handled it. */
export const adminAftersaleAnswer = aftersaleAnswer.extend({
  user_id: z.number().int(),
  phone: z.string(),
  company: z.string(),
  received_note: z.string().describe('收货时记录的货物状况'),
});

export const userAftersaleOptions = defineContract({
  method: 'GET',
  path: '/user/aftersale/options',
  summary:
    '申请售后前：一张订单每行可申请的数量、能否退换及原因（冷链、已开封、定制、标准品、管制类等规则）、截止时间与可选的售后类型',
  auth: 'member',
  payload: z.object({ number: orderNumberField }),
  answer: z.object({
    order_number: z.string(),
    kinds: z.array(z.enum(AFTERSALE_KINDS)).describe('此订单可申请的类型'),
    deadline: z
      .string()
      .nullable()
      .describe('退换货截止时间（ISO 8601，签收后起算，取各行中最晚的）；未发货为空'),
    lines: z.array(
      z.object({
        line_id: z.number().int(),
        name: z.string(),
        sku: z.string(),
        pack: z.string(),
        bought: z.number().int(),
        open: z.number().int().describe('尚可申请的数量（已申请或已退的不计）'),
        returnable: z.boolean().describe('可退货或换货（仅退款不受此限）'),
        why_not: z.string().describe('不可退换的原因；可退换为空'),
        restocking_percent: z.number().int().describe('退货手续费比例（%）'),
        amount: yuanAnswer('每件按实付分摊的金额'),
      }),
    ),
  }),
  codes: [Code.NOT_FOUND],
});

export const userAftersaleApply = defineContract({
  method: 'POST',
  path: '/user/aftersale/apply',
  summary:
    '申请售后：订单中的若干行与数量、类型（仅退款、退货退款、换货）、原因、说明与照片（/oss/register 的 filePath，用途 aftersale）。数量不超过已购减已申请，规则不允许或超过期限的被拒绝',
  auth: 'member',
  payload: z.object({
    number: orderNumberField,
    kind: z.enum(AFTERSALE_KINDS, { error: '请选择售后类型' }),
    reason: z.enum(AFTERSALE_REASONS, { error: '请选择售后原因' }),
    description: textField({
      max: 500,
      trim: true,
      error: '请填写问题描述',
      tooLong: '问题描述不能超过500个字符',
    })
      .min(1, '请填写问题描述')
      .describe('问题描述'),
    photos: z
      .array(textField({ max: 512, trim: true, error: '照片无效' }).min(1, '照片无效'), { error: '照片无效' })
      .max(AFTERSALE_PHOTOS_MAX, `照片最多 ${AFTERSALE_PHOTOS_MAX} 张`)
      .default([])
      .describe('照片：/oss/register 返回的 filePath'),
    opened: z
      .boolean({ error: '请说明商品是否已开封' })
      .default(false)
      .describe('商品已开封：开封后仅质量、破损、错发、少发、效期问题可退换'),
    lines: z
      .array(
        z.object({
          line_id: idField('请选择商品'),
          quantity: intField({ min: 1, max: 100_000, message: '数量须为正整数' }),
        }),
        { error: '请选择商品' },
      )
      .min(1, '请选择要售后的商品')
      .max(200, '商品过多'),
  }),
  answer: z.object({ id: z.number().int() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const userAftersales = defineContract({
  method: 'GET',
  path: '/user/aftersale',
  summary: '我的售后：本人的售后申请与其状态，新的在前；给出订单号时只列该订单的（订单详情页用）',
  auth: 'member',
  payload: z.object({
    ...pagingFields,
    number: orderNumberField.optional().describe('只列这张订单的申请；他人的订单列表为空'),
  }),
  answer: z.object({ total: z.number().int(), list: z.array(aftersaleAnswer) }),
});

export const userAftersaleDetail = defineContract({
  method: 'GET',
  path: '/user/aftersale/detail',
  summary: '一条售后申请（本人的；他人的为 404）',
  auth: 'member',
  payload: z.object({ id: aftersaleId }),
  answer: aftersaleAnswer,
  codes: [Code.NOT_FOUND],
});

export const userAftersaleReturn = defineContract({
  method: 'POST',
  path: '/user/aftersale/return',
  summary: '寄回商品：同意后填写寄回的物流公司与运单号（待寄回 → 退货中）',
  auth: 'member',
  payload: z.object({ id: aftersaleId, carrier, tracking_no: trackingNo }),
  answer: z.object({ state: z.enum(AFTERSALE_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const userAftersaleWithdraw = defineContract({
  method: 'POST',
  path: '/user/aftersale/withdraw',
  summary: '撤销售后申请（待处理或待寄回时）',
  auth: 'member',
  payload: z.object({ id: aftersaleId }),
  answer: z.object({ state: z.enum(AFTERSALE_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminAftersales = defineContract({
  method: 'GET',
  path: '/admin/aftersales',
  summary: '运营：售后申请，可按状态（不填为全部状态）、订单号筛选；待处理的先到先处理，其余最近处理的在前',
  auth: 'operator',
  permission: 'orders.aftersale',
  payload: z.object({
    state: z.enum(AFTERSALE_STATES, { error: '请选择状态' }).optional(),
    number: orderNumberField.optional(),
    ...pagingFields,
  }),
  answer: z.object({ total: z.number().int(), list: z.array(adminAftersaleAnswer) }),
});

export const adminAftersaleDetail = defineContract({
  method: 'GET',
  path: '/admin/aftersales/detail',
  summary: '运营：一条售后申请',
  auth: 'operator',
  permission: 'orders.aftersale',
  payload: z.object({ id: aftersaleId }),
  answer: adminAftersaleAnswer,
  codes: [Code.NOT_FOUND],
});

export const adminAftersaleApprove = defineContract({
  method: 'POST',
  path: '/admin/aftersales/approve',
  summary: '运营：同意售后。仅退款即按原付款方式退款并完成；退货退款与换货须给出退货地址，等待买家寄回',
  auth: 'operator',
  permission: 'orders.aftersale',
  payload: z.object({
    id: aftersaleId,
    return_address: textField({ max: 200, trim: true, error: '退货地址无效' })
      .default('')
      .describe('退货地址（收件人、电话、地址）；仅退款不填'),
  }),
  answer: z.object({ state: z.enum(AFTERSALE_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminAftersaleReject = defineContract({
  method: 'POST',
  path: '/admin/aftersales/reject',
  summary: '运营：拒绝售后并说明原因（会员可见）',
  auth: 'operator',
  permission: 'orders.aftersale',
  payload: z.object({
    id: aftersaleId,
    reason: textField({
      max: 200,
      trim: true,
      error: '请填写拒绝原因',
      tooLong: '拒绝原因不能超过200个字符',
    }).min(1, '请填写拒绝原因'),
  }),
  answer: z.object({ state: z.enum(AFTERSALE_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminAftersaleReceive = defineContract({
  method: 'POST',
  path: '/admin/aftersales/receive',
  summary:
    '运营：收到退回的商品，记录货物状况；库存经库存流水退回，退货退款随即按原付款方式退款并完成，换货等待补发',
  auth: 'operator',
  permission: 'orders.aftersale',
  payload: z.object({
    id: aftersaleId,
    note: textField({
      max: 200,
      trim: true,
      error: '请填写货物状况',
      tooLong: '货物状况不能超过200个字符',
    }).min(1, '请填写货物状况'),
  }),
  answer: z.object({ state: z.enum(AFTERSALE_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminAftersaleReship = defineContract({
  method: 'POST',
  path: '/admin/aftersales/reship',
  summary: '运营：换货补发（出库经库存流水），填写物流后完成',
  auth: 'operator',
  permission: 'orders.aftersale',
  payload: z.object({ id: aftersaleId, carrier, tracking_no: trackingNo }),
  answer: z.object({ state: z.enum(AFTERSALE_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

const ruleAnswer = z.object({
  id: z.number().int(),
  scope: z.enum(['category', 'product']),
  target_id: z.number().int(),
  target_name: z.string(),
  returnable: z.boolean(),
  days: z.number().int(),
  restocking_percent: z.number().int(),
  note: z.string(),
});

export const adminAftersaleRules = defineContract({
  method: 'GET',
  path: '/admin/aftersales/rules',
  summary:
    '运营：退换货规则（按分类或商品）；未设规则时：管制类、冷链（2–8 ℃、−20 ℃ 等）不可退换，签收后 7 天内可申请，不收手续费',
  auth: 'operator',
  permission: 'catalogue.products',
  payload: z.object({}),
  answer: z.object({ list: z.array(ruleAnswer) }),
});

export const adminAftersaleRuleSave = defineContract({
  method: 'POST',
  path: '/admin/aftersales/rules/save',
  summary: '运营：设置一个分类（含子分类）或一个商品的退换货规则；商品的规则优先于分类的，近的分类优先于远的',
  auth: 'operator',
  permission: 'catalogue.products',
  payload: z.object({
    scope: z.enum(['category', 'product'], { error: '请选择规则范围' }),
    target_id: idField('请选择分类或商品'),
    returnable: z.boolean({ error: '请选择能否退换' }),
    days: intField({ min: 0, max: 90, message: '期限须为 0–90 天' }),
    restocking_percent: intField({ min: 0, max: 50, message: '手续费比例须为 0–50%' }),
    note: textField({ max: 100, trim: true, error: '说明无效', tooLong: '说明不能超过100个字符' })
      .default('')
      .describe('告诉买家的说明，如“标准品开封后不退”'),
  }),
  answer: z.object({ id: z.number().int() }),
  codes: [Code.NOT_FOUND],
});

export const adminAftersaleRuleDelete = defineContract({
  method: 'POST',
  path: '/admin/aftersales/rules/delete',
  summary: '运营：删除一条退换货规则（回到上级分类或默认规则）',
  auth: 'operator',
  permission: 'catalogue.products',
  payload: z.object({ id: idField('请指定规则') }),
  answer: z.object({ deleted: z.boolean() }),
  codes: [Code.NOT_FOUND],
});
