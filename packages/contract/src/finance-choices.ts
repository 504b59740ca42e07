/**
 * The finance pages' fixed choices and their labels, zod-free so the console's pages may import them
 * without bringing zod into the browser (zod probes `new Function`, which the CSP refuses; ADR 16).
 */

/** The states of a transfer voucher an operator can list: awaiting review, confirmed, rejected, withdrawn. */
export const TRANSFER_REVIEW_STATES = ['pending', 'paid', 'rejected', 'withdrawn'] as const;
export type TransferReviewState = (typeof TRANSFER_REVIEW_STATES)[number];

export const transferStateLabels: Record<TransferReviewState, string> = {
  pending: '待确认',
  paid: '已确认',
  rejected: '已驳回',
  withdrawn: '已撤回',
};

export const REPAYMENT_STATES = ['pending', 'confirmed', 'rejected'] as const;
export type RepaymentState = (typeof REPAYMENT_STATES)[number];

export const repaymentStateLabels: Record<RepaymentState, string> = {
  pending: '待确认',
  confirmed: '已确认',
  rejected: '已驳回',
};

export const CREDIT_ENTRY_KINDS = ['order', 'release', 'refund', 'repayment', 'adjustment'] as const;

export const creditEntryLabels: Record<(typeof CREDIT_ENTRY_KINDS)[number], string> = {
  order: '账期订单',
  release: '取消退回',
  refund: '退款退回',
  repayment: '还款',
  adjustment: '调整',
};

export const STATEMENT_STATES = ['unpaid', 'partly', 'repaid'] as const;

export const statementStateLabels: Record<(typeof STATEMENT_STATES)[number], string> = {
  unpaid: '未还',
  partly: '部分已还',
  repaid: '已还清',
};
