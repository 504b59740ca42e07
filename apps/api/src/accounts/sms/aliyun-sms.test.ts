import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAliyunSms, percentEncode, signAliyun } from './aliyun-sms.ts';

const SECRET = 'testsecret';

/** A stand-in for Aliyun's endpoint that checks the request the way Aliyun documents it. */
function fakeAliyun(answer: { Code: string; Message: string }) {
  const received: Record<string, string>[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      received.push(params);
      const { Signature, ...rest } = params;
      const valid = Signature === signAliyun(rest, SECRET);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(valid ? answer : { Code: 'SignatureDoesNotMatch', Message: 'bad sign' }));
    });
  });
  return { server, received };
}

describe('Aliyun SMS adapter', () => {
  let ok: ReturnType<typeof fakeAliyun>;
  let failing: ReturnType<typeof fakeAliyun>;
  const url = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;

  beforeAll(async () => {
    ok = fakeAliyun({ Code: 'OK', Message: 'OK' });
    failing = fakeAliyun({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发限流' });
    await Promise.all([ok, failing].map((f) => new Promise<void>((r) => f.server.listen(0, '127.0.0.1', r))));
  });
  afterAll(() => Promise.all([ok, failing].map((f) => new Promise((r) => f.server.close(r)))));

  const settings = (endpoint: string) => ({
    accessKeyId: 'testid',
    accessKeySecret: SECRET,
    signName: '蓝标实验商城',
    templates: { code: 'SMS_000001', inquiry_answered: 'SMS_000003' },
    endpoint,
  });

  it('percent-encodes as RFC 3986 (space, *, ~ and Chinese)', () => {
    expect(percentEncode('a b*c~d')).toBe('a%20b%2Ac~d');
    expect(percentEncode('实验')).toBe('%E5%AE%9E%E9%AA%8C');
  });

  it('matches the signature worked example of the Aliyun RPC documentation', () => {
    // The documented example: AccessKeySecret "testsecret", these parameters, GET.
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(signAliyun(params, SECRET, 'GET')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('sends a signed SendSms request carrying the code in the template parameters', async () => {
    await createAliyunSms(settings(url(ok.server))).send({
      to: '13812345678',
      text: 'x',
      template: 'code',
      params: { code: '123456' },
    });
    const request = ok.received.at(-1)!;
    expect(request).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13812345678',
      SignName: '蓝标实验商城',
      TemplateCode: 'SMS_000001',
      TemplateParam: '{"code":"123456"}',
      SignatureMethod: 'HMAC-SHA1',
    });
  });

  it('sends each kind of text with its own template and its own parameters', async () => {
    const aliyun = createAliyunSms(settings(url(ok.server)));
    await aliyun.send({
      to: '13812345678',
      text: 'x',
      template: 'inquiry_answered',
      params: { name: '乙腈' },
    });
    expect(ok.received.at(-1)).toMatchObject({
      TemplateCode: 'SMS_000003',
      TemplateParam: '{"name":"乙腈"}',
    });
  });

  it('when a kind has no template, then it says it cannot send it and refuses without calling Aliyun', async () => {
    const aliyun = createAliyunSms(settings(url(ok.server)));
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

  it('fails when the provider refuses, so the send is not counted', async () => {
    await expect(
      createAliyunSms(settings(url(failing.server))).send({
        to: '13812345678',
        text: 'x',
        template: 'code',
        params: { code: '1' },
      }),
    ).rejects.toThrow(/isv.BUSINESS_LIMIT_CONTROL/);
  });
});
