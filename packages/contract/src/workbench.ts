import { z } from 'zod';
import { defineContract } from './define.ts';
import { yuanAnswer } from './money-fields.ts';

/** 工作台 (/admin): what waits for someone, and the shop's orders and sales of today, the month and 30 days. */

/** Paid orders not shipped after this many days count as overdue on the 工作台. */
export const SHIP_OVERDUE_DAYS = 2;
/** Licences whose validity ends within this many days count as expiring. */
export const LICENCE_EXPIRY_DAYS = 30;
/** Days in the 工作台's chart, today included. */
export const WORKBENCH_CHART_DAYS = 30;

const count = (what: string) => z.number().int().optional().describe(`${what}；无相应权限时不返回`);

const sales = z.object({
  orders: z.number().int().describe('下单数（不含已取消）'),
  amount: yuanAnswer('这些订单的应付合计'),
});

export const adminWorkbench = defineContract({
  method: 'GET',
  path: '/admin/workbench',
  summary:
    '运营：工作台。待处理事项的数量（只返回当前运营人员有权查看的项）；有 orders.view 权限时附今日、本月与近 30 天（北京时间）的下单数与金额',
  auth: 'operator',
  permission: null,
  payload: z.object({}),
  answer: z.object({
    counts: z.object({
      transfers: count('待确认的对公转账凭证（finance.transfers）'),
      repayments: count('待确认的还款申请（finance.repayments 且 finance.credit_view）'),
      verifications: count('待审核的实名认证（members.verifications）'),
      licences: count('待审核的资质证照（compliance.licences）'),
      licences_expiring: count(`${LICENCE_EXPIRY_DAYS} 天内到期的已通过证照（compliance.licences）`),
      to_ship: count('待发货订单（orders.view）'),
      to_ship_overdue: count(`付款超过 ${SHIP_OVERDUE_DAYS} 天仍未发货的订单（orders.view）`),
      inquiries: count('未处理的询价登记（inquiries.view）'),
    }),
    sales: z
      .object({
        today: sales,
        month: sales,
        days: z
          .array(sales.extend({ date: z.string().describe('YYYY-MM-DD') }))
          .describe('近 30 天，旧的在前'),
      })
      .nullable()
      .describe('无 orders.view 权限时为 null'),
  }),
});
