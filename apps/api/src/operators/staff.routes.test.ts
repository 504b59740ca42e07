import { staffMessages as contractMessages } from '@labmall/contract/staff';
import { Code } from '@labmall/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { staffSessions } from './staff.schema.ts';
import { staffMessages } from './staff.service.ts';
import { totpCode } from './staff-secrets.ts';
import { callForCookie, loginStaff, staffPasswordStep } from './testing/staff-fixtures.ts';

type Staff = {
  id: number;
  username: string;
  name: string;
  roles: string[];
  disabled: boolean;
  locked: boolean;
  totp_enrolled: boolean;
};

describe.each(databaseKinds)('staff accounts through the API on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = t.newClient();
    await loginStaff(t, ['管理员'], { client: admin, name: '店长' });
  });
  afterAll(() => t.close());

  const orders = (client: TestClient, options = {}) => client.get('/admin/orders', {}, options);

  it('when a staff member logs in, then the session is an HttpOnly, SameSite=Strict cookie that operator routes accept without the session field', async () => {
    const client = t.newClient();
    const staff = await loginStaff(t, ['订单'], { client });
    const { ticket, next } = await staffPasswordStep(client, staff.username, staff.password);
    expect(next).toBe('totp');
    // The next step's code: the enrolment's own step is spent (no replay).
    const later = Date.now() + 30_000;
    const done = await callForCookie(client, '/admin/auth/verify', {
      ticket,
      code: await totpCode(staff.secret, later),
    });
    expect(done.envelope).toMatchObject({ code: Code.OK, obj: {} });
    const setCookie = String([done.setCookie].flat().find((c) => String(c).startsWith('staff_session=')));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    const cookie = `staff_session=${done.cookie}`;
    expect((await orders(client, { session: null, cookie })).code).toBe(Code.OK);
    expect((await client.get('/admin/me', {}, { session: null, cookie })).obj).toMatchObject({
      id: staff.id,
    });
  });

  it('when a member calls an operator route, then 403 with no permission named; with no session, 503; a staff session on a member route is a visitor', async () => {
    const member = await t.login();
    expect(await orders(t.client)).toMatchObject({ code: Code.FORBIDDEN, obj: null });
    expect((await orders(t.newClient())).code).toBe(Code.SESSION_EXPIRED);
    const staffSide = t.newClient();
    const staff = await loginStaff(t, ['管理员'], { client: staffSide });
    expect((await staffSide.get('/user/sessions')).code).toBe(Code.SESSION_EXPIRED);
    expect(
      (await staffSide.get('/user/sessions', {}, { session: null, cookie: `staff_session=${staff.session}` }))
        .code,
    ).toBe(Code.SESSION_EXPIRED);
    // Whatever the numbers: a member whose id is a staff id is still no staff member.
    expect(member.id).toBeGreaterThan(0);
    expect((await orders(t.client, { cookie: `session=${t.client.session}` })).code).toBe(Code.FORBIDDEN);
  });

  it('when a session is idle past STAFF_IDLE_MINUTES or older than 12 hours, then it has ended', async () => {
    const idle = t.newClient();
    const one = await loginStaff(t, ['订单'], { client: idle });
    expect((await orders(idle)).code).toBe(Code.OK);
    await t.database.db.execute(
      sql`update staff_sessions set last_seen_at = now() - interval '31 minutes' where staff_id = ${one.id}`,
    );
    expect((await orders(idle)).code).toBe(Code.SESSION_EXPIRED);

    const old = t.newClient();
    const two = await loginStaff(t, ['订单'], { client: old });
    const [row] = await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, two.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(12 * 3_600_000);
    await t.database.db.execute(
      sql`update staff_sessions set expires_at = now() - interval '1 second' where staff_id = ${two.id}`,
    );
    expect((await orders(old)).code).toBe(Code.SESSION_EXPIRED);
  });

  it('when an administrator changes a staff member’s password, roles, second factor or disables them, then their sessions end at once', async () => {
    const changes: [string, (id: number) => Promise<unknown>][] = [
      ['password', (id) => admin.post('/admin/staff/reset-password', { id, password: 'brand-new-password' })],
      ['roles', (id) => admin.post('/admin/staff/roles', { id, roles: ['订单', '财务'] })],
      ['second factor', (id) => admin.post('/admin/staff/reset-totp', { id })],
      ['disabled', (id) => admin.post('/admin/staff/disable', { id, disabled: true })],
    ];
    for (const [what, change] of changes) {
      const client = t.newClient();
      const staff = await loginStaff(t, ['订单'], { client });
      expect((await orders(client)).code, what).toBe(Code.OK);
      expect(((await change(staff.id)) as { code: number }).code, what).toBe(Code.OK);
      expect((await orders(client)).code, what).toBe(Code.SESSION_EXPIRED);
    }
  });

  it('when a staff member logs out, then the session ends and the cookie is cleared', async () => {
    const client = t.newClient();
    await loginStaff(t, ['订单'], { client });
    const out = await callForCookie(client, '/admin/auth/logout', {});
    expect(out.envelope.code).toBe(Code.OK);
    expect(String([out.setCookie].flat().find((c) => String(c).startsWith('staff_session=')))).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
    expect((await orders(client)).code).toBe(Code.SESSION_EXPIRED);
  });

  it('when an administrator manages staff, then they are listed with roles and state, new ones need a password of ten characters that is not their name, and the name is unique in any case', async () => {
    const created = await admin.post<Staff>('/admin/staff/create', {
      username: 'Warehouse.1',
      name: '仓管',
      password: 'warehouse-password',
      roles: ['订单'],
    });
    expect(created).toMatchObject({
      code: Code.OK,
      obj: { username: 'Warehouse.1', name: '仓管', roles: ['订单'], disabled: false, totp_enrolled: false },
    });
    expect(
      await admin.post('/admin/staff/create', {
        username: 'warehouse.1',
        password: 'another-password',
        roles: [],
      }),
    ).toMatchObject({ code: Code.CONFLICT, obj: { fields: { username: staffMessages.usernameTaken } } });
    expect(
      await admin.post('/admin/staff/create', { username: 'shorty', password: 'short', roles: [] }),
    ).toMatchObject({
      code: Code.INVALID,
      obj: { fields: { password: contractMessages.passwordShort } },
    });
    expect(
      await admin.post('/admin/staff/create', { username: 'longname12', password: 'LongName12', roles: [] }),
    ).toMatchObject({
      code: Code.INVALID,
      obj: { fields: { password: contractMessages.passwordIsUsername } },
    });
    expect(
      await admin.post('/admin/staff/create', { username: 'x', password: 'long-enough-1', roles: [] }),
    ).toMatchObject({
      code: Code.INVALID,
      obj: { fields: { username: contractMessages.username } },
    });
    expect(
      await admin.post('/admin/staff/create', {
        username: 'someone',
        password: 'long-enough-1',
        roles: ['老板'],
      }),
    ).toMatchObject({ code: Code.INVALID });

    const list = await admin.get<{ list: Staff[] }>('/admin/staff');
    expect(list.obj.list.find((s) => s.username === 'Warehouse.1')).toMatchObject({
      roles: ['订单'],
      locked: false,
    });
    expect((await admin.get<{ name: string }>('/admin/me')).obj.name).toBe('店长');
    expect((await admin.post('/admin/staff/roles', { id: 999_999, roles: [] })).code).toBe(Code.NOT_FOUND);
  });

  it('when the change would leave no live staff member able to manage staff, then it is refused', async () => {
    const me = (await admin.get<{ id: number }>('/admin/me')).obj.id;
    // Other administrators exist (other tests made them): take their 管理员 away first.
    const others = (await admin.get<{ list: Staff[] }>('/admin/staff')).obj.list.filter(
      (s) => s.id !== me && s.roles.includes('管理员'),
    );
    for (const other of others)
      expect((await admin.post('/admin/staff/roles', { id: other.id, roles: [] })).code).toBe(Code.OK);
    expect(await admin.post('/admin/staff/roles', { id: me, roles: ['订单'] })).toMatchObject({
      code: Code.CONFLICT,
      message: staffMessages.lastManager,
    });
    expect(await admin.post('/admin/staff/disable', { id: me, disabled: true })).toMatchObject({
      code: Code.CONFLICT,
    });
    expect((await orders(admin)).code).toBe(Code.OK);
  });
});
