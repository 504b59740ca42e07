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

/** Each kind in a few words, listed under its group in 账户设置 › 短信通知. */
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  order_shipped: '订单发货',
  pay_reminder: '付款提醒',
  transfer_confirmed: '转账确认',
  transfer_rejected: '转账驳回',
  repayment_confirmed: '还款确认',
  repayment_rejected: '还款驳回',
  statement_drawn: '账单出账',
  verification_approved: '认证通过',
  verification_rejected: '认证驳回',
  licence_approved: '资质通过',
  licence_rejected: '资质驳回',
  inquiry_answered: '询价回复',
  refund_succeeded: '退款到账',
  licence_expiring: '资质即将到期',
  statement_due: '账单到期',
  coupon_expiring: '优惠券即将过期',
};

/** Which groups text by default when the member never chose: money and goods on, the rest off. */
export const SMS_BY_DEFAULT: Readonly<Record<string, boolean>> = { orders: true, money: true };

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
