import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { navEntries, sysConfig } from './content.schema.ts';

export async function readConfig(db: DbOrTx, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: sysConfig.key, value: sysConfig.value })
    .from(sysConfig)
    .where(inArray(sysConfig.key, [...keys]));
  return new Map(rows.map((r) => [r.key, r.value]));
}

export type NavRow = typeof navEntries.$inferSelect;

export async function listNavEntries(db: DbOrTx): Promise<NavRow[]> {
  return db.select().from(navEntries).orderBy(asc(navEntries.sort), asc(navEntries.id));
}
