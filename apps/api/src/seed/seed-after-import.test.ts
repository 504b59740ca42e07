import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase } from '../../test/databases.ts';
import { productTypes } from '../catalogue/catalogue.schema.ts';
import { runCatalogueImport } from '../catalogue/import/run-import.ts';
import { navEntries } from '../content/content.schema.ts';
import { floors } from '../content/home.schema.ts';
import type { Database } from '../platform/db.ts';
import { seedDemoData } from './seed.ts';

const HEADER =
  'sku,name,name_en,cas,formula,mw,purity,pack,price,stock,category,brand,synonyms,controlled,spec,mdl,storage,hazards,min_qty,step,lead_days\n';

/** Issue 32: `npm run db:seed` after a merchant's `npm run catalog:import` stopped on product_types_pkey. */
describe.each(databaseKinds)('the demo seed after a merchant imported first (%s)', (kind) => {
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    dir = mkdtempSync(path.join(tmpdir(), 'labmall-seed-after-import-'));
    // Twelve categories of the merchant's own take ids 1–12, where the demo's fixed ids are.
    const rows = Array.from(
      { length: 12 },
      (_, i) => `MER-${i},商户试剂${i},,,,,分析纯 AR,500 g,12.00,10,商户分类${i},商户品牌,,,,,,,1,1,0\n`,
    );
    const file = path.join(dir, 'merchant.csv');
    writeFileSync(file, HEADER + rows.join(''));
    const report = await runCatalogueImport(database.db, file, {});
    expect(report.status).toBe('applied');
    expect(report.validRows).toBe(12);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('when the seed runs, then it completes, and again changes nothing', async () => {
    await seedDemoData(database.db);
    const count = async () => (await database.db.select({ id: productTypes.id }).from(productTypes)).length;
    const before = await count();
    await seedDemoData(database.db);
    expect(await count()).toBe(before);
  }, 120_000);

  it("the merchant's categories keep their ids and the demo's links point at the demo's categories", async () => {
    const [merchant] = await database.db
      .select()
      .from(productTypes)
      .where(eq(productTypes.name, '商户分类0'));
    expect(merchant).toBeDefined();
    const [chromatography] = await database.db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.name, '色谱试剂'));
    const [nav] = await database.db
      .select({ link: navEntries.link })
      .from(navEntries)
      .where(eq(navEntries.code, 'reagents-organic'));
    const [organic] = await database.db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.name, '有机试剂'));
    expect(nav!.link).toMatchObject({ params: { product_type_id: organic!.id } });
    expect(organic!.id).not.toBe(2); // the merchant's import holds 2
    // Every demo floor stands on a demo category, none on the merchant's that took its demo id.
    const floorCategories = await database.db
      .select({ name: productTypes.name })
      .from(floors)
      .innerJoin(productTypes, eq(productTypes.id, floors.productTypeId));
    expect(floorCategories.map((c) => c.name).sort()).toEqual(
      ['仪器设备', '化学试剂', '实验耗材', '生物试剂'].sort(),
    );
    expect(chromatography).toBeDefined();
  });
});
