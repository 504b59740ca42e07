import { NOTICE_KINDS } from '@labmall/contract/notice-kinds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAliyunSms } from '../../../test/fake-aliyun-sms.ts';
import { type ConfigError, parseConfig } from '../../config.ts';
import { createSmsProvider } from './create-sms-provider.ts';
import { noticeTemplateSetting } from './sms-config.ts';

const aliyun = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'testid',
  ALIYUN_ACCESS_KEY_SECRET: 'testsecret',
  ALIYUN_SMS_SIGN_NAME: '蓝标实验商城',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100',
};

describe('SMS settings: one optional Aliyun template per notice kind', () => {
  const fake = fakeAliyunSms({
    accessKeyId: 'testid',
    secret: 'testsecret',
    answer: { status: 200, body: { Code: 'OK', Message: 'OK' } },
  });
  let endpoint = '';
  beforeAll(async () => {
    endpoint = await fake.start();
  });
  afterAll(() => fake.stop());

  it('names a setting for every notice kind, keeping the names already in use', () => {
    const names = NOTICE_KINDS.map(noticeTemplateSetting);
    expect(names).toContain('ALIYUN_SMS_TEMPLATE_PAY_REMINDER');
    expect(names).toContain('ALIYUN_SMS_TEMPLATE_INQUIRY_ANSWERED');
    expect(names).toContain('ALIYUN_SMS_TEMPLATE_REFUND_SUCCEEDED');
    expect(names).toContain('ALIYUN_SMS_TEMPLATE_LICENCE_EXPIRING');
    expect(new Set(names).size).toBe(NOTICE_KINDS.length);
  });

  it('when Aliyun has templates for some kinds, then the provider sends exactly those, each with its own', async () => {
    const sms = createSmsProvider(
      parseConfig({
        ...aliyun,
        ALIYUN_SMS_ENDPOINT: endpoint,
        ALIYUN_SMS_TEMPLATE_REFUND_SUCCEEDED: 'SMS_113',
        ALIYUN_SMS_TEMPLATE_LICENCE_REJECTED: 'SMS_111',
      }),
    );
    const sent = NOTICE_KINDS.filter((kind) => sms.sends(kind));
    expect(sent).toEqual(['licence_rejected', 'refund_succeeded']);
    expect(sms.sends('code')).toBe(true);
    await sms.send({
      to: '13812345678',
      text: 'x',
      template: 'licence_rejected',
      params: { licence: '易制毒化学品购买备案证明（第二类）', reason: '已过期' },
    });
    expect(fake.received.at(-1)).toMatchObject({
      TemplateCode: 'SMS_111',
      TemplateParam: '{"licence":"易制毒化学品购买备案证明（第二类）","reason":"已过期"}',
    });
  });

  it('when the local outbox is the provider, then it sends every kind', () => {
    const sms = createSmsProvider(parseConfig({ DATA_DIR: '/nonexistent/labmall-sms' }));
    expect(NOTICE_KINDS.every((kind) => sms.sends(kind))).toBe(true);
  });

  it('when Aliyun is chosen without its keys, then the start is refused naming them; an empty template is none', () => {
    const problems = (env: Record<string, string>) => {
      try {
        parseConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems.map((p) => p.split(':')[0]);
      }
    };
    expect(problems({ SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'x' }).sort()).toEqual([
      'ALIYUN_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ]);
    // An empty setting is an unset one: that kind is not texted.
    const empty = parseConfig({ ...aliyun, ALIYUN_SMS_TEMPLATE_COUPON_EXPIRING: '' });
    expect(createSmsProvider(empty).sends('coupon_expiring')).toBe(false);
  });
});
