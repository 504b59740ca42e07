import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { RuntimeOptions } from '@darabonba/typescript';
import type { SmsMessage, SmsProvider, SmsTemplate } from './sms-provider.ts';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The template registered at Aliyun for each kind of text; a kind without one is not sent. */
  templates: Partial<Record<SmsTemplate, string>>;
  /** https://dysmsapi.aliyuncs.com/ by default; tests point it at a local server. */
  endpoint: string;
}

/** DESIGN §7: a provider that hangs must not hold a send (and the code's transaction) for long. */
const TIMEOUT_MS = 10_000;

/**
 * The SDK is CommonJS with `exports.default`: under Node's ESM the default import is the whole module
 * object and the class sits one level down (a bundler may already unwrap it). Only this file knows it.
 */
type ClientClass = typeof Dysmsapi.default;
const Client: ClientClass =
  (Dysmsapi as { default?: ClientClass }).default ?? (Dysmsapi as unknown as ClientClass);

/** Aliyun's words for a refusal, for our logs (the buyer sees a generic failure). */
const failure = (code: unknown, message: unknown) =>
  new Error(`aliyun sms failed: ${String(code ?? '')} ${String(message ?? '')}`.trim());

/**
 * SendSms through Aliyun's own SDK (ADR 55), which keeps the signing rules (ACS3-HMAC-SHA256 today).
 * The SDK throws on an HTTP error; a refusal such as a rate limit comes back as HTTP 200 with a Code.
 */
export function createAliyunSms(settings: AliyunSmsSettings): SmsProvider {
  const endpoint = new URL(settings.endpoint);
  const client = new Client(
    new $OpenApiUtil.Config({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      endpoint: endpoint.host,
      protocol: endpoint.protocol.replace(':', ''),
      regionId: 'cn-hangzhou',
    }),
  );
  const runtime = new RuntimeOptions({
    connectTimeout: TIMEOUT_MS,
    readTimeout: TIMEOUT_MS,
    autoretry: false,
  });

  return {
    name: 'aliyun',
    sends: (template) => Boolean(settings.templates[template]),
    async send(message: SmsMessage) {
      const templateCode = settings.templates[message.template];
      if (!templateCode) throw new Error(`aliyun sms: no template configured for ${message.template}`);
      const request = new SendSmsRequest({
        phoneNumbers: message.to,
        signName: settings.signName,
        templateCode,
        templateParam: JSON.stringify(message.params),
      });
      let answer: { code?: string; message?: string } | undefined;
      try {
        answer = (await client.sendSmsWithOptions(request, runtime)).body;
      } catch (error) {
        const e = error as { code?: unknown; name?: unknown; data?: { Code?: unknown; Message?: unknown } };
        if (e.data) throw failure(e.data.Code ?? e.code, e.data.Message);
        // The SDK's words for a network failure quote the request URL, number and code included: not logged.
        throw failure(e.code ?? e.name, 'no answer');
      }
      if (answer?.code !== 'OK') throw failure(answer?.code, answer?.message);
    },
  };
}
