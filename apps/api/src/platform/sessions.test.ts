import { Code } from '@labmall/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { sessions } from '../accounts/accounts.schema.ts';
import { endOtherSessions } from '../accounts/sessions.repository.ts';
import { hashToken } from './sessions.ts';

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_DAYS: '2' } });
  });
  afterAll(() => t.close());

  const whoAmI = async (options: { session?: string | null; cookie?: string } = {}) =>
    (await t.client.get<{ user_id: number }>('/user/info', {}, options)).obj.user_id;

  it('stores only the hash of the token', async () => {
    const user = await t.login();
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.tokenHash).toBe(hashToken(t.client.session!));
    expect(JSON.stringify(row)).not.toContain(t.client.session!);
  });

  it('resolves the member from the session field, or from the session cookie when the field is absent', async () => {
    const user = await t.login();
    const token = t.client.session!;
    expect(await whoAmI()).toBe(user.id);
    expect(await whoAmI({ session: null, cookie: `session=${token}` })).toBe(user.id);
    expect(await whoAmI({ session: null })).toBe(0);
  });

  it('treats an unknown or malformed token as a visitor', async () => {
    expect(await whoAmI({ session: 'x'.repeat(43) })).toBe(0);
    expect(await whoAmI({ session: "' or 1=1 --" })).toBe(0);
  });

  it('ends a session revoked on the server', async () => {
    const user = await t.login();
    const session = await t.app.deps.sessions.resolve(t.client.session);
    expect(session?.userId).toBe(user.id);
    await t.app.deps.sessions.revoke(session!.sessionId);
    expect(await whoAmI()).toBe(0);
    const envelope = await t.client.post('/user/edit/nick_name', { nick_name: '已退出' });
    expect(envelope.code).toBe(Code.SESSION_EXPIRED);
  });

  it('ends a session idle for longer than the idle limit', async () => {
    await t.login();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.tokenHash, hashToken(t.client.session!)));
    expect(await whoAmI()).toBe(0);
  });

  it('keeps an active session alive and ends it at its absolute expiry', async () => {
    const user = await t.login();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '20 minutes'` })
      .where(eq(sessions.tokenHash, hashToken(t.client.session!)));
    expect(await whoAmI()).toBe(user.id);
    const [touched] = await t.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(t.client.session!)));
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(60_000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(t.client.session!)));
    expect(await whoAmI()).toBe(0);
  });

  it('ends all other sessions of a member on endOtherSessions, keeping the current one', async () => {
    const user = await t.login();
    const first = t.client.session!;
    const second = await t.app.deps.sessions.issue(user.id);
    const third = await t.app.deps.sessions.issue(user.id);
    await endOtherSessions(t.database.db, user.id, second.sessionId);
    expect(await whoAmI({ session: first })).toBe(0);
    expect(await whoAmI({ session: third.token })).toBe(0);
    expect(await whoAmI({ session: second.token })).toBe(user.id);
  });

  it('never shows one member another member’s data', async () => {
    const alice = await t.login({ nickname: '甲' });
    const aliceToken = t.client.session!;
    const bob = await t.login({ nickname: '乙' });
    const asBob = await t.client.get<{ user_id: number; nick_name: string }>('/user/info');
    expect(asBob.obj).toMatchObject({ user_id: bob.id, nick_name: '乙' });
    const asAlice = await t.client.get<{ user_id: number }>('/user/info', {}, { session: aliceToken });
    expect(asAlice.obj.user_id).toBe(alice.id);
  });
});
