/**
 * What a text is for. A provider such as Aliyun sends only texts from templates registered in advance,
 * one per kind, filled from `params`; the local outbox writes `text`. The params each kind carries are
 * the variables its registered template must use (docs/operations.md, SMS).
 */
export type SmsTemplate = 'code' | 'pay_reminder' | 'inquiry_answered' | 'refund_succeeded';

export interface SmsParams {
  /** The verification code: `${code}`. */
  code: { code: string };
  /** The order number and the time it must be paid by: `${order}`, `${deadline}`. */
  pay_reminder: { order: string; deadline: string };
  /** What the buyer asked for (shortened): `${name}`. */
  inquiry_answered: { name: string };
  /** The order number and the refunded yuan: `${order}`, `${amount}`. */
  refund_succeeded: { order: string; amount: string };
}

/** One text message: the words for the outbox, and the template with its values for a provider. */
export type SmsMessage = {
  [T in SmsTemplate]: { to: string; text: string; template: T; params: SmsParams[T] };
}[SmsTemplate];

/** The SMS port (DESIGN §7): the local outbox by default, Aliyun SMS in production. */
export interface SmsProvider {
  readonly name: string;
  /** Whether texts of this kind can be sent (a provider may lack the template for it). */
  sends(template: SmsTemplate): boolean;
  send(message: SmsMessage): Promise<void>;
}
