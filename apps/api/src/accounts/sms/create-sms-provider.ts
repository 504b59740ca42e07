import { NOTICE_KINDS } from '@labmall/contract/notice-kinds';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createAliyunSms } from './aliyun-sms.ts';
import { createConsoleSms } from './console-sms.ts';
import { type NoticeTemplateSetting, noticeTemplateSetting } from './sms-config.ts';
import type { SmsProvider } from './sms-provider.ts';

/** The settings the provider is made from (the whole Config, or a parsed one in a test). */
type SmsConfig = Pick<
  Config,
  | 'SMS_PROVIDER'
  | 'DATA_DIR'
  | 'ALIYUN_ACCESS_KEY_ID'
  | 'ALIYUN_ACCESS_KEY_SECRET'
  | 'ALIYUN_SMS_SIGN_NAME'
  | 'ALIYUN_SMS_TEMPLATE_CODE'
  | 'ALIYUN_SMS_ENDPOINT'
  | NoticeTemplateSetting
>;

export function createSmsProvider(config: SmsConfig, log?: FastifyBaseLogger): SmsProvider {
  if (config.SMS_PROVIDER === 'aliyun') {
    // smsProblems() has already refused a start without these.
    return createAliyunSms({
      accessKeyId: config.ALIYUN_ACCESS_KEY_ID!,
      accessKeySecret: config.ALIYUN_ACCESS_KEY_SECRET!,
      signName: config.ALIYUN_SMS_SIGN_NAME!,
      templates: {
        code: config.ALIYUN_SMS_TEMPLATE_CODE!,
        ...Object.fromEntries(
          NOTICE_KINDS.flatMap((kind) => {
            const template = config[noticeTemplateSetting(kind)];
            return template ? [[kind, template]] : [];
          }),
        ),
      },
      endpoint: config.ALIYUN_SMS_ENDPOINT,
    });
  }
  return createConsoleSms(config.DATA_DIR, log);
}
