import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { TRANSFER_REVIEW_STATES } from './finance-choices.ts';
import { idField, textField } from './input-rules.ts';
import { yuanAnswer } from './money-fields.ts';
import { ORDER_STATES } from './orders.ts';
import { pagingFields } from './paging.ts';

const orderNumber = textField({ max: 24, trim: true, error: '请指定订单' }).regex(
  /^\d{8,24}$/,
  '订单号格式不正确',
);

/** A payment's method and state as the wire spells them (payments.schema.ts). */
export const paymentMethods = ['credit', 'transfer', 'online'] as const;
export const paymentStates = [
  'pending',
  'paid',
  'rejected',
  'failed',
  'closed',
  'withdrawn',
  'refund_due',
] as const;

/**
 * A 409's obj when another payment of the order is under way (ADR 33): a transfer voucher awaits review
 * (the other methods are refused until the buyer withdraws it), or an online trade is open (a voucher is
 * refused until the buyer cancels it). The storefront reads which, and offers the one way out.
 */
export const paymentInProgress = z.strictObject({
  pending_method: z
    .enum(['transfer', 'online'])
    .describe('进行中的付款：transfer 转账凭证待确认（可撤回凭证），online 在线支付未完成（可取消）'),
});

const transferAnswer = z
  .object({
    state: z.string().describe('pending 待确认、paid 已确认、rejected 已驳回'),
    reason: z.string().describe('驳回原因'),
    file_name: z.string().describe('凭证文件名'),
    created_at: z.string(),
  })
  .nullable()
  .describe('最近一次对公转账（无则为 null）');

export const payOrder = defineContract({
  method: 'GET',
  path: '/pay/order',
  summary: '支付页：本人订单的应付金额、付款截止时间、货品摘要、最近一次对公转账及收款账户',
  auth: 'member',
  payload: z.object({ number: orderNumber }),
  answer: z.object({
    number: z.string(),
    state: z.enum(ORDER_STATES).describe('订单状态；待付款且有待确认的转账时 awaiting_transfer 为 true'),
    awaiting_transfer: z.boolean().describe('对公转账凭证已提交，待运营确认（待确认）'),
    online_open: z
      .boolean()
      .describe('有未完成的在线支付交易：须先取消（POST /pay/online/cancel）才能提交转账凭证'),
    goods: yuanAnswer('商品金额'),
    freight: yuanAnswer('运费'),
    discount: yuanAnswer('优惠'),
    payable: yuanAnswer('应付金额'),
    pay_by: z.string().describe('支付截止时间（ISO 8601）'),
    pay_window: z
      .enum(['transfer', 'credit'])
      .nullable()
      .describe('付款期限已按天延长的原因：transfer 选择了对公转账，credit 账期待开通额度；null 为通常期限'),
    long_window_days: z
      .number()
      .int()
      .describe('选择对公转账（或账期待额度）后的付款期限天数（TRANSFER_PAY_DAYS）'),
    now: z.string().describe('服务器当前时间（ISO 8601），用于倒计时'),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    line_count: z.number().int(),
    lines: z
      .array(
        z.object({
          name: z.string(),
          sku: z.string().describe('货号'),
          spec: z.string(),
          pack: z.string().describe('包装'),
          quantity: z.number().int(),
          subtotal: yuanAnswer('小计'),
        }),
      )
      .describe('前 5 种货品'),
    transfer: transferAnswer,
    bank: z.object({
      account_name: z.string().describe('收款户名'),
      bank_name: z.string().describe('开户银行'),
      account_no: z.string().describe('银行账号'),
    }),
  }),
  codes: [Code.NOT_FOUND],
});

