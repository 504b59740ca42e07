/** One text message. `code` travels beside the text so a provider's template can carry it. */
export interface SmsMessage {
  to: string;
  text: string;
  code: string;
}

/** The SMS port (DESIGN §7): the local outbox by default, Aliyun SMS in production. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
