import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { boolField, idField, intField, textField } from './input-rules.ts';
import { yuanAnswer, yuanField } from './money-fields.ts';
import { pagingFields } from './paging.ts';

/**
 * Coupons (issue 22): the coupon centre (/coupon) where members claim them, the member's own (/user/coupon)
 * and the operator's templates. Every amount is the server's; the words (面额、门槛、范围) too, so every
 * page says a coupon the same way.
 */

/** How a coupon reads, wherever it is shown. */
const couponFace = {
  name: z.string(),
  description: z.string(),
  kind: z.enum(['amount', 'percent']).describe('amount 满减，percent 折扣'),
  face: z.string().describe('面额或折扣：¥50、9折'),
  condition: z.string().describe('门槛（及折扣封顶）：满¥500可用、无门槛，最高减¥100'),
  scope: z.string().describe('适用范围：全场通用、限品牌：…、限分类：…'),
  refund_rule: z.string().describe('退款规则：整单退款后不退还时说明，退还时为空'),
};

const templateId = idField('请指定优惠券');

export const couponCentre = defineContract({
  method: 'GET',
  path: '/coupon/centre',
  summary: '领券中心：正在发放的优惠券与本人的领取情况（游客可看，登录后领取）',
  auth: 'public',
  payload: z.object({}),
  answer: z.object({
    list: z.array(
      z.object({
        id: z.number().int().describe('优惠券（模板）编号'),
        ...couponFace,
        validity: z.string().describe('有效期的说明：2026-06-01 至 2026-06-30、领取后 30 天内有效'),
        claim_until: z.string().nullable().describe('领取截止时间（ISO 8601），不限为 null'),
        remaining: z.number().int().describe('剩余张数'),
        per_member: z.number().int().describe('每人限领张数'),
        mine: z.number().int().describe('本人已领张数（游客为 0）'),
        state: z
          .enum(['claimable', 'claimed', 'exhausted'])
          .describe('claimable 可领取，claimed 已领取（达到每人限领），exhausted 已抢光'),
      }),
    ),
  }),
});

