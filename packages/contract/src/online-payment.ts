import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { textField } from './input-rules.ts';

/** 在线支付 (issue 21): a trade at the configured gateway, and the order's state after the buyer returns. */

const number = textField({ max: 24, trim: true }).regex(/^\d{8,24}$/, '订单号格式不正确');

export const payOnline = defineContract({
  method: 'POST',
  path: '/pay/online',
  summary: '在线支付：为待付款订单开立（或沿用未完成的）支付交易，返回跳转到支付网关的地址',
  auth: 'member',
  payload: z.object({ number }),
  answer: z.object({
    url: z.string().describe('支付网关收银台地址，浏览器跳转至此'),
    trade_no: z.string().describe('商户交易号（out_trade_no）'),
  }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const payOnlineCancel = defineContract({
  method: 'POST',
  path: '/pay/online/cancel',
  summary:
    '取消在线支付：先向网关查询未完成的交易（已付款则入账），否则关闭它，之后可改用对公转账；返回订单状态',
  auth: 'member',
  payload: z.object({ number }),
  answer: z.object({
    state: z.string().describe('订单状态（网关已收款时为 paid）'),
    payment: z
      .enum(['paid', 'closed', 'none'])
      .describe('该交易：paid 已付款并入账，closed 已关闭，none 无未完成交易'),
  }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const payOnlineStatus = defineContract({
  method: 'GET',
  path: '/pay/online/status',
  summary: '在线支付结果：未收到异步通知时向网关查询交易并入账',
  auth: 'member',
  payload: z.object({ number }),
  answer: z.object({
    state: z.string().describe('订单状态'),
    payment: z
      .enum(['none', 'pending', 'paid', 'failed', 'closed', 'rejected', 'refund_due'])
      .describe('最近一次在线支付：none 未发起，pending 等待支付，paid 已支付，failed/closed 未成功'),
  }),
  codes: [Code.NOT_FOUND],
});
