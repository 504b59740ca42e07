import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseKind, databaseKinds, freshDatabase } from '../../test/databases.ts';
import { type Database, migrationsFolder } from '../platform/db.ts';
import { businessRoleNames } from './built-in-roles.ts';

/** The app's migrations before the one tagged `…_tag`: a database as the release before it left it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'labmall-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag.endsWith(tag)),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe.each(databaseKinds)('migration 0017 (roles and permissions) on %s', (kind: DatabaseKind) => {
  let database: Database;
  let before: string;
  // Up to the roles, not past them: staff accounts (0019) moved operator_roles on to staff.
  let through: string;
  beforeAll(async () => {
    before = migrationsBefore('_roles_and_permissions');
    through = migrationsBefore('_staff_accounts');
    database = await freshDatabase(kind, { migrate: false });
    await database.migrate(before);
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
    rmSync(through, { recursive: true, force: true });
  });

  it('when operators existed, then one who could see ID numbers is 管理员 and the others can still call every route, ID numbers masked', async () => {
    const [plain, privileged] = await rows(
      database,
      sql`insert into users (phone) values ('13900000021'), ('13900000022') returning id`,
    );
    await database.db.execute(sql`insert into operators (user_id, roles) values
      (${plain!.id}, '{}'::text[]), (${privileged!.id}, '{view_id_numbers}'::text[])`);

    await database.migrate(through);

    const held = async (userId: unknown) =>
      (
        await rows(
          database,
          sql`select r.name from operator_roles o join roles r on r.id = o.role_id where o.user_id = ${userId} order by r.id`,
        )
      ).map((r) => r.name);
    expect(await held(privileged!.id)).toEqual(['管理员']);
    expect(await held(plain!.id)).toEqual(businessRoleNames);
    expect(
      await rows(
        database,
        sql`select column_name from information_schema.columns
      where table_name = 'operators' and column_name = 'roles'`,
      ),
    ).toEqual([]);
  });
});
