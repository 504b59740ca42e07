import { PassThrough } from 'node:stream';
import { Code } from '@labmall/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, uniquePhone } from '../../test/helper.ts';
import { addTemplate, giveCoupon } from '../coupons/testing/coupon-fixtures.ts';
import { captchas, sessions, smsCodes, users } from './accounts.schema.ts';
import { WRONG_CREDENTIALS } from './auth.service.ts';
import { hashAnswer } from './captcha.service.ts';
import { hashPassword } from './passwords.ts';
import { codeErrors } from './sms/sms-codes.service.ts';
import { insertUser } from './users.repository.ts';

type LoginAnswer = { user: { user_id: number; extra_info: { state: number } }; session?: string };

let ipCounter = 0;
/** Each test speaks from its own address, so the per-address limits of one test do not leak into another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(databaseKinds)('SMS codes, login and registration on %s', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
    t = await buildTestApp(kind, { env: { LOG_LEVEL: 'info' }, logStream });
  });
  afterAll(() => t.close());

  const send = (phone: string, purpose: string, ip = freshIp(), extra: Record<string, string> = {}) =>
    t
      .newClient()
      .post<{ expires_in: number; retry_after?: number; captcha_required?: boolean }>(
        '/sms/send',
        { phone, purpose, ...extra },
        { ip },
      );
  const lastCode = (phone: string) => t.smsCodes(phone).at(-1)!;
  /** Moves a number's sends back in time, as if the minute (or hour) had passed. */
  const age = (phone: string, interval: string) =>
    t.database.db
      .update(smsCodes)
      .set({ createdAt: sql`${smsCodes.createdAt} - ${interval}::interval` })
      .where(eq(smsCodes.phone, phone));

  async function register(phone = uniquePhone()) {
    const sent = await send(phone, 'register');
    expect(sent, JSON.stringify(sent)).toMatchObject({ code: Code.OK });
    const client = t.newClient();
    const envelope = await client.post<LoginAnswer>('/register/mobile', { phone, code: lastCode(phone) });
    expect(envelope.code).toBe(Code.OK);
    return { phone, envelope };
  }

  it('writes the code to the outbox as one JSON line, and never into the answer or the log', async () => {
    const phone = uniquePhone();
    const envelope = await send(phone, 'register');
    expect(envelope).toMatchObject({ code: Code.OK, obj: { expires_in: 300 } });
    const code = lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(envelope)).not.toContain(code);
    expect(logLines.join('')).not.toContain(code);
  });

  it('registers a new mobile: member with identification -1, logged in by cookie, code spent', async () => {
    const phone = uniquePhone();
    await send(phone, 'register');
    const code = lastCode(phone);
    const client = t.newClient();
    const fields = await client.seal('POST', '/register/mobile', { phone, code });
    const response = await client.send('POST', '/register/mobile', fields);
    const envelope = await client.open(response);
    expect(envelope.code).toBe(Code.OK);
    expect((envelope.obj as LoginAnswer).user.extra_info.state).toBe(-1);
    expect((envelope.obj as LoginAnswer).session).toBeUndefined();
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const token = /session=([^;]+)/.exec(cookie)![1];
    const info = await client.get<{ user_manage_mobilephone: string }>(
      '/user/info',
      {},
      { cookie: `session=${token}` },
    );
    expect(info.obj.user_manage_mobilephone).toBe(phone);
    const again = await t.newClient().post('/register/mobile', { phone, code });
    expect(again.code).toBe(Code.CONFLICT);
  });

  it('accepts the spec’s leading T on a mobile number and stores the number without it', async () => {
    const phone = uniquePhone();
    expect((await send(`T${phone}`, 'register')).code).toBe(Code.OK);
    const envelope = await t
      .newClient()
      .post<LoginAnswer>('/register/mobile', { phone: `T${phone}`, code: lastCode(phone) });
    expect(envelope.code).toBe(Code.OK);
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toBeDefined();
  });

  it('tells a registered mobile to log in instead, and an unknown one to register first', async () => {
    const { phone } = await register();
    const again = await send(phone, 'register');
    expect(again).toMatchObject({ code: Code.CONFLICT, message: '该手机号已注册，请直接登录' });
    const unknown = await send(uniquePhone(), 'login');
    expect(unknown).toMatchObject({ code: Code.NOT_FOUND, message: '该手机号尚未注册，请先注册' });
  });

  it.each([['12345'], ['23812345678'], ['1381234567a'], ['']])(
    'refuses the mobile %j with a field message',
    async (phone) => {
      const envelope = await send(phone, 'login');
      expect(envelope.code).toBe(Code.INVALID);
      expect((envelope.obj as unknown as { fields: Record<string, string> }).fields.phone).toMatch(/手机号/);
    },
  );

  it('logs in by code with a new session each time, and spends the code', async () => {
    const { phone } = await register();
    await age(phone, '2 minutes');
    await send(phone, 'login');
    const code = lastCode(phone);
    const client = t.newClient();
    const first = await client.post<LoginAnswer>('/login/sms', { phone, code });
    expect(first.code).toBe(Code.OK);
    const reuse = await client.post('/login/sms', { phone, code });
    expect(reuse).toMatchObject({ code: Code.INVALID, message: codeErrors.used });
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows).toHaveLength(2);
  });

  it('when a member with coupons logs in, then the answer carries the figures /user/info gives', async () => {
    const { phone } = await register();
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    const template = await addTemplate(t.database.db);
    await giveCoupon(t.database.db, template.id, user!.id);
    await giveCoupon(t.database.db, template.id, user!.id);
    await age(phone, '2 minutes');
    await send(phone, 'login');
    const client = t.newClient();
    const login = await client.post<{ user: Record<string, unknown> }>('/login/sms', {
      phone,
      code: lastCode(phone),
    });
    expect(login.code).toBe(Code.OK);
    expect(login.obj.user.coupon_count).toBe(2);
    expect(login.obj.user).toEqual(await t.app.deps.account.info(user!.id));
  });

  it('gives the session token in the answer only to clients other than the PC web', async () => {
    const { phone } = await register();
    await age(phone, '2 minutes');
    await send(phone, 'login');
    const client = t.newClient();
    const fields = await client.transport.seal(
      'POST',
      '/api/login/sms',
      { phone, code: lastCode(phone) },
      { userResource: '2' },
    );
    const envelope = await client.open(await client.send('POST', '/login/sms', fields));
    expect((envelope.obj as LoginAnswer).session).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong code, then the 6th try even with the right code', async () => {
    const { phone } = await register();
    await age(phone, '2 minutes');
    await send(phone, 'login');
    const code = lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      expect(await t.newClient().post('/login/sms', { phone, code: wrong })).toMatchObject({
        message: codeErrors.wrong,
      });
    }
    expect(await t.newClient().post('/login/sms', { phone, code: wrong })).toMatchObject({
      message: codeErrors.exhausted,
    });
    expect(await t.newClient().post('/login/sms', { phone, code })).toMatchObject({
      code: Code.INVALID,
      message: codeErrors.exhausted,
    });
  });

  it('refuses an expired code, a code for another purpose, and a code replaced by a newer one', async () => {
    const { phone } = await register();
    await age(phone, '2 minutes');
    await send(phone, 'login');
    const first = lastCode(phone);
    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.phone, phone));
    expect(await t.newClient().post('/login/sms', { phone, code: first })).toMatchObject({
      message: codeErrors.expired,
    });

    await age(phone, '2 minutes');
    await send(phone, 'login');
    const older = lastCode(phone);
    await age(phone, '2 minutes');
    await send(phone, 'login');
    const newer = lastCode(phone);
    if (older !== newer) {
      expect(await t.newClient().post('/login/sms', { phone, code: older })).toMatchObject({
        message: codeErrors.wrong,
      });
    }
    const other = uniquePhone();
    await send(other, 'register');
    const forLogin = { phone: other, purpose: 'login', code: lastCode(other) };
    expect(await t.newClient().post('/sms/check', forLogin)).toMatchObject({ message: codeErrors.none });
    expect((await t.newClient().post('/sms/check', { ...forLogin, purpose: 'register' })).code).toBe(Code.OK);
    expect((await t.newClient().post('/login/sms', { phone, code: newer })).code).toBe(Code.OK);
  });

  it('limits sends per number: one a minute, five an hour, ten a day, telling how long to wait', async () => {
    const phone = uniquePhone();
    expect((await send(phone, 'register')).code).toBe(Code.OK);
    const second = await send(phone, 'register');
    expect(second.code).toBe(Code.RATE_LIMITED);
    expect(second.obj?.retry_after).toBeGreaterThan(0);
    expect(second.obj?.retry_after).toBeLessThanOrEqual(60);
    expect(second.message).toMatch(/^发送过于频繁，请\d+秒后再试$/);
    for (let i = 0; i < 4; i++) {
      await age(phone, '61 seconds');
      expect((await send(phone, 'register')).code).toBe(Code.OK);
    }
    await age(phone, '61 seconds');
    const sixth = await send(phone, 'register');
    expect(sixth.code).toBe(Code.RATE_LIMITED);
    expect(sixth.obj?.retry_after).toBeGreaterThan(60);
    await age(phone, '1 hour');
    for (let i = 0; i < 5; i++) {
      expect((await send(phone, 'register')).code).toBe(Code.OK);
      await age(phone, '61 seconds');
    }
    await age(phone, '1 hour');
    const eleventh = await send(phone, 'register');
    expect(eleventh.code).toBe(Code.RATE_LIMITED);
    expect(eleventh.obj?.retry_after).toBeGreaterThan(3600);
  });

  it('asks for a picture captcha after three sends from one address within an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await send(uniquePhone(), 'register', ip)).code).toBe(Code.OK);
    const phone = uniquePhone();
    const blocked = await send(phone, 'register', ip);
    expect(blocked).toMatchObject({
      code: Code.INVALID,
      message: '请输入图形验证码',
      obj: { captcha_required: true },
    });

    const picture = await t.newClient().get<{ captcha_id: string; image: string }>('/captcha');
    expect(picture.obj.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await send(phone, 'register', ip, { captcha_id: picture.obj.captcha_id, captcha: 'ZZZZ' });
    expect(wrong).toMatchObject({ code: Code.INVALID, obj: { captcha_required: true } });

    const id = 'a'.repeat(32);
    await t.database.db
      .insert(captchas)
      .values({ id, answerHash: hashAnswer(id, 'K7PX'), expiresAt: sql`now() + interval '5 minutes'` });
    expect((await send(phone, 'register', ip, { captcha_id: id, captcha: 'k7px' })).code).toBe(Code.OK);
    const replayed = await send(uniquePhone(), 'register', ip, { captcha_id: id, captcha: 'K7PX' });
    expect(replayed.obj).toMatchObject({ captcha_required: true });
  });

  it('logs in by phone or username and password, with one message for any wrong part, and locks after 5 failures', async () => {
    const { phone } = await register();
    await t.database.db
      .update(users)
      .set({ username: 'lab_buyer', passwordHash: await hashPassword('Secret.123') })
      .where(eq(users.phone, phone));
    expect(
      (await t.newClient().post('/login/password', { account: phone, password: 'Secret.123' })).code,
    ).toBe(Code.OK);
    expect(
      (await t.newClient().post('/login/password', { account: 'LAB_BUYER', password: 'Secret.123' })).code,
    ).toBe(Code.OK);
    const wrongPassword = await t.newClient().post('/login/password', { account: phone, password: 'nope' });
    const unknownAccount = await t
      .newClient()
      .post('/login/password', { account: 'nobody_here', password: 'Secret.123' });
    expect(wrongPassword).toMatchObject({ code: Code.INVALID, message: WRONG_CREDENTIALS });
    expect(unknownAccount).toMatchObject({ code: Code.INVALID, message: WRONG_CREDENTIALS });
    for (let i = 0; i < 4; i++)
      await t.newClient().post('/login/password', { account: phone, password: 'nope' });
    const locked = await t.newClient().post('/login/password', { account: phone, password: 'Secret.123' });
    expect(locked.code).toBe(Code.RATE_LIMITED);
  });

  /** A member who has set a username and a password, as the settings pages leave them. */
  async function memberWithPassword() {
    const phone = uniquePhone();
    const username = `lab_${phone.slice(-8)}`;
    await insertUser(t.database.db, { phone, username, passwordHash: await hashPassword('Secret.123') });
    return { phone, username };
  }
  const loginAs = (account: string, password: string, ip: string) =>
    t.newClient().post('/login/password', { account, password }, { ip });

  it('when 5 wrong passwords were typed with the username, then the phone is locked too, even with the right password', async () => {
    const { phone, username } = await memberWithPassword();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await loginAs(username, 'nope', ip)).code).toBe(Code.INVALID);
    const locked = await loginAs(phone, 'Secret.123', freshIp());
    expect(locked).toMatchObject({ code: Code.RATE_LIMITED, message: '登录失败次数过多，请15分钟后再试' });
  });

  it('when 5 wrong passwords were typed with the phone, then the username is locked too', async () => {
    const { phone, username } = await memberWithPassword();
    for (let i = 0; i < 5; i++) await loginAs(phone, 'nope', freshIp());
    expect((await loginAs(username.toUpperCase(), 'Secret.123', freshIp())).code).toBe(Code.RATE_LIMITED);
  });

  it('when one address locked a member, then another member from that address still logs in', async () => {
    const victim = await memberWithPassword();
    const other = await memberWithPassword();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await loginAs(victim.username, 'nope', ip);
    expect((await loginAs(other.phone, 'Secret.123', ip)).code).toBe(Code.OK);
  });

  it('when failures were split between username and phone, then a right password clears them for both', async () => {
    const { phone, username } = await memberWithPassword();
    for (let i = 0; i < 2; i++) await loginAs(username, 'nope', freshIp());
    for (let i = 0; i < 2; i++) await loginAs(phone, 'nope', freshIp());
    expect((await loginAs(username, 'Secret.123', freshIp())).code).toBe(Code.OK);
    for (let i = 0; i < 4; i++) await loginAs(phone, 'nope', freshIp());
    expect((await loginAs(phone, 'Secret.123', freshIp())).code).toBe(Code.OK);
  });

  it('when an unknown identifier is guessed 5 times, then it answers exactly as a locked member does', async () => {
    const { username } = await memberWithPassword();
    const unknown = `nobody_${uniquePhone().slice(-6)}`;
    for (let i = 0; i < 5; i++) {
      const [known, nobody] = [
        await loginAs(username, 'nope', freshIp()),
        await loginAs(unknown, 'nope', freshIp()),
      ];
      expect(nobody).toEqual(known);
    }
    const [known, nobody] = [
      await loginAs(username, 'nope', freshIp()),
      await loginAs(unknown, 'nope', freshIp()),
    ];
    expect(known.code).toBe(Code.RATE_LIMITED);
    expect(nobody).toEqual(known);
  });
});

describe.each(databaseKinds)('one SMS code, many logins at once, on %s', (kind) => {
  // Meaningful on PostgreSQL, where the requests really run on separate connections; on PGlite it
  // still checks the result, though its single connection serialises them.
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates exactly one session from 50 parallel logins with the same correct code', async () => {
    const phone = uniquePhone();
    await t.newClient().post('/sms/send', { phone, purpose: 'register' });
    await t.newClient().post('/register/mobile', { phone, code: t.smsCodes(phone).at(-1) });
    await t.database.db
      .update(smsCodes)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(smsCodes.phone, phone));
    await t.newClient().post('/sms/send', { phone, purpose: 'login' });
    const code = t.smsCodes(phone).at(-1);
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    await t.database.db.delete(sessions).where(eq(sessions.userId, user!.id));

    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.newClient().post('/login/sms', { phone, code })),
    );
    expect(results.filter((r) => r.code === Code.OK)).toHaveLength(1);
    // The losers are told the code is spent, or, once they count as failed logins, to wait.
    const codes = new Set(results.map((r) => r.code));
    expect([...codes].every((c) => c === Code.OK || c === Code.INVALID || c === Code.RATE_LIMITED)).toBe(
      true,
    );
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows).toHaveLength(1);
  });
});
