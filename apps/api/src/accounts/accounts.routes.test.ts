import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';

describe.each(databaseKinds)('user info and nickname on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('when a visitor asks, then user_id is 0 and nothing personal is returned', async () => {
    const envelope = await t.newClient().get('/user/info');
    expect(envelope).toMatchObject({ code: Code.OK });
    expect(envelope.obj).toEqual({
      user_id: 0,
      login_name: '',
      nick_name: '',
      user_manage_mobilephone: '',
      extra_info: { state: -1 },
      head_photo: '',
      coupon_count: 0,
      message_count: 0,
      credit_money: '0.00',
    });
  });

  it('when a member asks, then the SPEC §3 fields describe them and nothing else leaves the server', async () => {
    const user = await t.login({
      nickname: '王老师',
      username: 'wang_lab',
      identification: 1,
      creditFen: 500_000,
    });
    const envelope = await t.client.get<Record<string, unknown>>('/user/info');
    expect(envelope.obj).toEqual({
      user_id: user.id,
      login_name: 'wang_lab',
      nick_name: '王老师',
      user_manage_mobilephone: user.phone,
      extra_info: { state: 1 },
      head_photo: '',
      coupon_count: 0,
      message_count: 0,
      credit_money: '5000.00',
    });
    expect(JSON.stringify(envelope.obj)).not.toMatch(/password|hash/i);
  });

  it('when the nickname is changed, then user info shows the new one', async () => {
    await t.login();
    const envelope = await t.client.post('/user/edit/nick_name', { nick_name: '  李工  ' });
    expect(envelope.code).toBe(Code.OK);
    const info = await t.client.get<{ nick_name: string }>('/user/info');
    expect(info.obj.nick_name).toBe('李工');
  });

  it.each([
    ['missing', {}, '请填写昵称'],
    ['empty', { nick_name: '' }, '请填写昵称'],
    ['blank', { nick_name: '   ' }, '请填写昵称'],
    ['too long', { nick_name: '一'.repeat(21) }, '昵称不能超过20个字符'],
  ])(
    'when the nickname is %s, then code 400 says so and nothing changes',
    async (_case, payload, message) => {
      await t.login({ nickname: '原名' });
      const envelope = await t.client.post('/user/edit/nick_name', payload);
      expect(envelope).toMatchObject({
        code: Code.INVALID,
        message,
        obj: { fields: { nick_name: message } },
      });
      const info = await t.client.get<{ nick_name: string }>('/user/info');
      expect(info.obj.nick_name).toBe('原名');
    },
  );

  it('accepts a nickname of exactly 20 characters', async () => {
    await t.login();
    expect((await t.client.post('/user/edit/nick_name', { nick_name: '一'.repeat(20) })).code).toBe(Code.OK);
  });
});

describe.each(databaseKinds)('logout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('ends the session on the server and clears the cookie', async () => {
    await t.login();
    const token = t.client.session!;
    const fields = await t.client.seal('POST', '/user/logout');
    const response = await t.client.send('POST', '/user/logout', fields);
    expect((await t.client.open(response)).code).toBe(Code.OK);
    expect(String(response.headers['set-cookie'])).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await t.client.get<{ user_id: number }>('/user/info', {}, { session: token });
    expect(after.obj.user_id).toBe(0);
  });

  it('succeeds for a visitor too (an expired session logging out)', async () => {
    expect((await t.newClient().post('/user/logout')).code).toBe(Code.OK);
  });
});
