import { Code } from '@labmall/protocol';
import { MAX_AMOUNT_FEN } from '@labmall/rules';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { CREDIT_ENTRY_KINDS, REPAYMENT_STATES, STATEMENT_STATES } from './finance-choices.ts';
import { idField, intField, textField } from './input-rules.ts';
import { yuanAnswer, yuanField } from './money-fields.ts';
import { orderNumberField } from './orders.ts';
import { pagingFields } from './paging.ts';

/** 账期 (credit terms): the member's bill, paying an order on credit, repayments, and the operators' side. */

export { CREDIT_ENTRY_KINDS, REPAYMENT_STATES, STATEMENT_STATES } from './finance-choices.ts';

const statementId = idField('请指定对账单').describe('对账单 ID');
const userId = idField('请指定会员').describe('会员 ID');

/** The figures of a credit account, as the bill and the /pay page show them. */
export const creditFigures = z.object({
  limit: yuanAnswer('信用额度'),
  outstanding: yuanAnswer('已用额度（未还款）'),
  available: yuanAnswer('可用额度 = 额度 − 已用，不小于 0'),
});

/** A credit payment refused for want of credit (code 409): the account's figures against the order. */
export const creditRefusal = creditFigures.extend({ payable: yuanAnswer('本单应付') });

export const creditEntryAnswer = z.object({
  id: z.number().int(),
  kind: z
    .enum(CREDIT_ENTRY_KINDS)
    .describe('order 账期订单、release 取消退回、repayment 还款、adjustment 调整'),
  amount: yuanAnswer('金额：正数增加欠款，负数减少欠款'),
  order_number: z.string().nullable(),
  note: z.string(),
  at: z.string().describe('ISO 8601'),
});

export const statementAnswer = z.object({
  id: z.number().int(),
  period_start: z.string().describe('账期开始日（YYYY-MM-DD，含）'),
  period_end: z.string().describe('账期结束日（YYYY-MM-DD，含）'),
  due_date: z.string().describe('最后还款日（YYYY-MM-DD）'),
  total: yuanAnswer('本期应还'),
  repaid: yuanAnswer('已还'),
  unpaid: yuanAnswer('未还'),
  pending: yuanAnswer('待确认的还款'),
  state: z.enum(STATEMENT_STATES),
  created_at: z.string(),
});

export const repaymentAnswer = z.object({
  id: z.number().int(),
  statement_id: z.number().int(),
  amount: yuanAnswer('还款金额'),
  state: z.enum(REPAYMENT_STATES),
  reason: z.string().describe('驳回原因'),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});

const accountAnswer = creditFigures.extend({
  opened: z.boolean().describe('是否开通账期（额度大于 0 或仍有欠款）'),
  statement_day: z.number().int().describe('每月出账日（1–28）'),
  due_days: z.number().int().describe('出账后几天内还款'),
  next_statement_date: z.string().describe('下一个出账日（YYYY-MM-DD）'),
  next_due_date: z.string().nullable().describe('最近一笔未还清对账单的最后还款日'),
});

export const userBill = defineContract({
  method: 'GET',
  path: '/user/bill',
  summary: '我的账单：额度、已用、可用、出账日与还款日，未出账明细，对账单（新在前，分页）',
  auth: 'member',
  payload: z.object({ ...pagingFields }),
  answer: z.object({
    account: accountAnswer,
    undrawn: z.array(creditEntryAnswer).describe('尚未出账的明细（最多 200 条，新在前）'),
    total: z.number().int().describe('对账单总数'),
    statements: z.array(statementAnswer),
  }),
});

export const userBillStatement = defineContract({
  method: 'GET',
  path: '/user/bill/statement',
  summary: '一张对账单：明细与还款记录（他人的对账单为 404）',
  auth: 'member',
  payload: z.object({ id: statementId }),
  answer: z.object({
    statement: statementAnswer,
    entries: z.array(creditEntryAnswer),
    repayments: z.array(repaymentAnswer),
    bank: z
      .object({ account_name: z.string(), bank_name: z.string(), account_no: z.string() })
      .describe('本店收款账户（对公转账还款）'),
  }),
  codes: [Code.NOT_FOUND],
});

