import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { openDatabase } from '../platform/db.ts';
import { builtInRoles } from './built-in-roles.ts';
import { rolesOfOperator } from './operators.repository.ts';
import { roles } from './operators.schema.ts';
import { findStaffByUsername } from './staff.repository.ts';
import { verifyStaffPassword } from './staff-secrets.ts';
import { loginStaff } from './testing/staff-fixtures.ts';

const run = promisify(execFile);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const script = path.resolve(import.meta.dirname, '../scripts/ops.ts');

describe.each(databaseKinds)('staff roles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('when a database is new, then it holds the built-in roles exactly as built-in-roles.ts seeds them', async () => {
    const stored = await t.database.db
      .select({ name: roles.name, permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.builtIn, true));
    expect(stored.map((r) => ({ ...r, permissions: [...r.permissions].sort() })).sort(byName)).toEqual(
      builtInRoles.map((r) => ({ name: r.name, permissions: [...r.permissions].sort() })).sort(byName),
    );
  });

  it('when a staff member holds a role, then they may do exactly what it allows; disabled, they hold nothing', async () => {
    const staff = await loginStaff(t, ['财务']);
    expect([...(await t.app.deps.operators.permissionsOf(staff.id))!].sort()).toEqual(
      [...builtInRoles.find((r) => r.name === '财务')!.permissions].sort(),
    );
    expect((await t.client.get('/admin/transfers')).code).toBe(Code.OK);
    expect((await t.client.get('/admin/verifications')).code).toBe(Code.FORBIDDEN);
    await t.app.deps.staff.setDisabled(staff.id, true);
    expect(await rolesOfOperator(t.database.db, staff.id)).toBeUndefined();
    expect((await t.client.get('/admin/transfers')).code).toBe(Code.SESSION_EXPIRED);
  });
});

describe('npm run ops', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'labmall-ops-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const ops = (args: string[], password = 'first-admin-password') =>
    run(process.execPath, [script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: '', OPERATOR_PASSWORD: password },
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );

  it('creates the first administrator in a new store, leaves its seeding to the store, resets a password and a second factor, and refuses bad input', async () => {
    expect(await ops([])).toMatchObject({ code: 2, out: expect.stringContaining('usage') });
    expect(await ops(['create-operator', '--username', 'boss'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('--role 管理员'),
    });
    expect(await ops(['create-operator', '--username', 'boss', '--role', '管理员'], 'boss')).toMatchObject({
      code: 1,
      out: expect.stringContaining('密码至少10个字符'),
    });
    expect(await ops(['create-operator', '--username', 'boss', '--role', '老板'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('没有名为“老板”的角色'),
    });
    expect(
      await ops(['create-operator', '--username', 'Boss', '--role', '管理员', '--name', '店长']),
    ).toMatchObject({ code: 0, out: expect.stringContaining('created Boss') });
    expect(await ops(['create-operator', '--username', 'boss', '--role', '财务'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('用户名已被使用'),
    });
    // The CLI made the database: the store's first start still seeds the demo data.
    expect(existsSync(path.join(dataDir, 'seed-pending'))).toBe(true);
    expect(await ops(['reset-password', '--username', 'boss'], 'second-admin-password')).toMatchObject({
      code: 0,
      out: expect.stringContaining('new password set'),
    });
    expect(await ops(['reset-totp', '--username', 'nobody'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('no staff member'),
    });
    expect(await ops(['reset-totp', '--username', 'BOSS'])).toMatchObject({ code: 0 });

    const database = await openDatabase({ dataDir });
    try {
      expect(database.created).toBe(true);
      const boss = (await findStaffByUsername(database.db, 'boss'))!;
      expect(boss).toMatchObject({ username: 'Boss', displayName: '店长', totpEnabledAt: null });
      expect(await verifyStaffPassword('second-admin-password', boss.passwordHash)).toBe(true);
      expect((await rolesOfOperator(database.db, boss.id))?.map((r) => r.name)).toEqual(['管理员']);
      database.markSeeded();
    } finally {
      await database.close();
    }
    const reopened = await openDatabase({ dataDir });
    expect(reopened.created).toBe(false);
    await reopened.close();
  }, 300_000);
});
