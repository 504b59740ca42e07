import type { NoticeSmsParams } from '../../notices/notice-sms.ts';

/**
 * What a text is for. A provider such as Aliyun sends only texts from templates registered in advance,
 * one per kind, filled from `params`; the local outbox writes `text`. The params each kind carries are
 * the variables its registered template must use (docs/operations.md, SMS).
 */
export interface SmsParams extends NoticeSmsParams {
  /** The verification code: `${code}`. */
  code: { code: string };
}

/** The verification code's template and one per notice kind, named after the kind (notices/notice-sms.ts). */
export type SmsTemplate = keyof SmsParams;

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