export const userBillExport = defineContract({
  method: 'GET',
  path: '/user/bill/export',
  summary: '导出一张对账单为 Excel（.xlsx，base64）',
  auth: 'member',
  payload: z.object({ id: statementId }),
  answer: z.object({ filename: z.string(), xlsx: z.string().describe('base64') }),
  codes: [Code.NOT_FOUND],
});

export const userBillRepay = defineContract({
  method: 'POST',
  path: '/user/bill/repay',
  summary: '对公转账还款：上传转账凭证，等待运营确认',
  auth: 'member',
  payload: z.object({
    statement_id: statementId,
    amount: yuanField('还款金额', { min: 1 }),
    voucher: textField({ max: 512, trim: true, error: '请上传转账凭证' })
      .min(1, '请上传转账凭证')
      .describe('转账凭证（上传用途 voucher 的文件路径）'),
  }),
  answer: z.object({ repayment: repaymentAnswer }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const payCreditQuote = defineContract({
  method: 'GET',
  path: '/pay/credit',
  summary: '账期支付前的核对：额度、已用、可用与本单应付',
  auth: 'member',
  payload: z.object({ number: orderNumberField }),
  answer: creditFigures.extend({
    opened: z.boolean(),
    payable: yuanAnswer('本单应付'),
    enough: z.boolean().describe('可用额度是否足以支付本单'),
  }),
  codes: [Code.NOT_FOUND],
});

export const payCredit = defineContract({
  method: 'POST',
  path: '/pay/credit',
  summary:
    '账期支付：金额以服务器为准；可用额度不足时拒绝（409），答复中带 limit、outstanding、available、payable',
  auth: 'member',
  payload: z.object({ number: orderNumberField }),
  answer: z.object({ number: z.string(), state: z.literal('paid'), paid: yuanAnswer('本次记入账期的金额') }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

// --- operators -----------------------------------------------------------------------------------

export const adminCreditSet = defineContract({
  method: 'POST',
  path: '/admin/credit/set',
  summary: '运营：设置会员的信用额度（元）、出账日与还款天数；额度可低于已用额度（还款前不能再账期支付）',
  auth: 'operator',
  permission: 'finance.credit',
  payload: z.object({
    user_id: userId,
    limit: yuanField('信用额度', { max: MAX_AMOUNT_FEN }),
    statement_day: intField({ min: 1, max: 28, message: '出账日须为 1 到 28' }).describe('每月出账日'),
    due_days: intField({ min: 0, max: 180, message: '还款天数须为 0 到 180' })
      .default(30)
      .describe('出账后几天内还款'),
  }),
  answer: z.object({ account: accountAnswer }),
  codes: [Code.NOT_FOUND],
});

export const adminCreditAdjust = defineContract({
  method: 'POST',
  path: '/admin/credit/adjust',
  summary: '运营：调整会员的已用额度并说明原因（记一笔 adjustment 明细）；调整后不能小于 0',
  auth: 'operator',
  permission: 'finance.credit',
  payload: z.object({
    user_id: userId,
    amount: yuanField('调整金额', { min: -MAX_AMOUNT_FEN, max: MAX_AMOUNT_FEN })
      .refine((fen) => fen !== 0, '调整金额不能为 0')
      .describe('调整金额（元，最多两位小数）：正数增加欠款，负数减少，如 "-12.50"'),
    reason: textField({ max: 200, trim: true, error: '请填写调整原因', tooLong: '调整原因不能超过200个字符' })
      .min(1, '请填写调整原因')
      .describe('调整原因，会员可见'),
  }),
  answer: z.object({ account: accountAnswer, entry: creditEntryAnswer }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminCreditAccount = defineContract({
  method: 'GET',
  path: '/admin/credit/account',
  summary: '运营：一位会员（手机号、单位）的账期账户、未出账明细与对账单',
  auth: 'operator',
  permission: 'finance.credit_view',
  payload: z.object({ user_id: userId, ...pagingFields }),
  answer: z.object({
    member: z.object({ phone: z.string().describe('会员手机号'), organisation: z.string().describe('单位') }),
    account: accountAnswer,
    undrawn: z.array(creditEntryAnswer),
    total: z.number().int(),
    statements: z.array(statementAnswer),
  }),
  codes: [Code.NOT_FOUND],
});

export const adminCreditAccounts = defineContract({
  method: 'GET',
  path: '/admin/credit/accounts',
  summary:
    '运营：已开通账期的会员（额度大于 0 或仍有欠款），欠款多的在前；可按手机号或单位搜索，只看有欠款的',
  auth: 'operator',
  permission: 'finance.credit_view',
  payload: z.object({
    keyword: textField({ max: 60, trim: true }).default('').describe('手机号（可部分）或单位'),
    owing: z.boolean({ error: '请选择是否只看有欠款的' }).default(false).describe('只看已用额度大于 0 的'),
    ...pagingFields,
  }),
  answer: z.object({
    total: z.number().int(),
    list: z.array(
      creditFigures.extend({
        user_id: z.number().int(),
        phone: z.string(),
        organisation: z.string(),
        statement_day: z.number().int(),
        due_days: z.number().int(),
        updated_at: z.string(),
      }),
    ),
  }),
});

export const adminCreditStatement = defineContract({
  method: 'GET',
  path: '/admin/credit/statement',
  summary: '运营：一张对账单的明细与还款记录',
  auth: 'operator',
  permission: 'finance.credit_view',
  payload: z.object({ id: statementId }),
  answer: z.object({
    user_id: z.number().int(),
    statement: statementAnswer,
    entries: z.array(creditEntryAnswer),
    repayments: z.array(repaymentAnswer),
  }),
  codes: [Code.NOT_FOUND],
});

export const adminCreditRepayments = defineContract({
  method: 'GET',
  path: '/admin/credit/repayments',
  summary: '运营：还款申请列表（默认待确认，先到先审；已处理的新在前），含会员、凭证的短时地址',
  auth: 'operator',
  permission: 'finance.credit_view',
  payload: z.object({ state: z.enum(REPAYMENT_STATES).default('pending'), ...pagingFields }),
  answer: z.object({
    total: z.number().int(),
    list: z.array(
      repaymentAnswer.extend({
        user_id: z.number().int(),
        phone: z.string().describe('会员手机号'),
        organisation: z.string().describe('单位'),
        voucher: z.string().describe('凭证文件路径'),
        voucher_url: z.string().describe('凭证的短时读取地址'),
        file_name: z.string().describe('凭证文件名'),
      }),
    ),
  }),
});

const repaymentId = idField('请指定还款申请').describe('还款申请 ID');

export const adminCreditRepaymentConfirm = defineContract({
  method: 'POST',
  path: '/admin/credit/repayments/confirm',
  summary: '运营：确认收到还款（记一笔 repayment 明细，已用额度减少，对账单已还增加）',
  auth: 'operator',
  permission: 'finance.repayments',
  payload: z.object({ id: repaymentId }),
  answer: z.object({ repayment: repaymentAnswer }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminCreditRepaymentReject = defineContract({
  method: 'POST',
  path: '/admin/credit/repayments/reject',
  summary: '运营：驳回还款申请并说明原因（会员可见）',
  auth: 'operator',
  permission: 'finance.repayments',
  payload: z.object({
    id: repaymentId,
    reason: textField({ max: 200, trim: true, error: '请填写驳回原因', tooLong: '驳回原因不能超过200个字符' })
      .min(1, '请填写驳回原因')
      .describe('驳回原因'),
  }),
  answer: z.object({ repayment: repaymentAnswer }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});
