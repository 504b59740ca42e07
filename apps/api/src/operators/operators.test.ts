import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { allPermissions } from '@labmall/contract';
import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, uniquePhone } from '../../test/helper.ts';
import { users } from '../accounts/accounts.schema.ts';
import { openDatabase } from '../platform/db.ts';
import { builtInRoles } from './built-in-roles.ts';
import { isOperator, rolesOfOperator, setOperator, setOperatorRole } from './operators.repository.ts';
import { operatorRoles, operators, roles } from './operators.schema.ts';

const run = promisify(execFile);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const script = path.resolve(import.meta.dirname, 'admin-grant.ts');

describe.each(databaseKinds)('operator grants on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const roleNamesOf = async (userId: number) =>
    (await rolesOfOperator(t.database.db, userId))?.map((r) => r.name);

  it('grants 管理员, re-grants and revokes by mobile number, and says when no member has it', async () => {
    const member = await t.login();
    const db = t.database.db;
    expect(await setOperator(db, member.phone)).toBe('granted');
    expect(await roleNamesOf(member.id)).toEqual(['管理员']);
    expect(await setOperator(db, member.phone)).toBe('already');
    expect(await setOperator(db, member.phone, true)).toBe('revoked');
    expect(await roleNamesOf(member.id)).toBeUndefined();
    expect(await setOperator(db, member.phone, true)).toBe('not-operator');
    expect(await setOperator(db, uniquePhone())).toBe('no-member');
  });

  it('when a role is granted, then the member becomes an operator holding just it; revoking the role keeps them an operator allowed nothing', async () => {
    const member = await t.login();
    const db = t.database.db;
    const permissions = () => t.app.deps.operators.permissionsOf(member.id);
    expect(await permissions()).toBeNull();
    expect(await setOperatorRole(db, member.phone, '财务')).toBe('granted');
    expect(await isOperator(db, member.id)).toBe(true);
    expect([...(await permissions())!].sort()).toEqual(
      [...builtInRoles.find((r) => r.name === '财务')!.permissions].sort(),
    );
    expect(await setOperatorRole(db, member.phone, '财务')).toBe('already');
    expect(await setOperatorRole(db, member.phone, '客服')).toBe('granted');
    expect(await roleNamesOf(member.id)).toEqual(expect.arrayContaining(['财务', '客服']));
    expect(await setOperatorRole(db, member.phone, '财务', true)).toBe('revoked');
    expect(await setOperatorRole(db, member.phone, '财务', true)).toBe('not-operator');
    expect(await setOperatorRole(db, member.phone, '客服', true)).toBe('revoked');
    expect(await isOperator(db, member.id)).toBe(true);
    expect((await permissions())?.size).toBe(0);
    expect((await t.client.get('/admin/orders')).code).toBe(Code.FORBIDDEN);
    expect(await setOperatorRole(db, member.phone, 'view_id_numbers')).toBe('no-role');
    expect(await setOperatorRole(db, uniquePhone(), '财务')).toBe('no-member');
  });

  it('when a database is new, then it holds the built-in roles exactly as built-in-roles.ts seeds them', async () => {
    const stored = await t.database.db
      .select({ name: roles.name, permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.builtIn, true));
    expect(stored.map((r) => ({ ...r, permissions: [...r.permissions].sort() })).sort(byName)).toEqual(
      builtInRoles.map((r) => ({ name: r.name, permissions: [...r.permissions].sort() })).sort(byName),
    );
  });

  it('when an operator is revoked, then their very next operator call is refused (no cached role)', async () => {
    const member = await t.login();
    await setOperator(t.database.db, member.phone);
    expect((await t.client.get('/admin/verifications')).code).toBe(Code.OK);
    await setOperator(t.database.db, member.phone, true);
    expect((await t.client.get('/admin/verifications')).code).toBe(Code.FORBIDDEN);
    // Still a member: member calls keep working.
    expect((await t.client.get('/user/sessions')).code).toBe(Code.OK);
  });
});

describe('operators named by OPERATOR_PHONES', () => {
  const bootstrapPhone = '13900001234';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { OPERATOR_PHONES: ` ${bootstrapPhone}, 13900005678 ` } });
  });
  afterAll(() => t.close());

  it('when a member’s number is listed, then they are 管理员 without a grant: every permission, ID numbers and roles included', async () => {
    const listed = await t.login({ phone: bootstrapPhone });
    expect((await t.client.get('/admin/verifications', {})).code).toBe(Code.OK);
    expect((await t.client.get('/admin/roles', {})).code).toBe(Code.OK);
    expect([...(await t.app.deps.operators.permissionsOf(listed.id))!].sort()).toEqual(
      [...allPermissions].sort(),
    );
    await t.login();
    expect((await t.client.get('/admin/verifications', {})).code).toBe(Code.FORBIDDEN);
  });

  it('when the setting names something other than mobile numbers, then the store refuses to start', async () => {
    await expect(buildTestApp('pglite', { env: { OPERATOR_PHONES: '13900001234,admin' } })).rejects.toThrow(
      /OPERATOR_PHONES/,
    );
  });
});

describe('npm run admin:grant', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'labmall-grant-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const grant = (...args: string[]) =>
    run(process.execPath, [script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: '' },
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );

  it('makes a registered member an operator in the configured database, and refuses bad input', async () => {
    const phone = uniquePhone();
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const [member] = await database.db.insert(users).values({ phone }).returning();
    await database.close();

    expect(await grant()).toMatchObject({ code: 2, out: expect.stringContaining('usage') });
    expect(await grant('12345')).toMatchObject({ code: 2 });
    expect(await grant(uniquePhone())).toMatchObject({ code: 1, out: expect.stringContaining('no member') });
    expect(await grant(phone)).toMatchObject({ code: 0, out: expect.stringContaining('role 管理员') });
    expect(await grant('--role', phone)).toMatchObject({ code: 2 });
    expect(await grant('--role', 'view_id_numbers', phone)).toMatchObject({
      code: 1,
      out: expect.stringContaining('members.view_id_numbers'),
    });
    expect(await grant('--role', '财务', phone)).toMatchObject({
      code: 0,
      out: expect.stringContaining('role 财务'),
    });

    const reopened = await openDatabase({ dataDir });
    const held = await reopened.db
      .select({ name: roles.name })
      .from(operatorRoles)
      .innerJoin(roles, eq(roles.id, operatorRoles.roleId))
      .where(eq(operatorRoles.userId, member!.id));
    const [operator] = await reopened.db.select().from(operators).where(eq(operators.userId, member!.id));
    await reopened.close();
    expect(operator).toBeDefined();
    expect(held.map((r) => r.name).sort()).toEqual(['财务', '管理员'].sort());
  }, 300_000);
});
