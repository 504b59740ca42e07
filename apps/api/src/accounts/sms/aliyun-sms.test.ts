import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAliyunSms, percentEncode } from '../../../test/fake-aliyun-sms.ts';
import { createAliyunSms } from './aliyun-sms.ts';

const KEY_ID = 'testid';
const SECRET = 'testsecret';

describe('Aliyun SMS adapter (the official SDK against a fake endpoint that checks its signature)', () => {
  const ok = fakeAliyunSms({
    accessKeyId: KEY_ID,
    secret: SECRET,
    answer: { status: 200, body: { Code: 'OK', Message: 'OK', RequestId: 'r1', BizId: 'b1' } },
  });
  const limited = fakeAliyunSms({
    accessKeyId: KEY_ID,
    secret: SECRET,
    answer: {
      status: 200,
      body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控', RequestId: 'r2' },
    },
  });
  const broken = fakeAliyunSms({
    accessKeyId: KEY_ID,
    secret: SECRET,
    answer: { status: 500, body: { Code: 'InternalError', Message: '服务内部错误', RequestId: 'r3' } },
  });
  const urls: Record<'ok' | 'limited' | 'broken', string> = { ok: '', limited: '', broken: '' };

  beforeAll(async () => {
    [urls.ok, urls.limited, urls.broken] = await Promise.all([ok.start(), limited.start(), broken.start()]);
  });
  afterAll(() => Promise.all([ok.stop(), limited.stop(), broken.stop()]));

  const settings = (endpoint: string, secret = SECRET) => ({
    accessKeyId: KEY_ID,
    accessKeySecret: secret,
    signName: '蓝标实验商城',
    templates: { code: 'SMS_000001', inquiry_answered: 'SMS_000003' },
    endpoint,
  });

  it('percent-encodes as RFC 3986 (space, *, ~ and Chinese) in the checking side', () => {
    expect(percentEncode('a b*c~d')).toBe('a%20b%2Ac~d');
    expect(percentEncode('实验')).toBe('%E5%AE%9E%E9%AA%8C');
  });

  it('sends a SendSms request that passes the signature check, with the fields Aliyun needs', async () => {
    await createAliyunSms(settings(urls.ok)).send({
      to: '13812345678',
      text: 'x',
      template: 'code',
      params: { code: '123456' },
    });
    expect(ok.received.at(-1)).toEqual({
      PhoneNumbers: '13812345678',
      SignName: '蓝标实验商城',
      TemplateCode: 'SMS_000001',
      TemplateParam: '{"code":"123456"}',
    });
  });

  it('sends each kind of text with its own template and its own parameters', async () => {
    await createAliyunSms(settings(urls.ok)).send({
      to: '13812345678',
      text: 'x',
      template: 'inquiry_answered',
      params: { name: '乙腈 (HPLC*级)' },
    });
    expect(ok.received.at(-1)).toMatchObject({
      TemplateCode: 'SMS_000003',
      TemplateParam: '{"name":"乙腈 (HPLC*级)"}',
    });
  });

  it('when the secret is wrong, then the fake refuses the signature and the send fails', async () => {
    await expect(
      createAliyunSms(settings(urls.ok, 'not-the-secret')).send({
        to: '13812345678',
        text: 'x',
        template: 'code',
        params: { code: '1' },
      }),
    ).rejects.toThrow(/SignatureDoesNotMatch/);
  });

  it('when a kind has no template, then it says it cannot send it and refuses without calling Aliyun', async () => {
    const aliyun = createAliyunSms(settings(urls.ok));
    expect(aliyun.sends('code')).toBe(true);
    expect(aliyun.sends('pay_reminder')).toBe(false);
    const before = ok.received.length;
    await expect(
      aliyun.send({
        to: '13812345678',
        text: 'x',
        template: 'pay_reminder',
        params: { order: 'LM1', deadline: '2026-11-28 10:00' },
      }),
    ).rejects.toThrow(/pay_reminder/);
    expect(ok.received.length).toBe(before);
  });

  it('when Aliyun answers a refusal Code, then the send fails with its words (for the logs)', async () => {
    const send = createAliyunSms(settings(urls.limited)).send({
      to: '13812345678',
      text: 'x',
      template: 'code',
      params: { code: '1' },
    });
    await expect(send).rejects.toThrow(/isv\.BUSINESS_LIMIT_CONTROL 触发小时级流控/);
    expect(limited.received).toHaveLength(1);
  });

  it('when Aliyun answers an HTTP error, then the send fails once (no retry) with its Code', async () => {
    const send = createAliyunSms(settings(urls.broken)).send({
      to: '13812345678',
      text: 'x',
      template: 'code',
      params: { code: '1' },
    });
    await expect(send).rejects.toThrow(/InternalError/);
    expect(broken.received).toHaveLength(1);
  });

  it('when Aliyun cannot be reached, then the failure names the cause but not the number or the code', async () => {
    const gone = fakeAliyunSms({ accessKeyId: KEY_ID, secret: SECRET, answer: { status: 200, body: {} } });
    const url = await gone.start();
    await gone.stop();
    const failure = await createAliyunSms(settings(url))
      .send({ to: '13812345678', text: 'x', template: 'code', params: { code: '654321' } })
      .then(
        () => undefined,
        (error: Error) => error.message,
      );
    expect(failure).toMatch(/ECONNREFUSED/);
    expect(failure).not.toMatch(/13812345678|654321/);
  });
});
