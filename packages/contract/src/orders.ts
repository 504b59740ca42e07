import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { textField } from './input-rules.ts';
import { buyerInvoiceAnswer } from './invoice-answers.ts';
import { yuanAnswer } from './money-fields.ts';
import { pagingFields } from './paging.ts';
import { refundAnswer } from './refund-answers.ts';

/** The order states, in the order the tabs show them (issue 20). */
export const ORDER_STATES = ['pending_payment', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStateName = (typeof ORDER_STATES)[number];

/** An order number as the buyer sees it: date + sequence, at most 24 characters. */
export const orderNumberField = textField({ max: 24, trim: true, error: '请指定订单' })
  .min(1, '请指定订单')
  .regex(/^[0-9A-Za-z-]+$/, '订单号格式不正确')
  .describe('订单号');

export const orderLineAnswer = z.object({
  product_id: z.number().int().nullable().describe('积分兑换的礼品为 null'),
  sku_id: z.number().int().nullable().describe('积分兑换的礼品为 null'),
  points_item_id: z.number().int().nullable().describe('积分兑换的礼品；商品为 null'),
  points_price: z.number().int().describe('积分兑换：每件所需积分；商品为 0'),
  name: z.string(),
  name_en: z.string(),
  brand_name: z.string(),
  grade: z.string(),
  cas: z.string().nullable(),
  sku: z.string().describe('货号'),
  spec: z.string(),
  pack: z.string(),
  unit_price: yuanAnswer('下单时单价'),
  list_price: yuanAnswer('活动前单价').nullable().describe('按促销活动价成交时的原价（元）；否则 null'),
  activity_id: z.number().int().nullable().describe('成交价来自的促销活动'),
  quantity: z.number().int(),
  subtotal: yuanAnswer('小计'),
  picture: z.string().nullable().describe('商品图片：首张照片，无照片时为结构式图；都没有或积分礼品为 null'),
});

export const orderSummaryAnswer = z.object({
  number: z.string(),
  state: z.enum(ORDER_STATES),
  created_at: z.string().describe('ISO 8601'),
  pay_by: z.string().describe('未付款订单在此时间后自动取消（ISO 8601）'),
  payable: yuanAnswer('应付金额'),
  source: z.number().int().describe('1 立即购买、2 采购单、3 快速下单、4 积分兑换'),
  points_spent: z.number().int().describe('积分兑换订单所用积分；其他订单为 0'),
  line_count: z.number().int().describe('商品种数'),
  lines: z.array(orderLineAnswer).describe('前 3 种商品'),
});

/** A line on the order's page: its id (the ship form names lines by it) and the lot it was shipped from. */
export const orderDetailLineAnswer = orderLineAnswer.extend({
  line_id: z.number().int().describe('订单商品行 ID'),
  lot: z.string().describe('发货时登记的批号；未登记为空'),
  coa: z.boolean().describe('该批号有批次检验报告（会员可经 /user/order/coa 下载）'),
});

export const orderDetailAnswer = orderSummaryAnswer.extend({
  source: z.number().int().describe('1 立即购买、2 采购单、3 快速下单、4 积分兑换'),
  lines: z.array(orderDetailLineAnswer).describe('全部商品'),
  goods: yuanAnswer('商品金额'),
  freight: yuanAnswer('运费'),
  discount: yuanAnswer('优惠'),
  coupon: z
    .object({ name: z.string(), face: z.string().describe('面额或折扣：¥50、9折') })
    .nullable()
    .describe('下单时使用的优惠券（订单取消后券已退回，仍显示）；未用券为 null'),
  points_spent: z.number().int().describe('积分兑换订单所用积分；其他订单为 0'),
  points_reward: z.number().int().describe('订单完成后可得（或已得）的积分'),
  address: z.object({
    consignee: z.string(),
    phone: z.string(),
    region_names: z.string(),
    detail: z.string(),
    postcode: z.string().nullable(),
  }),
  invoice: z
    .object({
      kind: z.enum(['normal', 'special']).describe('normal 普通发票，special 增值税专用发票'),
      title_type: z.enum(['personal', 'organisation']),
      title: z.string(),
      taxpayer_no: z.string().nullable(),
    })
    .nullable()
    .describe('null 为不开票'),
  po_number: z.string().describe('买方采购单号'),
  remark: z.string(),
  carrier: z.string().nullable(),
  tracking_no: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** What the buyer may do now; the server decides, the page only shows. */
  actions: z.object({ cancel: z.boolean(), pay: z.boolean(), confirm: z.boolean(), rebuy: z.boolean() }),
  timeline: z.array(
    z.object({
      from: z.enum(ORDER_STATES).nullable(),
      to: z.enum(ORDER_STATES),
      actor: z.enum(['member', 'operator', 'system']),
      note: z.string(),
      at: z.string(),
    }),
  ),
});

const searchField = textField({ max: 64, trim: true }).default('').describe('按订单号、商品名称或货号查找');

export const userOrderList = defineContract({
  method: 'GET',
  path: '/user/order/list',
  summary: '我的订单：按状态分页（每页默认 20），可按订单号、商品名称或货号查找；附各状态的订单数',
  auth: 'member',
  payload: z.object({
    state: z
      .enum(['all', ...ORDER_STATES])
      .default('all')
      .describe('all 或某一状态'),
    q: searchField,
    ...pagingFields,
  }),
  answer: z.object({
    total: z.number().int(),
    counts: z.object({
      all: z.number().int(),
      pending_payment: z.number().int(),
      paid: z.number().int(),
      shipped: z.number().int(),
      completed: z.number().int(),
      cancelled: z.number().int(),
    }),
    list: z.array(
      orderSummaryAnswer.extend({
        awaiting_transfer: z.boolean().describe('待付款且对公转账凭证待确认（待确认）'),
      }),
    ),
  }),
});

export const userOrderDetail = defineContract({
  method: 'GET',
  path: '/user/order/detail',
  summary: '一张订单的全部信息：商品、金额、地址、发票、采购单号、物流与状态记录',
  auth: 'member',
  payload: z.object({ number: orderNumberField }),
  answer: orderDetailAnswer.extend({
    awaiting_transfer: z.boolean().describe('待付款且对公转账凭证待确认（待确认）'),
    refunds: z.array(refundAnswer).describe('该订单的退款，先开的在前'),
    invoices: z.array(buyerInvoiceAnswer).describe('该订单已开具的发票（含已红冲的），先开的在前'),
  }),
  codes: [Code.NOT_FOUND],
});

export const userOrderCancel = defineContract({
  method: 'POST',
  path: '/user/order/cancel',
  summary: '取消未付款的订单（库存退回）',
  auth: 'member',
  payload: z.object({ number: orderNumberField }),
  answer: z.object({ state: z.enum(ORDER_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const userOrderConfirm = defineContract({
  method: 'POST',
  path: '/user/order/confirm',
  summary: '确认收货（已发货的订单变为已完成）',
  auth: 'member',
  payload: z.object({ number: orderNumberField }),
  answer: z.object({ state: z.enum(ORDER_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const userOrderRebuy = defineContract({
  method: 'POST',
  path: '/user/order/rebuy',
  summary:
    '再次购买：把订单中仍在售的规格按原数量加入采购单（现价）；已下架或已删除的规格不加入，在 skipped 中列出',
  auth: 'member',
  payload: z.object({ number: orderNumberField }),
  answer: z.object({
    added: z.number().int().describe('加入采购单的规格数'),
    count: z.number().int().describe('采购单中的 SKU 种数'),
    skipped: z.array(z.object({ sku: z.string(), name: z.string(), reason: z.string() })),
  }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const ORDER_SHEETS = ['delivery', 'quotation'] as const;

export const userOrderExport = defineContract({
  method: 'GET',
  path: '/user/order/export',
  summary: '订单导出为送货单（delivery）或报价单（quotation）.xlsx，供买方报销与审批',
  auth: 'member',
  payload: z.object({
    number: orderNumberField,
    kind: z.enum(ORDER_SHEETS).default('delivery').describe('delivery 送货单，quotation 报价单'),
  }),
  answer: z.object({
    filename: z.string(),
    xlsx: z.string().describe('文件内容（Base64）'),
  }),
  codes: [Code.NOT_FOUND],
});
