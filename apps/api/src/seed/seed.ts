import { eq, sql } from 'drizzle-orm';
import { brands, productTypes } from '../catalogue/catalogue.schema.ts';
import { fillStructureFingerprints, upsertCatalogue } from '../catalogue/catalogue.service.ts';
import { navEntries, sysConfig } from '../content/content.schema.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { buildDemoCatalogue } from './catalogue/demo-catalogue.ts';
import { seedContentPages } from './content/seed-content-pages.ts';
import { seedDemoActivities } from './demo-activities.ts';
import { type DemoCategory, demoBrands, demoCategories, withCategoryIds } from './demo-categories.ts';
import { type DemoNavEntry, demoConfig, demoNav } from './demo-content.ts';
import { seedDemoCoupons } from './demo-coupons.ts';
import { seedDemoHome } from './demo-home.ts';
import { seedDemoPoints } from './demo-points.ts';
import { readDemoStructures } from './demo-structures.ts';

/**
 * Two passes: categories with demo ids first, then the identity moves past them, then the rest;
 * interleaving them would let an automatic id take a demo id that is still to come. A demo id that is
 * already taken (the merchant imported a catalogue before the first seed, and the import's categories
 * took the low ids) is not forced: that category gets an automatic id in the second pass, and the demo's
 * links are pointed at whatever id it got (`demoCategoryIds`).
 */
async function seedCategories(db: DbOrTx, categories: DemoCategory[], pid: number | null, fixed: boolean) {
  for (const [sort, category] of categories.entries()) {
    if (fixed && category.id === undefined) continue;
    let id = await categoryIdByName(db, pid, category.name);
    if (id === undefined) {
      const demoId = fixed ? category.id! : undefined;
      if (demoId !== undefined && (await categoryIdTaken(db, demoId))) continue;
      const [row] = await db
        .insert(productTypes)
        .values({
          ...(demoId !== undefined ? { id: demoId } : {}),
          name: category.name,
          pid,
          sort,
          isGroup: !!category.group,
        })
        .returning({ id: productTypes.id });
      id = row!.id;
    }
    if (category.children) await seedCategories(db, category.children, id, fixed);
  }
}

async function categoryIdByName(db: DbOrTx, pid: number | null, name: string): Promise<number | undefined> {
  const [existing] = await db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(
      pid === null
        ? sql`${productTypes.pid} is null and ${productTypes.name} = ${name}`
        : sql`${productTypes.pid} = ${pid} and ${productTypes.name} = ${name}`,
    );
  return existing?.id;
}

async function categoryIdTaken(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.id, id));
  return row !== undefined;
}

/** Each demo id of the category tree → the id its category has in this database. */
async function demoCategoryIds(
  db: DbOrTx,
  categories: DemoCategory[],
  pid: number | null,
  ids = new Map<number, number>(),
) {
  for (const category of categories) {
    const id = await categoryIdByName(db, pid, category.name);
    if (id === undefined) continue;
    if (category.id !== undefined) ids.set(category.id, id);
    if (category.children) await demoCategoryIds(db, category.children, id, ids);
  }
  return ids;
}

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
  // Read before the transaction: RDKit's first start takes a moment, and PGlite has one connection.
  const structures = await readDemoStructures();
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(demoConfig)) {
      await tx.insert(sysConfig).values({ key, value }).onConflictDoNothing();
    }
    await seedCategories(tx, demoCategories, null, true);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('product_types', 'id'), (select max(id) from product_types))`,
    );
    await seedCategories(tx, demoCategories, null, false);
    const categoryIds = await demoCategoryIds(tx, demoCategories, null);
    await seedNav(tx, withCategoryIds(demoNav, categoryIds), null);
    for (const [sort, brand] of demoBrands.entries()) {
      await tx
        .insert(brands)
        .values({ ...brand, sort })
        .onConflictDoNothing({ target: brands.name });
    }
    // Products and SKUs through the import's own upsert; 货号 already present are left as they are.
    await upsertCatalogue(tx, buildDemoCatalogue(structures), { existing: 'skip' });
    // Structure search's fingerprints, with the products they index (RDKit is started by now).
    await fillStructureFingerprints(tx);
    await seedContentPages(tx);
    await seedDemoActivities(tx);
    await seedDemoPoints(tx);
    // After the catalogue: floors feature its products.
    await seedDemoHome(tx, categoryIds);
  });
  await seedDemoCoupons(db);
}
