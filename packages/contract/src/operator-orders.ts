import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { isCalendarDate } from './compliance.ts';
import { defineContract } from './define.ts';
import { idField, inputMessages, textField } from './input-rules.ts';
import { adminInvoiceAnswer } from './invoice-answers.ts';
import { lotField } from './lot-documents.ts';
import { SHIP_LOTS_MAX } from './lot-limits.ts';
import { yuanAnswer } from './money-fields.ts';
import { CARRIERS, PAYMENT_METHODS } from './order-choices.ts';
import {
  ORDER_SHEETS,
  ORDER_STATES,
  orderDetailAnswer,
  orderDetailLineAnswer,
  orderNumberField,
  orderSummaryAnswer,
} from './orders.ts';
import { pagingFields } from './paging.ts';
import { QUICK_SHEET_CHUNK_CHARS, QUICK_SHEET_MAX_BYTES } from './quick-limits.ts';
import { adminRefundAnswer } from './refund-answers.ts';

export { CARRIERS, PAYMENT_METHODS, paymentMethodLabels } from './order-choices.ts';

/** At most this many orders go into one export; narrower filters for more. */
export const ORDER_EXPORT_MAX_ROWS = 5000;

const DATE_MESSAGE = '日期格式应为 YYYY-MM-DD';
const optionalDate = (what: string) =>
  textField({ max: 10, trim: true, error: DATE_MESSAGE, tooLong: DATE_MESSAGE })
    .refine((value) => value === '' || isCalendarDate(value), DATE_MESSAGE)
    .default('')
    .describe(`${what}（YYYY-MM-DD，北京时间，含当日；空为不限）`);

/** The operators' order filters: the list, its export and the 工作台's links share them. */
export const orderFilterFields = {
  state: z.enum(['all', ...ORDER_STATES], { error: inputMessages.choice }).default('all'),
  number: textField({ max: 24, trim: true }).default('').describe('订单号（完整或开头部分）'),
  phone: textField({ max: 11, trim: true }).default('').describe('会员手机号（完整）'),
  from: optionalDate('下单日期起'),
  until: optionalDate('下单日期止'),
  company: textField({ max: 60, trim: true }).default('').describe('会员单位名称（任意部分）'),
  sku: textField({ max: 64, trim: true }).default('').describe('货号（任意部分）'),
  controlled: z
    .enum(['all', 'yes', 'no'], { error: inputMessages.choice })
    .default('all')
    .describe('yes 含管制类商品，no 不含'),
  pay_method: z
    .enum(['all', ...PAYMENT_METHODS], { error: inputMessages.choice })
    .default('all')
    .describe('付款方式：credit 账期、transfer 对公转账、online 在线支付（已付款或待确认的那笔）'),
  overdue: z
    .boolean({ error: inputMessages.boolean })
    .default(false)
    .describe('只看付款超过工作台所说天数仍未发货的订单'),
};

const rangeInOrder = (value: { from: string; until: string }, context: z.RefinementCtx) => {
  if (value.from && value.until && value.until < value.from) {
    context.addIssue({ code: 'custom', path: ['until'], message: '结束日期不能早于开始日期' });
  }
};

export const adminOrders = defineContract({
  method: 'GET',
  path: '/admin/orders',
  summary:
    '运营：订单列表，新订单在前（分页）；可按状态、订单号、会员手机号、下单日期、单位、货号、是否管制、付款方式筛选',
  auth: 'operator',
  permission: 'orders.view',
  payload: z.object({ ...orderFilterFields, ...pagingFields }).superRefine(rangeInOrder),
  answer: z.object({
    total: z.number().int(),
    list: z.array(
      orderSummaryAnswer.extend({
        user_id: z.number().int(),
        phone: z.string(),
        company: z.string().describe('会员单位名称；未填写为空'),
        controlled: z.boolean().describe('含管制类商品'),
      }),
    ),
  }),
});

export const adminOrdersExport = defineContract({
  method: 'GET',
  path: '/admin/orders/export',
  summary: `运营：按列表的筛选条件导出订单（.xlsx，每单一行，最多 ${ORDER_EXPORT_MAX_ROWS} 单）；文件以 base64 放在应答中`,
  auth: 'operator',
  permission: 'orders.view',
  payload: z.object(orderFilterFields).superRefine(rangeInOrder),
  answer: z.object({
    file_name: z.string(),
    content_type: z.string(),
    rows: z.number().int().describe('导出的订单数'),
    truncated: z.boolean().describe(`超过 ${ORDER_EXPORT_MAX_ROWS} 单时只导出最新的部分`),
    data: z.string().describe('文件内容（base64）'),
  }),
});

const paymentAnswer = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  state: z.string().describe('pending、paid、rejected、failed、closed、withdrawn、refund_due'),
  amount: yuanAnswer('金额'),
  voucher_url: z.string().describe('对公转账凭证的短时读取地址；无凭证为空'),
  reason: z.string().describe('驳回原因'),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});

