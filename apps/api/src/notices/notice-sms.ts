import type { NoticeKind } from '@labmall/contract/notice-kinds';
import { type Notice, type NoticeParams, noticeText } from './notice-texts.ts';

/**
 * The variables of each notice kind's SMS template, as registered at the provider (docs/operations.md,
 * SMS): the template of a kind is named after the kind. Aliyun takes at most 35 characters a variable,
 * so reasons and names are cut (`clip`). A kind missing here fails typecheck in `smsParamsOf`.
 */
export interface NoticeSmsParams {
  order_shipped: { order: string; carrier: string; tracking: string };
  pay_reminder: { order: string; deadline: string };
  transfer_confirmed: { order: string };
  transfer_rejected: { order: string; reason: string };
  repayment_confirmed: { amount: string };
  repayment_rejected: { amount: string; reason: string };
  statement_drawn: { amount: string; due: string };
  verification_approved: Record<string, never>;
  verification_rejected: { reason: string };
  licence_approved: { licence: string };
  licence_rejected: { licence: string; reason: string };
  inquiry_answered: { name: string };
  refund_succeeded: { order: string; amount: string };
  licence_expiring: { licence: string; until: string };
  statement_due: { amount: string; due: string };
  coupon_expiring: { name: string; until: string };
}

/** Aliyun's limit on one template variable. */
export const SMS_VARIABLE_MAX = 35;

/** A value cut to fit a template variable, marked as cut. */
export const clip = (value: string, max = SMS_VARIABLE_MAX) =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value;

/** From the facts a notice carries to its template's variables, one per kind. */
export const smsParamsOf: { [K in NoticeKind]: (p: NoticeParams[K]) => NoticeSmsParams[K] } = {
  order_shipped: (p) => ({ order: clip(p.number), carrier: clip(p.carrier), tracking: clip(p.tracking_no) }),
  pay_reminder: (p) => ({ order: clip(p.number), deadline: p.pay_by }),
  transfer_confirmed: (p) => ({ order: clip(p.number) }),
  transfer_rejected: (p) => ({ order: clip(p.number), reason: clip(p.reason) }),
  repayment_confirmed: (p) => ({ amount: p.amount }),
  repayment_rejected: (p) => ({ amount: p.amount, reason: clip(p.reason) }),
  statement_drawn: (p) => ({ amount: p.amount, due: p.due_date }),
  verification_approved: () => ({}),
  verification_rejected: (p) => ({ reason: clip(p.reason) }),
  licence_approved: (p) => ({ licence: clip(p.licence) }),
  licence_rejected: (p) => ({ licence: clip(p.licence), reason: clip(p.reason) }),
  inquiry_answered: (p) => ({ name: clip(p.name) }),
  refund_succeeded: (p) => ({ order: clip(p.number), amount: p.amount }),
  licence_expiring: (p) => ({ licence: clip(p.licence), until: p.valid_until }),
  statement_due: (p) => ({ amount: p.amount, due: p.due_date }),
  coupon_expiring: (p) => ({ name: clip(p.name), until: p.valid_until }),
};

/** One notice as a text: the template (the kind) and its variables; `text` is for the local outbox. */
export type NoticeSmsMessage = {
  [K in NoticeKind]: { to: string; text: string; template: K; params: NoticeSmsParams[K] };
}[NoticeKind];

/**
 * What notices ask of the SMS provider (deps.ts passes it; accounts posts notices, so notices may not
 * import accounts, docs/architecture.md): whether it has a kind's template, and the sending.
 */
export interface NoticeSms {
  sends(template: NoticeKind): boolean;
  send(message: NoticeSmsMessage): Promise<void>;
}

/** The text of a notice to `to`: its template's variables, and for the outbox the notice's own words. */
export function noticeSmsMessage(notice: Notice, to: string, shopName: string): NoticeSmsMessage {
  const params = (smsParamsOf[notice.kind] as (p: Notice['params']) => NoticeSmsParams[NoticeKind])(
    notice.params,
  );
  const text = `【${shopName}】${noticeText(notice).body}`;
  return { to, text, template: notice.kind, params } as NoticeSmsMessage;
}
