/**
 * What the store tells a member in 消息中心 (issue 36 item 4), zod-free so the storefront page may use
 * the labels (ADR 16). Codes are stored with each notice; labels are the page's tabs and tags.
 */
export const NOTICE_KINDS = [
  'order_shipped',
  'pay_reminder',
  'transfer_confirmed',
  'transfer_rejected',
  'repayment_confirmed',
  'repayment_rejected',
  'statement_drawn',
  'verification_approved',
  'verification_rejected',
  'licence_approved',
  'licence_rejected',
  'inquiry_answered',
  'refund_succeeded',
  // Timed: written by the daily job (docs/messages.md), once per licence, statement or coupon.
  'licence_expiring',
  'statement_due',
  'coupon_expiring',
] as const;

export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The groups a member filters by: 订单, 付款与账期, 认证与资质, 询价, 优惠券. */
export const NOTICE_GROUPS = {
  orders: { label: '订单', kinds: ['order_shipped', 'pay_reminder'] },
  money: {
    label: '付款与账期',
    kinds: [
      'transfer_confirmed',
      'transfer_rejected',
      'refund_succeeded',
      'repayment_confirmed',
      'repayment_rejected',
      'statement_drawn',
      'statement_due',
    ],
  },
  review: {
    label: '认证与资质',
    kinds: [
      'verification_approved',
      'verification_rejected',
      'licence_approved',
      'licence_rejected',
      'licence_expiring',
    ],
  },
  inquiries: { label: '询价', kinds: ['inquiry_answered'] },
  coupons: { label: '优惠券', kinds: ['coupon_expiring'] },
} as const satisfies Record<string, { label: string; kinds: readonly NoticeKind[] }>;

export type NoticeGroup = keyof typeof NOTICE_GROUPS;
export const NOTICE_GROUP_CODES = Object.keys(NOTICE_GROUPS) as NoticeGroup[];

export const groupOfNotice = (kind: NoticeKind): NoticeGroup =>
  NOTICE_GROUP_CODES.find((group) => (NOTICE_GROUPS[group].kinds as readonly string[]).includes(kind)) ??
  'orders';
