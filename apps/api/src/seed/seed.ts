import { eq } from 'drizzle-orm';
import { navEntries, sysConfig } from '../content/content.schema.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { type DemoNavEntry, demoConfig, demoNav } from './demo-content.ts';

async function seedNav(db: DbOrTx, entries: DemoNavEntry[], parentId: number | null) {
  for (const [sort, entry] of entries.entries()) {
    // Keyed by code: a re-run neither duplicates an entry nor undoes the merchant's edits to it.
    await db
      .insert(navEntries)
      .values({
        code: entry.code,
        name: entry.name,
        link: entry.link,
        list: entry.list ?? [],
        parentId,
        sort,
      })
      .onConflictDoNothing({ target: navEntries.code });
    const [row] = await db
      .select({ id: navEntries.id })
      .from(navEntries)
      .where(eq(navEntries.code, entry.code));
    if (entry.children) await seedNav(db, entry.children, row!.id);
  }
}

/** Loads the demo data. Idempotent: a second run changes nothing a merchant has edited. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(demoConfig)) {
      await tx.insert(sysConfig).values({ key, value }).onConflictDoNothing();
    }
    await seedNav(tx, demoNav, null);
  });
}
