import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createAliyunSms } from './aliyun-sms.ts';
import { createConsoleSms } from './console-sms.ts';
import type { SmsProvider } from './sms-provider.ts';

export function createSmsProvider(config: Config, log?: FastifyBaseLogger): SmsProvider {
  if (config.SMS_PROVIDER === 'aliyun') {
    // smsProblems() has already refused a start without these.
    return createAliyunSms({
      accessKeyId: config.ALIYUN_ACCESS_KEY_ID!,
      accessKeySecret: config.ALIYUN_ACCESS_KEY_SECRET!,
      signName: config.ALIYUN_SMS_SIGN_NAME!,
      templates: {
        code: config.ALIYUN_SMS_TEMPLATE_CODE!,
        ...(config.ALIYUN_SMS_TEMPLATE_PAY_REMINDER
          ? { pay_reminder: config.ALIYUN_SMS_TEMPLATE_PAY_REMINDER }
          : {}),
        ...(config.ALIYUN_SMS_TEMPLATE_INQUIRY_ANSWERED
          ? { inquiry_answered: config.ALIYUN_SMS_TEMPLATE_INQUIRY_ANSWERED }
          : {}),
      },
      endpoint: config.ALIYUN_SMS_ENDPOINT,
    });
  }
  return createConsoleSms(config.DATA_DIR, log);
}
