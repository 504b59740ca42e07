/**
 * Refunds' fixed choices and their labels (issue 35), zod-free so pages may import them (ADR 16): the
 * way money goes back, why, and where a refund stands.
 */
export const REFUND_STATES = ['requested', 'processing', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const refundStateLabels: Record<RefundState, string> = {
  requested: '待退款',
  processing: '退款中',
  succeeded: '退款成功',
  failed: '退款失败',
};

export const REFUND_METHODS = ['online', 'credit', 'transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** Where the money goes, as the buyer and staff read it. */
export const refundMethodLabels: Record<RefundMethod, string> = {
  online: '原路退回（在线支付）',
  credit: '退回账期额度',
  transfer: '对公转账退回',
};

export const REFUND_CAUSES = ['cancel', 'late_payment', 'operator', 'aftersale'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

export const refundCauseLabels: Record<RefundCause, string> = {
  cancel: '订单取消或整单退款',
  late_payment: '重复付款或取消后到账',
  operator: '部分退款',
  aftersale: '售后退款',
};
