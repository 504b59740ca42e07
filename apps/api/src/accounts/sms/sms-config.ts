import { z } from 'zod';

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
  /** The pay reminder's template (`${order}`, `${deadline}`); without it reminders are only logged. */
  ALIYUN_SMS_TEMPLATE_PAY_REMINDER: z.string().min(1).optional(),
  /** The answered-inquiry template (`${name}`); without it the answer shows only in the user centre. */
  ALIYUN_SMS_TEMPLATE_INQUIRY_ANSWERED: z.string().min(1).optional(),
  ALIYUN_SMS_TEMPLATE_REFUND_SUCCEEDED: z.string().min(1).optional(),
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
