import { NOTICE_KINDS, type NoticeKind } from '@labmall/contract/notice-kinds';
import { z } from 'zod';

/** The setting naming the template registered at Aliyun for a notice kind, e.g. ALIYUN_SMS_TEMPLATE_PAY_REMINDER. */
export type NoticeTemplateSetting = `ALIYUN_SMS_TEMPLATE_${Uppercase<NoticeKind>}`;

export const noticeTemplateSetting = (kind: NoticeKind) =>
  `ALIYUN_SMS_TEMPLATE_${kind.toUpperCase()}` as NoticeTemplateSetting;

/** Its variables are `NoticeSmsParams` (notices/notice-sms.ts); docs/operations.md lists them. */
const noticeTemplateSettings = Object.fromEntries(
  NOTICE_KINDS.map((kind) => [noticeTemplateSetting(kind), z.string().min(1).optional()]),
) as Record<NoticeTemplateSetting, z.ZodOptional<z.ZodString>>;

/** SMS settings, spread into the one config schema (src/config.ts). */
export const smsSettings = {
  SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
  /** Sends from one address within an hour after which a picture captcha is required. */
  SMS_CAPTCHA_AFTER: z.coerce.number().int().min(0).max(1000).default(3),
  /** Seconds before the same number may be sent another code (the SMS button counts down 60). */
  SMS_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Codes sent to any numbers from one address within an hour. Offices share one address behind NAT,
   * hence looser than per number; a test run registering many members from 127.0.0.1 raises it.
   */
  SMS_IP_HOUR_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  ALIYUN_ACCESS_KEY_ID: z.string().min(1).optional(),
  ALIYUN_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
  /** The verification-code template (`${code}`); required with Aliyun. */
  ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
  /** One optional template per notice kind (`noticeTemplateSettings`): without it the kind is not texted. */
  ...noticeTemplateSettings,
  ALIYUN_SMS_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://dysmsapi.aliyuncs.com/'),
};

const aliyunKeys = [
  'ALIYUN_ACCESS_KEY_ID',
  'ALIYUN_ACCESS_KEY_SECRET',
  'ALIYUN_SMS_SIGN_NAME',
  'ALIYUN_SMS_TEMPLATE_CODE',
];

export function smsProblems(env: Record<string, string | undefined>): string[] {
  if (env.SMS_PROVIDER !== 'aliyun') return [];
  return aliyunKeys.filter((key) => !env[key]).map((key) => `${key}: required when SMS_PROVIDER=aliyun`);
}
