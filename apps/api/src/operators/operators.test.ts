import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, uniquePhone } from '../../test/helper.ts';
import { users } from '../accounts/accounts.schema.ts';
import { openDatabase } from '../platform/db.ts';
import { hasRole, isOperator, setOperator, setOperatorRole } from './operators.repository.ts';
import { operators } from './operators.schema.ts';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, 'admin-grant.ts');

describe.each(databaseKinds)('operator grants on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('grants, re-grants and revokes by mobile number, and says when no member has it', async () => {
    const member = await t.login();
    const db = t.database.db;
    expect(await setOperator(db, member.phone)).toBe('granted');
    expect(await setOperator(db, member.phone)).toBe('already');
    expect(await setOperator(db, member.phone, true)).toBe('revoked');
    expect(await setOperator(db, member.phone, true)).toBe('not-operator');
    expect(await setOperator(db, uniquePhone())).toBe('no-member');
  });

  it('when a role is granted, then the member becomes an operator holding it; revoking the role keeps them an operator', async () => {
    const member = await t.login();
    const db = t.database.db;
    expect(await hasRole(db, member.id, 'view_id_numbers')).toBe(false);
    expect(await setOperatorRole(db, member.phone, 'view_id_numbers')).toBe('granted');
    expect(await isOperator(db, member.id)).toBe(true);
    expect(await hasRole(db, member.id, 'view_id_numbers')).toBe(true);
    expect(await setOperatorRole(db, member.phone, 'view_id_numbers')).toBe('already');
    const [row] = await db.select().from(operators).where(eq(operators.userId, member.id));
    expect(row!.roles).toEqual(['view_id_numbers']);
    expect(await setOperatorRole(db, member.phone, 'view_id_numbers', true)).toBe('revoked');
    expect(await setOperatorRole(db, member.phone, 'view_id_numbers', true)).toBe('not-operator');
    expect(await hasRole(db, member.id, 'view_id_numbers')).toBe(false);
    expect(await isOperator(db, member.id)).toBe(true);
    expect(await setOperatorRole(db, uniquePhone(), 'view_id_numbers')).toBe('no-member');
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

  it('when a member’s number is listed, then they pass operator routes without a grant, and get no roles', async () => {
    const listed = await t.login({ phone: bootstrapPhone });
    expect((await t.client.get('/admin/verifications', {})).code).toBe(Code.OK);
    expect(await t.app.deps.operators.isOperator(listed.id)).toBe(true);
    expect(await hasRole(t.database.db, listed.id, 'view_id_numbers')).toBe(false);
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
    expect(await grant(phone)).toMatchObject({ code: 0, out: expect.stringContaining('is now an operator') });
    expect(await grant('--role', 'everything', phone)).toMatchObject({ code: 2 });
    expect(await grant('--role', 'view_id_numbers', phone)).toMatchObject({
      code: 0,
      out: expect.stringContaining('role view_id_numbers'),
    });

    const reopened = await openDatabase({ dataDir });
    const rows = await reopened.db.select().from(operators).where(eq(operators.userId, member!.id));
    await reopened.close();
    expect(rows).toMatchObject([{ roles: ['view_id_numbers'] }]);
  }, 90_000);
});
