import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseKind, databaseKinds, freshDatabase } from '../../test/databases.ts';
import { type Database, migrationsFolder } from './db.ts';

/** The app's migrations up to and including `tag`: a database as a release before this one left it. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'labmall-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe.each(databaseKinds)(
  'migrations 0010 and 0011 (cart SKU and upload keys) on %s',
  (kind: DatabaseKind) => {
    let database: Database;
    let before: string;
    beforeAll(async () => {
      before = migrationsUpTo('0008_id_numbers_operator_roles_upload_quota');
      database = await freshDatabase(kind, { migrate: false });
      await database.migrate(before);
    });
    afterAll(async () => {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    });

    it('when rows already point at nothing, then they are cleared and the keys are added', async () => {
      const [member] = await rows(
        database,
        sql`insert into users (phone, avatar) values ('13900000009', 'o/avatar/202601/gone') returning id`,
      );
      const userId = Number(member!.id);
      await database.db.execute(sql`insert into uploaded_objects (owner_id, purpose, key, file_name, size, content_type)
      values (${userId}, 'identity', 'o/identity/202601/kept', 'licence.png', 10, 'image/png')`);
      await database.db.execute(
        sql`insert into cart_items (user_id, sku_id, quantity) values (${userId}, 424242, 1)`,
      );
      await database.db.execute(sql`insert into identity_verifications (user_id, kind, state, licence)
      values (${userId}, 'organisation', 'rejected', 'o/identity/202601/gone'),
             (${userId}, 'organisation', 'pending', 'o/identity/202601/kept')`);

      await database.migrate();

      expect(await rows(database, sql`select * from cart_items`)).toEqual([]);
      expect(await rows(database, sql`select avatar from users where id = ${userId}`)).toEqual([
        { avatar: null },
      ]);
      expect(
        await rows(database, sql`select state, licence from identity_verifications order by id`),
      ).toEqual([
        { state: 'rejected', licence: null },
        { state: 'pending', licence: 'o/identity/202601/kept' },
      ]);
      const keys = await rows(
        database,
        sql`select conname from pg_constraint where contype = 'f' and conname in (
        'cart_items_sku_id_skus_id_fk', 'users_avatar_uploaded_objects_key_fk',
        'identity_verifications_id_card_front_uploaded_objects_key_fk',
        'identity_verifications_id_card_back_uploaded_objects_key_fk',
        'identity_verifications_licence_uploaded_objects_key_fk') order by conname`,
      );
      expect(keys).toHaveLength(5);
    });
  },
);
