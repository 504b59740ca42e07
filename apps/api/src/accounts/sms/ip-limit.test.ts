import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniquePhone } from '../../../test/helper.ts';

describe('the per-address SMS limit is a setting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { SMS_CAPTCHA_AFTER: '1000', SMS_IP_HOUR_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('refuses the fourth text from one address within the hour, not the first three', async () => {
    const send = (ip: string) =>
      t
        .newClient()
        .post<{ retry_after?: number }>('/sms/send', { phone: uniquePhone(), purpose: 'register' }, { ip });
    for (let i = 0; i < 3; i++) expect((await send('10.77.0.1')).code).toBe(Code.OK);
    const fourth = await send('10.77.0.1');
    expect(fourth.code).toBe(Code.RATE_LIMITED);
    expect(fourth.obj?.retry_after).toBeGreaterThan(3000);
    expect((await send('10.77.0.2')).code).toBe(Code.OK);
  });
});
