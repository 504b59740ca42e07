import { createHmac, randomUUID } from 'node:crypto';
import type { SmsMessage, SmsProvider, SmsTemplate } from './sms-provider.ts';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The template registered at Aliyun for each kind of text; a kind without one is not sent. */
  templates: Partial<Record<SmsTemplate, string>>;
  /** https://dysmsapi.aliyuncs.com by default; tests point it at a local server. */
  endpoint: string;
}

/** RFC 3986 encoding as Aliyun's RPC signature requires (`*` and `~` differ from encodeURIComponent). */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Aliyun RPC signature v1: HMAC-SHA1 over `POST&%2F&` + the encoded, sorted, canonical query. */
export function signAliyun(params: Record<string, string>, secret: string, method = 'POST'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');
  const toSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

export function createAliyunSms(settings: AliyunSmsSettings, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'aliyun',
    sends: (template) => Boolean(settings.templates[template]),
    async send(message: SmsMessage) {
      const templateCode = settings.templates[message.template];
      if (!templateCode) throw new Error(`aliyun sms: no template configured for ${message.template}`);
      const params: Record<string, string> = {
        AccessKeyId: settings.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.to,
        RegionId: 'cn-hangzhou',
        SignName: settings.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: templateCode,
        TemplateParam: JSON.stringify(message.params),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      params.Signature = signAliyun(params, settings.accessKeySecret);
      const response = await fetchImpl(settings.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
      if (!response.ok || body.Code !== 'OK') {
        // The provider's own words stay in our logs; the buyer gets a generic failure.
        throw new Error(
          `aliyun sms failed: HTTP ${response.status} ${body.Code ?? ''} ${body.Message ?? ''}`,
        );
      }
    },
  };
}
