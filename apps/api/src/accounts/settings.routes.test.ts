import { Code } from '@labmall/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  databaseKinds,
  type TestApp,
  type TestClient,
  uniquePhone,
} from '../../test/helper.ts';
import { sessions, smsCodes, users } from './accounts.schema.ts';
import { hashPassword } from './passwords.ts';
import { settingsMessages } from './settings.service.ts';
import { codeErrors } from './sms/sms-codes.service.ts';
import { ageCodes, freshIp, sendCode, wrongCode } from './testing/account-fixtures.ts';

type SessionRow = {
  id: number;
  device: string;
  ip: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
};

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(databaseKinds)('account settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const userRow = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const isLive = async (token: string) =>
    (await t.newClient().get<{ user_id: number }>('/user/info', {}, { session: token })).obj.user_id !== 0;

  /** Another login of the same member, from another device. */
  async function secondSession(userId: number, userAgent = SAFARI_IPHONE) {
    const issued = await t.app.deps.sessions.issue(userId, { userAgent, ip: '10.9.8.7' });
    const client = t.newClient();
    client.session = issued.token;
    return { client, token: issued.token, id: issued.sessionId };
  }

  describe('changing the mobile number', () => {
    async function codesFor(client: TestClient, oldPhone: string, newPhone: string) {
      const oldCode = await sendCode(t, client, oldPhone, 'change_phone');
      const code = await sendCode(t, client, newPhone, 'change_phone');
      return { old_code: oldCode, phone: newPhone, code };
    }

    it('when both codes are right, then the number changes, every other session ends and this one stays', async () => {
      const member = await t.login();
      const other = await secondSession(member.id);
      const newPhone = uniquePhone();
      const payload = await codesFor(t.client, member.phone, newPhone);
      const envelope = await t.client.post('/user/edit/phone', payload);
      expect(envelope).toMatchObject({ code: Code.OK, obj: { phone: newPhone } });

      const info = await t.client.get<{ user_manage_mobilephone: string }>('/user/info');
      expect(info.obj.user_manage_mobilephone).toBe(newPhone);
      expect(await isLive(other.token)).toBe(false);
      // The old number is free again: it may register a new account.
      await ageCodes(t, member.phone);
      const sent = await t
        .newClient()
        .post('/sms/send', { phone: member.phone, purpose: 'register' }, { ip: freshIp() });
      expect(sent.code).toBe(Code.OK);
      // The codes are spent.
      expect(await t.client.post('/user/edit/phone', { ...payload, phone: uniquePhone() })).toMatchObject({
        code: Code.INVALID,
      });
      const again = await t.client.post('/user/edit/phone', payload);
      expect(again.code).not.toBe(Code.OK);
    });

    it('when the new number belongs to someone else, then 409 at sending and at saving, and nothing changes', async () => {
      const owner = await t.login();
      const member = await t.login();
      const refused = await t.client.post(
        '/sms/send',
        { phone: owner.phone, purpose: 'change_phone' },
        { ip: freshIp() },
      );
      expect(refused).toMatchObject({ code: Code.FORBIDDEN, message: settingsMessages.phoneTaken });
      const oldCode = await sendCode(t, t.client, member.phone, 'change_phone');
      const envelope = await t.client.post('/user/edit/phone', {
        old_code: oldCode,
        phone: owner.phone,
        code: '123456',
      });
      expect(envelope).toMatchObject({
        code: Code.CONFLICT,
        message: settingsMessages.phoneTaken,
        obj: { fields: { phone: settingsMessages.phoneTaken } },
      });
      expect((await userRow(member.id)).phone).toBe(member.phone);
    });

    it('when the new number is the current one, then 400', async () => {
      const member = await t.login();
      const code = await sendCode(t, t.client, member.phone, 'change_phone');
      const envelope = await t.client.post('/user/edit/phone', { old_code: code, phone: member.phone, code });
      expect(envelope).toMatchObject({ code: Code.INVALID, message: settingsMessages.samePhone });
    });

    it('when one code is wrong, then it says which, the other code is not spent, and nothing changes', async () => {
      const member = await t.login();
      const other = await secondSession(member.id);
      const newPhone = uniquePhone();
      const payload = await codesFor(t.client, member.phone, newPhone);

      const wrongOld = await t.client.post('/user/edit/phone', {
        ...payload,
        old_code: wrongCode(payload.old_code),
      });
      expect(wrongOld).toMatchObject({
        code: Code.INVALID,
        message: `原手机号${codeErrors.wrong}`,
        obj: { fields: { old_code: `原手机号${codeErrors.wrong}` } },
      });
      const wrongNew = await t.client.post('/user/edit/phone', { ...payload, code: wrongCode(payload.code) });
      expect(wrongNew).toMatchObject({ code: Code.INVALID, message: `新手机号${codeErrors.wrong}` });
      expect((await userRow(member.id)).phone).toBe(member.phone);
      expect(await isLive(other.token)).toBe(true);

      // Neither mistake spent the other code: the right pair still works.
      expect((await t.client.post('/user/edit/phone', payload)).code).toBe(Code.OK);
    });

    it('when a code was sent for another purpose or has expired, then it is refused', async () => {
      const member = await t.login();
      const newPhone = uniquePhone();
      const loginCode = await sendCode(t, t.newClient(), member.phone, 'login');
      const code = await sendCode(t, t.client, newPhone, 'change_phone');
      const otherPurpose = await t.client.post('/user/edit/phone', {
        old_code: loginCode,
        phone: newPhone,
        code,
      });
      expect(otherPurpose).toMatchObject({ code: Code.INVALID, message: `原手机号${codeErrors.none}` });

      await ageCodes(t, member.phone);
      const oldCode = await sendCode(t, t.client, member.phone, 'change_phone');
      await t.database.db
        .update(smsCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(smsCodes.phone, member.phone));
      const expired = await t.client.post('/user/edit/phone', { old_code: oldCode, phone: newPhone, code });
      expect(expired).toMatchObject({ code: Code.INVALID, message: `原手机号${codeErrors.expired}` });
      expect((await userRow(member.id)).phone).toBe(member.phone);
    });

    it.each([['12345'], ['23812345678'], ['']])(
      'when the new number is %j, then 400 names the phone field',
      async (phone) => {
        await t.login();
        const envelope = await t.client.post('/user/edit/phone', {
          old_code: '123456',
          phone,
          code: '123456',
        });
        expect(envelope.code).toBe(Code.INVALID);
        expect((envelope.obj as { fields: Record<string, string> }).fields.phone).toMatch(/手机号/);
      },
    );
  });

  describe('setting the password', () => {
    it('when the code is right, then the password is set, works for login, and other sessions end', async () => {
      const member = await t.login();
      const other = await secondSession(member.id);
      const before = await t.client.get<{ has_password: boolean }>('/user/account');
      expect(before.obj.has_password).toBe(false);
      const code = await sendCode(t, t.client, member.phone, 'password');
      expect((await t.client.post('/user/edit/password', { code, password: 'New.Pass9' })).code).toBe(
        Code.OK,
      );
      expect((await t.client.get<{ has_password: boolean }>('/user/account')).obj.has_password).toBe(true);
      expect(await isLive(other.token)).toBe(false);
      expect(await isLive(t.client.session!)).toBe(true);
      const login = await t
        .newClient()
        .post('/login/password', { account: member.phone, password: 'New.Pass9' });
      expect(login.code).toBe(Code.OK);
      // Single use.
      expect(await t.client.post('/user/edit/password', { code, password: 'Other.Pass9' })).toMatchObject({
        code: Code.INVALID,
        message: codeErrors.used,
      });
    });

    it.each([['12345'], ['has space1'], ['汉字密码123'], ['a'.repeat(21)]])(
      'when the password is weak (%j), then 400 and the old password still works',
      async (password) => {
        const member = await t.login({ passwordHash: await hashPassword('Old.Pass9') });
        const code = await sendCode(t, t.client, member.phone, 'password');
        const envelope = await t.client.post('/user/edit/password', { code, password });
        expect(envelope).toMatchObject({
          code: Code.INVALID,
          obj: { fields: { password: '密码为6-20位字母、数字或@!#$%^&*.~' } },
        });
        const login = await t
          .newClient()
          .post('/login/password', { account: member.phone, password: 'Old.Pass9' });
        expect(login.code).toBe(Code.OK);
      },
    );

    it('when the code is wrong or for another purpose, then 400 and nothing changes', async () => {
      const member = await t.login();
      const code = await sendCode(t, t.client, member.phone, 'change_phone');
      expect(await t.client.post('/user/edit/password', { code, password: 'New.Pass9' })).toMatchObject({
        code: Code.INVALID,
        message: codeErrors.none,
      });
      await ageCodes(t, member.phone);
      const right = await sendCode(t, t.client, member.phone, 'password');
      expect(
        await t.client.post('/user/edit/password', { code: wrongCode(right), password: 'New.Pass9' }),
      ).toMatchObject({ code: Code.INVALID, message: codeErrors.wrong });
      expect((await userRow(member.id)).passwordHash).toBeNull();
    });

    it('when codes are requested too often, then 429 tells how long to wait', async () => {
      const member = await t.login();
      await sendCode(t, t.client, member.phone, 'password');
      const again = await t.client.post(
        '/sms/send',
        { phone: member.phone, purpose: 'password' },
        { ip: freshIp() },
      );
      expect(again.code).toBe(Code.RATE_LIMITED);
      expect(again.message).toMatch(/^发送过于频繁，请\d+秒后再试$/);
    });
  });

  describe('sessions', () => {
    it('lists the live logins with device, address and time, the current one marked', async () => {
      const member = await t.login();
      const phone = await secondSession(member.id, SAFARI_IPHONE);
      await secondSession(member.id, CHROME_WINDOWS);
      const ended = await secondSession(member.id, CHROME_WINDOWS);
      await t.app.deps.sessions.revoke(ended.id);
      const list = await t.client.get<SessionRow[]>('/user/sessions');
      expect(list.code).toBe(Code.OK);
      expect(list.obj).toHaveLength(3);
      expect(list.obj.filter((s) => s.current)).toHaveLength(1);
      expect(list.obj.map((s) => s.device).sort()).toEqual(['Chrome · Windows', 'Safari · iOS', '未知设备']);
      const fromPhone = list.obj.find((s) => s.id === phone.id)!;
      expect(fromPhone).toMatchObject({ ip: '10.9.8.7', current: false });
      expect(Date.parse(fromPhone.created_at)).not.toBeNaN();
      expect(Date.parse(fromPhone.last_seen_at)).not.toBeNaN();
    });

    it('when a member ends another of their sessions, then that token stops working and the list drops it', async () => {
      const member = await t.login();
      const other = await secondSession(member.id);
      const envelope = await t.client.post('/user/sessions/end', { id: other.id });
      expect(envelope).toMatchObject({ code: Code.OK, obj: { current: false } });
      expect(await isLive(other.token)).toBe(false);
      expect(await isLive(t.client.session!)).toBe(true);
      const list = await t.client.get<SessionRow[]>('/user/sessions');
      expect(list.obj.map((s) => s.id)).not.toContain(other.id);
      // The ended session itself now gets the "log in again" answer.
      expect((await other.client.get('/user/sessions')).code).toBe(Code.SESSION_EXPIRED);
    });

    it('when a member tries to end someone else’s session, then 404 and it keeps working', async () => {
      const victim = await t.login();
      const victimToken = t.client.session!;
      const [victimSession] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, victim.id));
      await t.login();
      const envelope = await t.client.post('/user/sessions/end', { id: victimSession!.id });
      expect(envelope).toMatchObject({ code: Code.NOT_FOUND, message: settingsMessages.sessionMissing });
      expect(await isLive(victimToken)).toBe(true);
    });

    it('when a member ends the current session, then it is a logout: the cookie is cleared', async () => {
      await t.login();
      const list = await t.client.get<SessionRow[]>('/user/sessions');
      const current = list.obj.find((s) => s.current)!;
      const fields = await t.client.seal('POST', '/user/sessions/end', { id: current.id });
      const response = await t.client.send('POST', '/user/sessions/end', fields);
      expect((await t.client.open(response)).obj).toEqual({ current: true });
      expect(String(response.headers['set-cookie'])).toMatch(/^session=;/);
      expect(await isLive(t.client.session!)).toBe(false);
    });

    it('when a visitor asks, then 503', async () => {
      expect((await t.newClient().get('/user/sessions')).code).toBe(Code.SESSION_EXPIRED);
      expect((await t.newClient().post('/user/sessions/end', { id: 1 })).code).toBe(Code.SESSION_EXPIRED);
    });
  });
});
