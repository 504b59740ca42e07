import type { NoticeKind } from '@labmall/contract/notice-kinds';

/** What each kind of notice is made of: the facts its event knows. */
export interface NoticeParams {
  order_shipped: { number: string; carrier: string; tracking_no: string };
  pay_reminder: { number: string; pay_by: string };
  transfer_confirmed: { number: string };
  transfer_rejected: { number: string; reason: string };
  repayment_confirmed: { amount: string };
  repayment_rejected: { amount: string; reason: string };
  statement_drawn: { amount: string; due_date: string };
  verification_approved: Record<string, never>;
  verification_rejected: { reason: string };
  licence_approved: { licence: string };
  licence_rejected: { licence: string; reason: string };
  inquiry_answered: { name: string };
  /** `method`: credit, transfer or online (the way the money came, and goes back). */
  refund_succeeded: { number: string; amount: string; method: string };
  licence_expiring: { licence: string; valid_until: string };
  statement_due: { amount: string; due_date: string };
  coupon_expiring: { name: string; valid_until: string };
}

export type Notice = { [K in NoticeKind]: { kind: K; params: NoticeParams[K] } }[NoticeKind];

interface NoticeText {
  title: string;
  body: string;
  link: string;
}

/** Where a refund went, by the way its money came. */
const refundWays: Record<string, string> = {
  online: '原路退回您的支付账户',
  credit: '退回账期额度',
  transfer: '由财务转账退回您的对公账户',
};

const orderLink = (number: string) => `/user/order/${encodeURIComponent(number)}`;

/** The member's words for each kind, in one place (zh-CN); amounts arrive already in yuan. */
const texts: { [K in NoticeKind]: (p: NoticeParams[K]) => NoticeText } = {
  order_shipped: (p) => ({
    title: '订单已发货',
    body: `您的订单 ${p.number} 已发货：${p.carrier}，运单号 ${p.tracking_no}。`,
    link: orderLink(p.number),
  }),
  pay_reminder: (p) => ({
    title: '订单即将超过付款期限',
    body: `订单 ${p.number} 请在 ${p.pay_by} 前完成付款，逾期订单将自动取消。`,
    link: `/pay?number=${encodeURIComponent(p.number)}`,
  }),
  transfer_confirmed: (p) => ({
    title: '转账已确认到账',
    body: `订单 ${p.number} 的对公转账已确认到账，我们将尽快为您发货。`,
    link: orderLink(p.number),
  }),
  transfer_rejected: (p) => ({
    title: '转账凭证未通过',
    body: `订单 ${p.number} 的转账凭证未通过审核：${p.reason}。请重新上传凭证或改用其他付款方式。`,
    link: `/pay?number=${encodeURIComponent(p.number)}`,
  }),
  refund_succeeded: (p) => ({
    title: '退款成功',
    body: `订单 ${p.number} 的退款 ¥${p.amount} 已${refundWays[p.method] ?? '原路退回'}。`,
    link: orderLink(p.number),
  }),
  repayment_confirmed: (p) => ({
    title: '还款已确认',
    body: `您提交的 ¥${p.amount} 还款已确认，可用额度已恢复。`,
    link: '/user/bill/record',
  }),
  repayment_rejected: (p) => ({
    title: '还款未通过确认',
    body: `您提交的 ¥${p.amount} 还款未通过确认：${p.reason}。`,
    link: '/user/bill/record',
  }),
  statement_drawn: (p) => ({
    title: '账期账单已出',
    body: `本期账单 ¥${p.amount}，请在 ${p.due_date} 前还款。`,
    link: '/user/bill',
  }),
  verification_approved: () => ({
    title: '实名认证已通过',
    body: '您的实名认证已审核通过。',
    link: '/user/datum',
  }),
  verification_rejected: (p) => ({
    title: '实名认证未通过',
    body: `您的实名认证未通过审核：${p.reason}。请修改后重新提交。`,
    link: '/user/datum',
  }),
  licence_approved: (p) => ({
    title: '资质证照已通过',
    body: `您上传的${p.licence}已审核通过，可购买其许可范围内的管制类商品。`,
    link: '/user/datum#licences',
  }),
  licence_rejected: (p) => ({
    title: '资质证照未通过',
    body: `您上传的${p.licence}未通过审核：${p.reason}。`,
    link: '/user/datum#licences',
  }),
  inquiry_answered: (p) => ({
    title: '询价已回复',
    body: `您登记的“${p.name}”询价已有回复，请到我的询价查看。`,
    link: '/user/inquiry',
  }),
  licence_expiring: (p) => ({
    title: '资质证照即将到期',
    body: `您的${p.licence}将于 ${p.valid_until} 到期，到期后不能再购买其许可范围内的管制类商品，请及时上传新的证照。`,
    link: '/user/datum#licences',
  }),
  statement_due: (p) => ({
    title: '账期账单即将到期',
    body: `您的账期账单尚有 ¥${p.amount} 未还，还款日为 ${p.due_date}，请按时还款，以免影响可用额度。`,
    link: '/user/bill',
  }),
  coupon_expiring: (p) => ({
    title: '优惠券即将过期',
    body: `您的优惠券“${p.name}”将于 ${p.valid_until} 过期，请在过期前使用。`,
    link: '/user/coupon',
  }),
};

export function noticeText(notice: Notice): NoticeText {
  return (texts[notice.kind] as (p: NoticeParams[typeof notice.kind]) => NoticeText)(notice.params);
}
