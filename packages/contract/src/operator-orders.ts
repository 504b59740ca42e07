import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { textField } from './input-rules.ts';
import { ORDER_STATES, orderDetailAnswer, orderNumberField, orderSummaryAnswer } from './orders.ts';
import { pagingFields } from './paging.ts';

export const adminOrders = defineContract({
  method: 'GET',
  path: '/admin/orders',
  summary: '运营：订单列表，新订单在前；可按状态、订单号、会员手机号筛选',
  auth: 'operator',
  permission: 'orders.view',
  payload: z.object({
    state: z.enum(['all', ...ORDER_STATES]).default('all'),
    number: textField({ max: 24, trim: true }).default('').describe('订单号（完整或开头部分）'),
    phone: textField({ max: 11, trim: true }).default('').describe('会员手机号（完整）'),
    ...pagingFields,
  }),
  answer: z.object({
    total: z.number().int(),
    list: z.array(orderSummaryAnswer.extend({ user_id: z.number().int(), phone: z.string() })),
  }),
});

export const adminOrdersDetail = defineContract({
  method: 'GET',
  path: '/admin/orders/detail',
  summary: '运营：一张订单的全部信息',
  auth: 'operator',
  permission: 'orders.view',
  payload: z.object({ number: orderNumberField }),
  answer: orderDetailAnswer.extend({ user_id: z.number().int(), phone: z.string() }),
  codes: [Code.NOT_FOUND],
});

export const adminOrdersShip = defineContract({
  method: 'POST',
  path: '/admin/orders/ship',
  summary: '运营：发货（待发货 → 已发货），填写物流公司与运单号',
  auth: 'operator',
  permission: 'orders.ship',
  payload: z.object({
    number: orderNumberField,
    carrier: textField({ max: 40, trim: true, error: '请填写物流公司' })
      .min(1, '请填写物流公司')
      .describe('物流公司'),
    tracking_no: textField({ max: 64, trim: true, error: '请填写运单号' })
      .min(1, '请填写运单号')
      .regex(/^[0-9A-Za-z-]+$/, '运单号只能包含字母、数字和连字符')
      .describe('运单号'),
  }),
  answer: z.object({ state: z.enum(ORDER_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminOrdersCancel = defineContract({
  method: 'POST',
  path: '/admin/orders/cancel',
  summary: '运营：发货前取消订单并说明原因（库存退回；已付款订单的退款由支付模块处理）',
  auth: 'operator',
  permission: 'orders.cancel',
  payload: z.object({
    number: orderNumberField,
    reason: textField({ max: 200, trim: true, error: '请填写取消原因', tooLong: '取消原因不能超过200个字符' })
      .min(1, '请填写取消原因')
      .describe('取消原因，会员可见'),
  }),
  answer: z.object({ state: z.enum(ORDER_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminOrdersRefund = defineContract({
  method: 'POST',
  path: '/admin/orders/refund',
  summary:
    '运营：已完成订单退款（已完成 → 已取消）并说明原因；库存不退回，扣回该订单获得的积分（余额不足时扣到 0 为止）',
  auth: 'operator',
  permission: 'orders.refund',
  payload: z.object({
    number: orderNumberField,
    reason: textField({ max: 200, trim: true, error: '请填写退款原因', tooLong: '退款原因不能超过200个字符' })
      .min(1, '请填写退款原因')
      .describe('退款原因，会员可见'),
  }),
  answer: z.object({ state: z.enum(ORDER_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});
