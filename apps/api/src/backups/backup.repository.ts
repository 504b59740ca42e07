import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db, DbOrTx } from '../platform/db.ts';

/** Applied migrations; 0 when the migrations table is not there (not a labmall database). */
export async function migrationCount(db: DbOrTx): Promise<number> {
  const [found] = await rows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!found?.present) return 0;
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

/** Exact row counts of every table of the public schema, read in the caller's snapshot. */
export async function tableCounts(db: DbOrTx): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer execute() with the rows under `rows` (PGlite's Results, pg's QueryResult).
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What a backup counts, on a pg connection that holds the snapshot pg_dump is handed. */
export async function countOnConnection(client: pg.Client) {
  const db = drizzle(client) as unknown as Db;
  return { migrations: await migrationCount(db), counts: await tableCounts(db) };
}
