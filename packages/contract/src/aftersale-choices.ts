/**
 * 售后 (issue 35 items 1 and 2): its kinds, reasons and states with their labels, zod-free so pages may
 * import them (ADR 16).
 */
export const AFTERSALE_KINDS = ['refund_only', 'return_refund', 'exchange'] as const;
export type AftersaleKind = (typeof AFTERSALE_KINDS)[number];

export const aftersaleKindLabels: Record<AftersaleKind, string> = {
  refund_only: '仅退款',
  return_refund: '退货退款',
  exchange: '换货',
};

export const AFTERSALE_REASONS = [
  'missing',
  'damaged',
  'wrong_item',
  'quality',
  'expired',
  'not_needed',
  'other',
] as const;
export type AftersaleReason = (typeof AFTERSALE_REASONS)[number];

export const aftersaleReasonLabels: Record<AftersaleReason, string> = {
  missing: '少发、漏发',
  damaged: '破损、泄漏',
  wrong_item: '发错货（品名、规格或批号不符）',
  quality: '质量问题（纯度、性状与标称不符）',
  expired: '临近或超过有效期',
  not_needed: '不想要了、买错了',
  other: '其他',
};

/**
 * 待处理 → (退货退款、换货) 待寄回 → 退货中 → 已收货 → 已完成; 仅退款 goes from 待处理 straight to
 * 已完成 when approved. 已拒绝 and 已撤销 end a request.
 */
export const AFTERSALE_STATES = [
  'pending',
  'approved',
  'returning',
  'received',
  'completed',
  'rejected',
  'withdrawn',
] as const;
export type AftersaleState = (typeof AFTERSALE_STATES)[number];

export const aftersaleStateLabels: Record<AftersaleState, string> = {
  pending: '待处理',
  approved: '待寄回',
  returning: '退货中',
  received: '已收货',
  completed: '已完成',
  rejected: '已拒绝',
  withdrawn: '已撤销',
};

/** How many photos a request may carry. */
export const AFTERSALE_PHOTOS_MAX = 6;
