import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { idField, textField } from './input-rules.ts';
import { adminInvoiceAnswer } from './invoice-answers.ts';
import { INVOICE_NO, ORDER_INVOICE_STATES } from './invoice-choices.ts';
import { yuanField } from './money-fields.ts';
import { orderNumberField } from './orders.ts';
import { pagingFields } from './paging.ts';

export { ORDER_INVOICE_STATES } from './invoice-choices.ts';

/**
 * 发票管理 (issue 35, ADR 0053): the invoices finance issued in the tax system, registered here by number;
 * a refund that succeeds marks the order's invoice 待红冲, and finance registers the 红字发票.
 */

const invoiceNoField = (what: string) =>
  textField({ max: 20, trim: true, error: `请填写${what}` })
    .min(1, `请填写${what}`)
    .regex(INVOICE_NO, `${what}为8位或20位数字`)
    .describe(`${what}：8 位或 20 位（全电发票）数字`);

export const adminInvoices = defineContract({
  method: 'GET',
  path: '/admin/invoices',
  summary: '财务：已登记的发票，可按状态、订单号筛选；不限状态时待红冲的在前，其余新的在前',
  auth: 'operator',
  permission: 'finance.invoices',
  payload: z.object({
    state: z.enum(ORDER_INVOICE_STATES, { error: '请选择发票状态' }).optional(),
    number: orderNumberField.optional(),
    ...pagingFields,
  }),
  answer: z.object({
    total: z.number().int(),
    due: z.number().int().describe('待红冲的发票数（不受筛选影响）'),
    list: z.array(adminInvoiceAnswer),
  }),
});

export const adminInvoicesIssue = defineContract({
  method: 'POST',
  path: '/admin/invoices/issue',
  summary:
    '财务：登记一张已在税务系统开具的发票。只限买家选择了开票、已付款且没有未红冲发票的订单；金额默认且最多为实付减已退（含退款中）',
  auth: 'operator',
  permission: 'finance.invoices',
  payload: z.object({
    number: orderNumberField,
    invoice_no: invoiceNoField('发票号码'),
    amount: yuanField('开票金额', { min: 1 }).optional().describe('开票金额（元）；不填为可开票金额'),
  }),
  answer: adminInvoiceAnswer,
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminInvoicesReverse = defineContract({
  method: 'POST',
  path: '/admin/invoices/reverse',
  summary:
    '财务：登记红冲（红字发票号码），发票变为已红冲；只限已开具或待红冲的发票。红冲后可为剩余金额重新开票',
  auth: 'operator',
  permission: 'finance.invoices',
  payload: z.object({
    id: idField('请指定发票记录').describe('发票记录 ID'),
    red_invoice_no: invoiceNoField('红字发票号码'),
  }),
  answer: adminInvoiceAnswer,
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});