export const adminOrdersDetail = defineContract({
  method: 'GET',
  path: '/admin/orders/detail',
  summary: '运营：一张订单的全部信息',
  auth: 'operator',
  permission: 'orders.view',
  payload: z.object({ number: orderNumberField }),
  answer: orderDetailAnswer.extend({
    lines: z
      .array(
        orderDetailLineAnswer.extend({
          coa_lots: z.array(z.string()).describe('该规格现有批次检验报告的批号（发货时供选择）'),
        }),
      )
      .describe('全部商品'),
    user_id: z.number().int(),
    phone: z.string(),
    company: z.string().describe('会员单位名称；未填写为空'),
    controlled: z.boolean().describe('含管制类商品'),
    payments: z.array(paymentAnswer).describe('该订单的全部付款记录，新的在前'),
    refunds: z.array(adminRefundAnswer).describe('该订单的退款，先开的在前'),
    refundable: yuanAnswer('尚可退款的金额（实付减已退与退款中的）'),
    invoices: z.array(adminInvoiceAnswer).describe('该订单登记的发票（含已红冲的），先开的在前'),
    invoiceable: yuanAnswer('可开票金额（实付减已退与退款中的）；未付款为 0'),
  }),
  codes: [Code.NOT_FOUND],
});

export const adminOrdersShip = defineContract({
  method: 'POST',
  path: '/admin/orders/ship',
  summary: '运营：发货（待发货 → 已发货），填写物流公司与运单号，可登记各行商品的批号',
  auth: 'operator',
  permission: 'orders.ship',
  payload: z.object({
    number: orderNumberField,
    carrier: z.enum(CARRIERS, { error: '请选择物流公司' }).describe('物流公司'),
    tracking_no: textField({ max: 64, trim: true, error: '请填写运单号' })
      .min(1, '请填写运单号')
      .regex(/^[0-9A-Za-z-]+$/, '运单号只能包含字母、数字和连字符')
      .describe('运单号'),
    lots: z
      .array(
        z.object({
          line_id: idField('请指定订单商品').describe('订单商品行 ID（订单详情的 line_id）'),
          lot: lotField,
        }),
      )
      .max(SHIP_LOTS_MAX, `批号最多 ${SHIP_LOTS_MAX} 行`)
      .default([])
      .describe('各行商品的发货批号（可选，每行一个）；须为本订单的商品行，空批号不登记'),
  }),
  answer: z.object({ state: z.enum(ORDER_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminOrdersCancel = defineContract({
  method: 'POST',
  path: '/admin/orders/cancel',
  summary: '运营：发货前取消订单并说明原因（库存退回；已付款的订单全额原路退款，见 /admin/refunds）',
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
    '运营：已完成订单整单退款（已完成 → 已取消）并说明原因：尚未退的款项原路退回（在线支付经支付通道、账期退回额度、对公转账由财务打款）；库存不退回，扣回该订单获得的积分（余额不足时扣到 0 为止）',
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

export const adminOrdersSheet = defineContract({
  method: 'GET',
  path: '/admin/orders/sheet',
  summary: '运营：一张订单的送货单（delivery，随货打印）或报价单（quotation）.xlsx，与买方导出的相同',
  auth: 'operator',
  permission: 'orders.view',
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

/** At most this many orders are shipped from one sheet. */
export const SHIP_BATCH_MAX_ROWS = 200;

export const adminOrdersShipBatch = defineContract({
  method: 'POST',
  path: '/admin/orders/ship-batch',
  summary: `运营：批量发货。上传 .xlsx（≤ ${QUICK_SHEET_MAX_BYTES / 1024} KB，第一张有内容的工作表，列：订单号、物流公司、运单号，可选货号、批号，可有表头，最多 ${SHIP_BATCH_MAX_ROWS} 行），逐单发货并逐行返回结果。登记批号：每行一个商品（按货号）及其批号，一单多个商品时每个商品一行并重复订单号、物流公司与运单号；同一订单的各行一起发货，其中任一行有误则整单不发货；一单失败不影响其他订单`,
  auth: 'operator',
  permission: 'orders.ship',
  payload: z.object({
    file_name: textField({ max: 200, trim: true }).min(1, '请选择文件'),
    content: z
      .array(textField({ max: QUICK_SHEET_CHUNK_CHARS }))
      .min(1, '文件是空的')
      .max(
        Math.ceil((QUICK_SHEET_MAX_BYTES * 4) / 3 / QUICK_SHEET_CHUNK_CHARS),
        `文件不能超过 ${QUICK_SHEET_MAX_BYTES / 1024} KB`,
      )
      .describe(`文件内容的 base64，按 ${QUICK_SHEET_CHUNK_CHARS} 个字符一段`),
  }),
  answer: z.object({
    shipped: z.number().int().describe('发货成功的行数'),
    results: z.array(
      z.object({
        row: z.number().int().describe('表格中的行号（从 1 开始）'),
        number: z.string(),
        carrier: z.string(),
        tracking_no: z.string(),
        sku: z.string().describe('登记批号的商品货号；未填为空'),
        lot: z.string().describe('该商品的发货批号；未填为空'),
        ok: z.boolean(),
        message: z.string().describe('失败原因；成功为“已发货”'),
      }),
    ),
  }),
  codes: [Code.INVALID],
});
