import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { idField, textField } from './input-rules.ts';
import { yuanField } from './money-fields.ts';
import { orderNumberField } from './orders.ts';
import { pagingFields } from './paging.ts';
import { adminRefundAnswer, refundAnswer } from './refund-answers.ts';
import { REFUND_METHODS, REFUND_STATES } from './refund-choices.ts';

export { REFUND_CAUSES, REFUND_METHODS, REFUND_STATES } from './refund-choices.ts';

const refundId = idField('请指定退款记录').describe('退款记录 ID');

export const adminRefunds = defineContract({
  method: 'GET',
  path: '/admin/refunds',
  summary:
    '运营：退款记录，新的在前；可按状态、退回方式、订单号筛选（待财务打款：state=processing&method=transfer）',
  auth: 'operator',
  permission: 'orders.refund',
  payload: z.object({
    state: z.enum(REFUND_STATES, { error: '请选择退款状态' }).optional(),
    method: z.enum(REFUND_METHODS, { error: '请选择退回方式' }).optional(),
    number: orderNumberField.optional(),
    ...pagingFields,
  }),
  answer: z.object({ total: z.number().int(), list: z.array(adminRefundAnswer) }),
});

export const adminRefundsGrant = defineContract({
  method: 'POST',
  path: '/admin/refunds/grant',
  summary:
    '运营：给已付款订单退一部分（或全部）款项，原路退回：在线支付经支付通道，账期退回额度，对公转账由财务打款；订单状态不变。累计退款不超过实付金额',
  auth: 'operator',
  permission: 'orders.refund',
  payload: z.object({
    number: orderNumberField,
    amount: yuanField('退款金额', { min: 1 }),
    reason: textField({ max: 200, trim: true, error: '请填写退款原因', tooLong: '退款原因不能超过200个字符' })
      .min(1, '请填写退款原因')
      .describe('退款原因，会员可见'),
  }),
  answer: z.object({ list: z.array(refundAnswer).describe('开出的退款（账期已还部分另开一笔转账退回）') }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminRefundsPayout = defineContract({
  method: 'POST',
  path: '/admin/refunds/payout',
  summary:
    '财务：登记一笔对公转账退款已打款（先经 /admin/finance/oss/token 与 /admin/finance/oss/register 上传银行回单，用途 voucher），退款成功并通知会员',
  auth: 'operator',
  permission: 'finance.refund_payout',
  payload: z.object({
    id: refundId,
    voucher: textField({ max: 512, trim: true, error: '请上传打款凭证' })
      .min(1, '请上传打款凭证')
      .describe('/admin/finance/oss/register 返回的 filePath'),
  }),
  answer: z.object({ state: z.enum(REFUND_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminRefundsRetry = defineContract({
  method: 'POST',
  path: '/admin/refunds/retry',
  summary: '运营：重新向支付通道提交一笔失败的在线退款（同一退款号，支付通道只退一次）',
  auth: 'operator',
  permission: 'orders.refund',
  payload: z.object({ id: refundId }),
  answer: z.object({ state: z.enum(REFUND_STATES) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});