export const payTransfer = defineContract({
  method: 'POST',
  path: '/pay/transfer',
  summary: '对公转账：提交转账凭证（上传用途 voucher，图片或 PDF），订单待运营确认；金额以订单应付为准',
  auth: 'member',
  payload: z.object({
    number: orderNumber,
    voucher: textField({ max: 512, trim: true, error: '请上传转账凭证' })
      .min(1, '请上传转账凭证')
      .describe('已登记的凭证文件路径（/oss/register 的 filePath）'),
  }),
  answer: z.object({ state: z.string(), awaiting_transfer: z.boolean() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT, Code.INVALID],
});

export const payWindow = defineContract({
  method: 'POST',
  path: '/pay/window',
  summary:
    '选择对公转账（或账期待开通额度）：付款期限延长至 TRANSFER_PAY_DAYS 天后（不会提前），库存继续保留，到期前一天短信提醒',
  auth: 'member',
  payload: z.object({
    number: orderNumber,
    method: z
      .enum(['transfer', 'credit'], { error: '请选择支付方式' })
      .describe('transfer 对公转账，credit 账期（额度待开通或不足）'),
  }),
  answer: z.object({
    pay_by: z.string().describe('新的付款截止时间（ISO 8601）'),
    pay_window: z.enum(['transfer', 'credit']),
  }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const payTransferWithdraw = defineContract({
  method: 'POST',
  path: '/pay/transfer/withdraw',
  summary:
    '撤回转账凭证：待确认的对公转账改为已撤回，订单回到待付款，可改用其他方式付款；运营已确认的不能撤回（409）',
  auth: 'member',
  payload: z.object({ number: orderNumber }),
  answer: z.object({ state: z.string(), awaiting_transfer: z.boolean() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const billRecord = defineContract({
  method: 'GET',
  path: '/user/bill/record',
  summary: '付款记录：本人每一次订单付款、退款与账期还款（方式、状态、金额、时间），新的在前',
  auth: 'member',
  payload: z.object({ ...pagingFields }),
  answer: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        kind: z.string().describe('payment 订单付款、refund 订单退款、repayment 账期还款'),
        order_number: z.string().describe('付款的订单号（还款为空）'),
        statement_period_end: z.string().describe('还款所属对账单的截止日（付款为空）'),
        method: z.string().describe('credit 账期支付、transfer 对公转账、online 在线支付'),
        state: z
          .string()
          .describe(
            '付款：pending、paid、rejected、failed、closed、withdrawn（凭证已撤回）、refund_due（重复付款，原路退回）；退款：requested、processing、succeeded、failed；还款：pending、confirmed、rejected',
          ),
        amount: yuanAnswer('金额'),
        reason: z.string(),
        created_at: z.string(),
        settled_at: z.string().nullable(),
      }),
    ),
  }),
});

const transferId = idField('请指定转账记录').describe('付款记录 ID');

export const adminTransfers = defineContract({
  method: 'GET',
  path: '/admin/transfers',
  summary:
    '运营：对公转账凭证，按状态（默认待确认，先到先审；已处理的新在前），含订单应付金额、会员单位与凭证的短时地址',
  auth: 'operator',
  permission: 'finance.transfers',
  payload: z.object({
    state: z
      .enum(TRANSFER_REVIEW_STATES, { error: '请选择凭证状态' })
      .default('pending')
      .describe('pending 待确认、paid 已确认、rejected 已驳回、withdrawn 已撤回'),
    ...pagingFields,
  }),
  answer: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        order_number: z.string(),
        user_id: z.number().int(),
        phone: z.string(),
        company: z.string().describe('会员单位'),
        state: z.enum(TRANSFER_REVIEW_STATES),
        amount: yuanAnswer('提交凭证时的应付金额'),
        order_payable: yuanAnswer('订单当前的应付金额'),
        order_state: z.enum(ORDER_STATES),
        voucher_url: z.string().describe('凭证的短时读取地址'),
        file_name: z.string(),
        reason: z.string().describe('驳回原因'),
        created_at: z.string(),
        reviewed_at: z.string().nullable().describe('处理时间（确认、驳回或撤回）'),
      }),
    ),
  }),
});

export const adminTransfersConfirm = defineContract({
  method: 'POST',
  path: '/admin/transfers/confirm',
  summary: '运营：确认一笔对公转账已到账（订单变为待发货）',
  auth: 'operator',
  permission: 'finance.transfers',
  payload: z.object({ id: transferId }),
  answer: z.object({ state: z.string(), order_state: z.string() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminTransfersReject = defineContract({
  method: 'POST',
  path: '/admin/transfers/reject',
  summary: '运营：驳回一笔对公转账并说明原因（订单回到待付款，买家可重新上传凭证）',
  auth: 'operator',
  permission: 'finance.transfers',
  payload: z.object({
    id: transferId,
    reason: textField({
      max: 200,
      trim: true,
      error: '请填写驳回原因',
      tooLong: '驳回原因不能超过200个字符',
    }).min(1, '请填写驳回原因'),
  }),
  answer: z.object({ state: z.string() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});
