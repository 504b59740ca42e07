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
      templateCode: config.ALIYUN_SMS_TEMPLATE_CODE!,
      endpoint: config.ALIYUN_SMS_ENDPOINT,
    });
  }
  return createConsoleSms(config.DATA_DIR, log);
}
