import { z } from 'zod';
import { defineContract } from './define.ts';
import { yuanAnswer } from './money-fields.ts';
import { ORDER_STATES } from './orders.ts';

/** 个人中心 (/user): what a buyer sees first, in one call. */

/** How many of the latest orders the dashboard shows. */
export const DASHBOARD_LATEST = 5;

export const dashboardOrderAnswer = z.object({
  number: z.string(),
  state: z.enum(ORDER_STATES),
  awaiting_transfer: z.boolean().describe('待付款且对公转账凭证待确认（待确认）'),
  created_at: z.string().describe('ISO 8601'),
  payable: yuanAnswer('应付金额'),
  line_count: z.number().int().describe('商品种数'),
  first_line: z
    .object({
      name: z.string(),
      sku: z.string().describe('货号；积分兑换的礼品为空'),
      pack: z.string(),
      quantity: z.number().int(),
      points_item_id: z.number().int().nullable().describe('积分兑换的礼品；商品为 null'),
    })
    .nullable()
    .describe('第一种商品'),
});

export const userDashboard = defineContract({
  method: 'GET',
  path: '/user/dashboard',
  summary:
    '个人中心：待付款、待发货、已发货的订单数，最近的订单，账期可用额度与下一个出账日（已开通账期时），积分余额，可用优惠券数，实名认证状态',
  auth: 'member',
  payload: z.object({}),
  answer: z.object({
    counts: z
      .object({
        all: z.number().int(),
        pending_payment: z.number().int(),
        paid: z.number().int().describe('待发货'),
        shipped: z.number().int(),
        completed: z.number().int(),
        cancelled: z.number().int(),
      })
      .describe('各状态的订单数（与 /user/order/list 的 counts 相同）'),
    latest: z.array(dashboardOrderAnswer).describe(`最近的订单（新在前，最多 ${DASHBOARD_LATEST} 个）`),
    credit: z
      .object({
        limit: yuanAnswer('信用额度'),
        available: yuanAnswer('可用额度'),
        outstanding: yuanAnswer('已用额度'),
        next_statement_date: z.string().describe('下一个出账日（YYYY-MM-DD）'),
        next_due_date: z.string().nullable().describe('最近一笔未还清对账单的最后还款日'),
      })
      .nullable()
      .describe('账期；未开通为 null'),
    points: z.number().int().describe('积分余额'),
    coupons: z.number().int().describe('现在可用的优惠券张数'),
    verification: z.object({
      state: z.number().int().describe('实名认证状态：-1 未提交，0 审核中，1 已认证，2 未通过'),
      reason: z.string().describe('未通过的原因（状态 2 时）'),
      can_submit: z.boolean().describe('现在能否提交认证资料（未提交、未通过、或仅有注册信息待审核时）'),
    }),
  }),
});
