import { z } from 'zod';
import { yuanAnswer } from './money-fields.ts';
import { REFUND_CAUSES, REFUND_METHODS, REFUND_STATES } from './refund-choices.ts';

// Apart from refunds.ts so that the order pages' contracts (orders.ts) can show refunds without an
// import loop (refunds.ts takes the order number field from orders.ts).

/** A refund as its buyer sees it on the order (never the gateway's or finance's words). */
export const refundAnswer = z.object({
  id: z.number().int(),
  method: z.enum(REFUND_METHODS).describe('online 原路退回、credit 退回账期额度、transfer 对公转账退回'),
  state: z
    .enum(REFUND_STATES)
    .describe('requested 待退款、processing 退款中、succeeded 退款成功、failed 退款失败'),
  amount: yuanAnswer('退款金额'),
  reason: z.string().describe('退款原因'),
  created_at: z.string(),
  settled_at: z.string().nullable().describe('退款成功或失败的时间'),
});

/** The same for staff: why it was opened, the gateway's or finance's words, the voucher. */
export const adminRefundAnswer = refundAnswer.extend({
  order_number: z.string(),
  company: z.string().describe('会员单位'),
  cause: z
    .enum(REFUND_CAUSES)
    .describe('cancel 取消或整单退款、late_payment 重复付款或取消后到账、operator 部分退款'),
  failure: z.string().describe('支付通道的失败原因，或转账退回的说明'),
  attempts: z.number().int().describe('已向支付通道提交的次数'),
  voucher_url: z.string().describe('转账退回的打款凭证短时地址；无则为空'),
});