export const couponClaim = defineContract({
  method: 'POST',
  path: '/coupon/claim',
  summary: '领取一张优惠券（每人限领、总量有限；已达上限或已抢光返回 409）',
  auth: 'member',
  payload: z.object({ id: templateId }),
  answer: z.object({
    coupon_id: z.number().int().describe('领到的券（我的优惠券编号）'),
    valid_from: z.string(),
    valid_until: z.string(),
  }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const COUPON_TABS = ['unused', 'used', 'expired'] as const;

export const userCouponList = defineContract({
  method: 'GET',
  path: '/user/coupon/list',
  summary: '我的优惠券：未使用 / 已使用 / 已过期，分页，附各类张数',
  auth: 'member',
  payload: z.object({
    tab: z.enum(COUPON_TABS).default('unused').describe('unused 未使用，used 已使用，expired 已过期'),
    ...pagingFields,
  }),
  answer: z.object({
    total: z.number().int(),
    counts: z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() }),
    list: z.array(
      z.object({
        id: z.number().int(),
        ...couponFace,
        valid_from: z.string(),
        valid_until: z.string(),
        claimed_at: z.string(),
        used_at: z.string().nullable(),
        order_number: z.string().nullable().describe('使用该券的订单号'),
      }),
    ),
  }),
});

/** At order confirmation: each of the member's coupons against this order. */
export const orderCouponAnswer = z.object({
  id: z.number().int().describe('我的优惠券编号（提交订单时的 coupon_id）'),
  ...couponFace,
  valid_until: z.string(),
  applicable: z.boolean(),
  /** Why it cannot be used on this order: 还差¥120 可用, 已过期, 订单中没有适用范围内的商品… */
  reason: z.string().nullable(),
  discount: yuanAnswer('可减金额'),
  payable: yuanAnswer('使用该券后的应付金额'),
});

// Operator API ------------------------------------------------------------------------------------

const instant = (what: string) =>
  textField({ max: 40, trim: true })
    .refine((v) => !Number.isNaN(Date.parse(v)), `${what}须为 ISO 8601 时间`)
    .describe(`${what}（ISO 8601）`);

const idList = (what: string) =>
  z
    .array(idField(`${what}编号须为正整数`))
    .max(50, `${what}最多 50 个`)
    .default([]);

const templateAnswer = z.object({
  id: z.number().int(),
  ...couponFace,
  threshold: yuanAnswer('门槛'),
  amount: yuanAnswer('减免金额').nullable(),
  percent_off: z.number().int().nullable().describe('折扣百分比，九折为 10'),
  cap: yuanAnswer('折扣封顶').nullable(),
  brand_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  valid_days: z.number().int().nullable(),
  claim_from: z.string().nullable(),
  claim_until: z.string().nullable(),
  total: z.number().int(),
  claimed: z.number().int(),
  used: z.number().int().describe('已用于订单的张数'),
  per_member: z.number().int(),
  listed: z.boolean(),
  return_on_refund: z.boolean().describe('已付款订单整单退款后，券是否退还给会员'),
  sort: z.number().int(),
});

export const adminCouponTemplates = defineContract({
  method: 'GET',
  path: '/admin/coupon/templates',
  summary: '运营：优惠券模板列表（新建的在前），附领取与使用张数',
  auth: 'operator',
  permission: 'marketing.coupons',
  payload: z.object({ ...pagingFields }),
  answer: z.object({ total: z.number().int(), list: z.array(templateAnswer) }),
});

export const adminCouponTemplateSave = defineContract({
  method: 'POST',
  path: '/admin/coupon/templates/save',
  summary:
    '运营：新建（无 id）或修改优惠券模板；已有会员领取后只能改名称、说明、总量（不少于已领）、每人限领、领取时间、上下架、退款退券与排序',
  auth: 'operator',
  permission: 'marketing.coupons',
  payload: z.object({
    id: idField('模板编号须为正整数').optional().describe('修改时填写'),
    name: textField({ max: 60, trim: true, error: '请填写优惠券名称' }).min(1, '请填写优惠券名称'),
    description: textField({ max: 500, trim: true, multiline: true }).default(''),
    kind: z.enum(['amount', 'percent'], { error: '类型须为 amount（满减）或 percent（折扣）' }),
    threshold: yuanField('使用门槛').default(0),
    amount: yuanField('减免金额').optional().describe('满减券必填'),
    percent_off: intField({ min: 1, max: 99, message: '折扣须为 1 至 99（九折填 10）' })
      .optional()
      .describe('折扣券必填：减去的百分比，九折填 10'),
    cap: yuanField('折扣封顶').optional().describe('折扣券可选：最多减多少'),
    brand_ids: idList('品牌').describe('限品牌（/couponInfo/brandOptions 的编号），空为不限'),
    category_ids: idList('分类').describe('限分类（/product_type/options 的编号，含下级），空为不限'),
    valid_from: instant('有效期开始').optional(),
    valid_until: instant('有效期结束').optional(),
    valid_days: intField({ min: 1, max: 3650, message: '领取后有效天数须为 1 至 3650' })
      .optional()
      .describe('与固定有效期二选一'),
    claim_from: instant('领取开始').nullable().optional(),
    claim_until: instant('领取截止').nullable().optional(),
    total: intField({ min: 0, max: 10_000_000, message: '发放总量须为 0 至 10000000' }),
    per_member: intField({ min: 1, max: 100, message: '每人限领须为 1 至 100' }).default(1),
    listed: boolField().default(true),
    return_on_refund: boolField()
      .default(true)
      .describe('已付款订单整单退款后是否退还给会员（仍在有效期内可再用）；未付款取消的订单总是退还'),
    sort: intField({ min: -100_000, max: 100_000 }).default(0),
  }),
  answer: templateAnswer,
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminCouponTemplateListing = defineContract({
  method: 'POST',
  path: '/admin/coupon/templates/listing',
  summary: '运营：优惠券上架或下架（下架后领券中心不再显示，已领的券照常可用）',
  auth: 'operator',
  permission: 'marketing.coupons',
  payload: z.object({ id: templateId, listed: boolField() }),
  answer: z.object({ listed: z.boolean() }),
  codes: [Code.NOT_FOUND],
});

export const adminCouponIssue = defineContract({
  method: 'POST',
  path: '/admin/coupon/issue',
  summary: '运营：向一位会员发放一张优惠券（计入发放总量与每人限领，不受领取时间与上下架限制）',
  auth: 'operator',
  permission: 'marketing.coupon_issue',
  payload: z.object({
    id: templateId,
    phone: textField({ max: 11, trim: true, error: '请填写会员手机号' }).regex(
      /^1\d{10}$/,
      '手机号格式不正确',
    ),
  }),
  answer: z.object({ coupon_id: z.number().int(), valid_from: z.string(), valid_until: z.string() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});
