import { inputMessages } from '@labmall/contract/input-rules';
import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';

/** Issue 18 defects 1, 2 and 5, as the adversarial probe reported them. */
describe.each(databaseKinds)('hostile input on account routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const nickname = async () => (await t.client.get<{ nick_name: string }>('/user/info')).obj.nick_name;

  describe('defect 1: a NUL byte in a text field was a server error', () => {
    it('when the login account holds NUL, then code 400 names account', async () => {
      const envelope = await t
        .newClient()
        .post('/login/password', { account: 'ab\u0000c', password: 'secret1' });
      expect(envelope).toMatchObject({
        code: Code.INVALID,
        obj: { fields: { account: inputMessages.control } },
      });
    });

    it('when a nickname holds NUL, then code 400 names nick_name and the nickname is unchanged', async () => {
      await t.login({ nickname: '王老师' });
      const envelope = await t.client.post('/user/edit/nick_name', { nick_name: '化学\u0000家' });
      expect(envelope).toMatchObject({
        code: Code.INVALID,
        obj: { fields: { nick_name: inputMessages.control } },
        message: inputMessages.control,
      });
      expect(await nickname()).toBe('王老师');
    });

    it.each([
      ['POST', '/user/edit/avatar', 'filePath', { filePath: 'u/1/a\u0000.png' }],
      [
        'POST',
        '/user/datum',
        'id_card_front',
        {
          kind: 'personal',
          real_name: '张三',
          id_card: '11010519491231002X',
          id_card_front: 'u/1/front\u0000.png',
          id_card_back: 'u/1/back.png',
        },
      ],
      ['GET', '/user/collect/lookup', 'sku', { sku: 'A\u0000-1' }],
      ['GET', '/oss/url', 'filePath', { filePath: 'u/1/a\u0000.png' }],
    ] as const)(
      'when %s %s carries NUL in %s, then code 400 names that field',
      async (method, path, field, payload) => {
        await t.login();
        const envelope = await t.client.call(method, path, payload);
        expect(envelope).toMatchObject({
          code: Code.INVALID,
          obj: { fields: { [field]: inputMessages.control } },
        });
      },
    );
  });

  describe('defect 2: types were coerced, so {"id":true} ended the caller’s own session', () => {
    it.each([
      ['true', () => true],
      ['[id]', (id: number) => [id]],
      ['"id"', (id: number) => String(id)],
    ])(
      'when sessions/end gets %s, then code 400 names id and the session is still alive',
      async (_, idOf) => {
        await t.login();
        const sessions = await t.client.get<{ id: number; current: boolean }[]>('/user/sessions');
        const current = sessions.obj.find((s) => s.current)!;
        const envelope = await t.client.post('/user/sessions/end', { id: idOf(current.id) });
        expect(envelope.code).toBe(Code.INVALID);
        expect(envelope.obj).toEqual({ fields: { id: '请选择要退出的登录设备' } });
        const after = await t.client.get<{ id: number }[]>('/user/sessions');
        expect(after.code).toBe(Code.OK);
        expect(after.obj.map((s) => s.id)).toContain(current.id);
      },
    );
  });

  describe('defect 5: nicknames accepted bidi overrides and invisible characters', () => {
    it.each([
      ['U+202E', '管理\u202e员'],
      ['U+200B', '管\u200b理员'],
    ])('when a nickname holds %s, then code 400 and the nickname is unchanged', async (_, text) => {
      await t.login({ nickname: '王老师' });
      const envelope = await t.client.post('/user/edit/nick_name', { nick_name: text });
      expect(envelope).toMatchObject({
        code: Code.INVALID,
        obj: { fields: { nick_name: inputMessages.invisible } },
      });
      expect(await nickname()).toBe('王老师');
    });
  });
});
