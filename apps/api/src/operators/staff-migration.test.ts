import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseKind, databaseKinds, freshDatabase } from '../../test/databases.ts';
import { type Database, migrationsFolder } from '../platform/db.ts';

/** The app's migrations before staff accounts: a database as the release before them left it. */
function migrationsBeforeStaff(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'labmall-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag.endsWith('_staff_accounts')),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe.each(databaseKinds)('migration 0019 (staff accounts) on %s', (kind: DatabaseKind) => {
  let database: Database;
  let before: string;
  beforeAll(async () => {
    before = migrationsBeforeStaff();
    database = await freshDatabase(kind, { migrate: false });
    await database.migrate(before);
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('when members were operators, then each is a staff row with their roles and no password, what they did points at it, and operators is gone', async () => {
    const [operator, former, buyer] = await rows(
      database,
      sql`insert into users (phone, nickname) values ('13900000031', '老王'), ('13900000032', ''), ('13900000033', '买家')
        returning id`,
    );
    await database.db.execute(sql`insert into operators (user_id) values (${operator!.id})`);
    await database.db.execute(sql`insert into operator_roles (user_id, role_id)
      select ${operator!.id}, id from roles where name in ('管理员', '财务')`);
    // The former operator was revoked after reviewing a licence: the review still names them.
    await database.db.execute(sql`insert into licences (user_id, kind, number, valid_from, valid_until, image, state, reviewed_by)
      values (${buyer!.id}, 'precursor-2', 'A-1', '2026-01-01', '2099-01-01', 'k1', 'approved', ${operator!.id}),
             (${buyer!.id}, 'precursor-3', 'A-2', '2026-01-01', '2099-01-01', 'k2', 'rejected', ${former!.id})`);
    await database.db.execute(sql`insert into full_data_views (operator_id, member_id, field, request_id)
      values (${operator!.id}, ${buyer!.id}, 'id_card', 'req-1')`);

    await database.migrate();

    const staff = await rows(
      database,
      sql`select id, username, display_name, password_hash, totp_enabled_at, disabled_at is not null as disabled
        from staff order by username`,
    );
    expect(staff).toEqual([
      expect.objectContaining({
        username: 'op13900000031',
        display_name: '老王',
        password_hash: null,
        totp_enabled_at: null,
        disabled: false,
      }),
      expect.objectContaining({ username: 'op13900000032', display_name: '13900000032', disabled: true }),
    ]);
    const [wang, revoked] = staff.map((s) => Number(s.id));
    const held = await rows(
      database,
      sql`select r.name from operator_roles o join roles r on r.id = o.role_id where o.staff_id = ${wang} order by r.id`,
    );
    expect(held.map((r) => r.name)).toEqual(['管理员', '财务']);
    const reviewers = await rows(database, sql`select number, reviewed_by from licences order by number`);
    expect(reviewers.map((r) => Number(r.reviewed_by))).toEqual([wang, revoked]);
    const [view] = await rows(database, sql`select operator_id, member_id from full_data_views`);
    expect(Number(view!.operator_id)).toBe(wang);
    expect(Number(view!.member_id)).toBe(Number(buyer!.id));
    // The columns now reference staff: a member's id that is no staff id is refused.
    await expect(
      database.db.execute(
        sql`update licences set reviewed_by = ${Number(buyer!.id) + 1000} where number = 'A-1'`,
      ),
    ).rejects.toThrow();
    expect(
      await rows(
        database,
        sql`select 1 from information_schema.tables where table_name in ('operators', 'staff_from_members')`,
      ),
    ).toEqual([]);
  });
});
