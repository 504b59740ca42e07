import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { addTemplate, giveCoupon } from '../coupons/testing/coupon-fixtures.ts';
import { identityVerifications, memberProfiles, users } from './accounts.schema.ts';
import { ACCOUNT_INFO_DONE, USERNAME_TAKEN } from './registration.service.ts';

type Info = { user_id: number; login_name: string; extra_info: { state: number } };

let counter = 0;
/** Unique per run: usernames are unique across the database (PGlite is per file, PostgreSQL too). */
const freshUsername = () => `buyer_${process.pid % 1000}_${++counter}`;

const datum = (overrides: Record<string, unknown> = {}) => ({
  organisation: '华东理工大学化学与分子工程学院',
  contact_name: '张晓明',
  email: 'zhang.xm@example.edu.cn',
  username: freshUsername(),
  password: 'Lab.2026',
  ...overrides,
});

describe.each(databaseKinds)('registration step 2 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const stateOf = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('when a new member fills in the account info, then they await verification and can log in by username', async () => {
    const member = await t.login();
    const payload = datum();
    const envelope = await t.client.post<Info>('/register/datum', payload);
    expect(envelope.code, envelope.message).toBe(Code.OK);
    expect(envelope.obj).toMatchObject({
      user_id: member.id,
      login_name: payload.username,
      extra_info: { state: 0 },
    });

    const info = await t.client.get<Info>('/user/info');
    expect(info.obj.extra_info.state).toBe(0);
    const [profile] = await t.database.db
      .select()
      .from(memberProfiles)
      .where(eq(memberProfiles.userId, member.id));
    expect(profile).toMatchObject({
      organisation: payload.organisation,
      contactName: payload.contact_name,
      email: payload.email,
    });
    // The organisation and contact wait in the operators' queue.
    const submissions = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, member.id));
    expect(submissions).toMatchObject([
      { kind: 'registration', state: 'pending', organisation: payload.organisation, contactName: '张晓明' },
    ]);
    // The password is stored hashed and works, with the username in any case.
    expect((await stateOf(member.id)).passwordHash).toMatch(/^scrypt\$/);
    const login = await t
      .newClient()
      .post('/login/password', { account: payload.username.toUpperCase(), password: payload.password });
    expect(login.code).toBe(Code.OK);
  });

  it('when a member who signed in by SMS code registers, then the centre names them by their username, not 用户1234', async () => {
    const member = await t.login({ nickname: '' } as never);
    await t.database.db
      .update(users)
      .set({ nickname: `用户${member.phone.slice(-4)}` })
      .where(eq(users.id, member.id));
    const template = await addTemplate(t.database.db);
    await giveCoupon(t.database.db, template.id, member.id);
    const payload = datum();
    const answer = await t.client.post<{ nick_name: string }>('/register/datum', payload);
    expect(answer.code).toBe(Code.OK);
    const info = await t.client.get<{ nick_name: string; coupon_count: number }>('/user/info');
    expect(info.obj.nick_name).toBe(payload.username);
    // The answer's user info is /user/info's, figures included (it said coupon_count 0 before).
    expect(info.obj.coupon_count).toBe(1);
    expect(answer.obj).toEqual(info.obj);
  });

  it('when a member already chose a nickname, then registering keeps it', async () => {
    await t.login({ nickname: '实验室小王' } as never);
    expect((await t.client.post('/register/datum', datum())).code).toBe(Code.OK);
    const info = await t.client.get<{ nick_name: string }>('/user/info');
    expect(info.obj.nick_name).toBe('实验室小王');
  });

  it('when step 2 is sent again, then 409 says it is done and nothing changes', async () => {
    const member = await t.login();
    const first = datum();
    expect((await t.client.post('/register/datum', first)).code).toBe(Code.OK);
    const again = await t.client.post('/register/datum', datum({ organisation: '另一个单位' }));
    expect(again).toMatchObject({ code: Code.CONFLICT, message: ACCOUNT_INFO_DONE });
    expect((await stateOf(member.id)).username).toBe(first.username);
    const [profile] = await t.database.db
      .select()
      .from(memberProfiles)
      .where(eq(memberProfiles.userId, member.id));
    expect(profile?.organisation).toBe(first.organisation);
  });

  it('when a verified or rejected member sends step 2, then 409 and their state stays', async () => {
    for (const identification of [1, 2]) {
      const member = await t.login({ identification });
      expect(await t.client.post('/register/datum', datum())).toMatchObject({ code: Code.CONFLICT });
      expect((await stateOf(member.id)).identification).toBe(identification);
    }
  });

  it('when the username is taken in any letter case, then 409 names the field and nothing changes', async () => {
    const taken = freshUsername();
    await t.login({ username: taken });
    const member = await t.login();
    const envelope = await t.client.post('/register/datum', datum({ username: taken.toUpperCase() }));
    expect(envelope).toMatchObject({
      code: Code.CONFLICT,
      message: USERNAME_TAKEN,
      obj: { fields: { username: USERNAME_TAKEN } },
    });
    const row = await stateOf(member.id);
    expect(row).toMatchObject({ username: null, identification: -1, passwordHash: null });
  });

  it.each([
    ['too short', 'abc', '用户名为4-20位字母、数字、汉字、下划线或短横线'],
    ['too long', 'a'.repeat(21), '用户名为4-20位字母、数字、汉字、下划线或短横线'],
    ['with a space', 'lab buyer', '用户名为4-20位字母、数字、汉字、下划线或短横线'],
    ['with a symbol', 'lab@buyer', '用户名为4-20位字母、数字、汉字、下划线或短横线'],
    ['a mobile number', '13912345678', '用户名不能是手机号'],
    ['empty', '', '请输入用户名'],
  ])('when the username is %s, then 400 says why and nothing changes', async (_case, username, message) => {
    const member = await t.login();
    const envelope = await t.client.post('/register/datum', datum({ username }));
    expect(envelope).toMatchObject({ code: Code.INVALID, message, obj: { fields: { username: message } } });
    expect((await stateOf(member.id)).identification).toBe(-1);
  });

  it.each([
    ['too short', '12345'],
    ['too long', 'a'.repeat(21)],
    ['with a space', 'lab 2026x'],
    ['with a character outside the set', 'Lab(2026)'],
  ])('when the password is %s, then 400 refuses it and nothing changes', async (_case, password) => {
    const member = await t.login();
    const envelope = await t.client.post('/register/datum', datum({ password }));
    expect(envelope).toMatchObject({
      code: Code.INVALID,
      obj: { fields: { password: '密码为6-20位字母、数字或@!#$%^&*.~' } },
    });
    expect((await stateOf(member.id)).passwordHash).toBeNull();
  });

  it.each([
    ['email', 'not-an-email', '请输入正确的邮箱地址'],
    ['contact_name', 'Zhang San', '请输入正确的真实姓名'],
    ['contact_name', '张', '请输入正确的真实姓名'],
    ['organisation', '华', '单位名称为2-60个字符'],
    ['organisation', '   ', '请输入单位名称'],
  ])('when %s is %j, then 400 says %s', async (field, value, message) => {
    const member = await t.login();
    const envelope = await t.client.post('/register/datum', datum({ [field]: value }));
    expect(envelope).toMatchObject({ code: Code.INVALID, obj: { fields: { [field]: message } } });
    expect((await stateOf(member.id)).identification).toBe(-1);
  });

  it('when the request forges an identification, then it is ignored: the member awaits verification', async () => {
    const member = await t.login();
    const envelope = await t.client.post<Info>(
      '/register/datum',
      datum({ identification: 1, extra_info: { state: 1 }, state: 1 }),
    );
    expect(envelope.obj.extra_info.state).toBe(0);
    expect((await stateOf(member.id)).identification).toBe(0);
  });

  it('when a visitor sends step 2, then 503 asks them to log in', async () => {
    expect((await t.newClient().post('/register/datum', datum())).code).toBe(Code.SESSION_EXPIRED);
  });

  it('when two members race for one username, then exactly one gets it', async () => {
    const username = freshUsername();
    const clients = [];
    for (let i = 0; i < 5; i++) {
      await t.login();
      const client = t.newClient();
      client.session = t.client.session;
      clients.push(client);
    }
    const results = await Promise.all(
      clients.map((client, i) =>
        client.post('/register/datum', datum({ username: i % 2 ? username : username.toUpperCase() })),
      ),
    );
    expect(results.filter((r) => r.code === Code.OK)).toHaveLength(1);
    expect(results.filter((r) => r.code === Code.CONFLICT && r.message === USERNAME_TAKEN)).toHaveLength(4);
  });
});
