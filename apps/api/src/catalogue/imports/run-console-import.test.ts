import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/helper.ts';
import { brands, products, skus } from '../catalogue.schema.ts';
import { COLUMNS } from '../import/catalogue-row.ts';
import { csvLine, recordCells } from '../import/csv-write.ts';
import { generateCatalogue } from '../import/generate.ts';
import { CONSOLE_IMPORT_SLICE, runConsoleImport } from './run-console-import.ts';

const BRAND = '分片测试品牌';
const ROWS = CONSOLE_IMPORT_SLICE * 2 + 100;
const records = [...generateCatalogue(ROWS, { seed: 3 })].map((r) => ({
  ...r,
  brand: BRAND,
  category: '分片测试/二级分类',
}));
const productKey = (r: (typeof records)[number]) => `${r.name}\u001f${r.purity}`;
const PRODUCTS = new Set(records.map(productKey)).size;

const run = (t: TestApp, file: string, apply: boolean) =>
  runConsoleImport(t.database.db, file, {
    apply,
    onProgress: async () => undefined,
    cancelled: async () => false,
  });

const brandProducts = (t: TestApp) =>
  t.database.db
    .select({ n: sql<string | number>`count(*)` })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(brands.name, BRAND))
    .then(([r]) => Number(r!.n));

// The lookups (categories, brands, product identities) are read once per run and shared by its slices.
describe.each(databaseKinds)('the console import over several slices on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    dir = mkdtempSync(path.join(os.tmpdir(), 'labmall-console-import-'));
    file = path.join(dir, 'slices.csv');
    writeFileSync(file, [COLUMNS, ...records.map((r) => recordCells(r))].map(csvLine).join(''));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('when a new brand, category and a product span slices, then the dry run forgets each slice and the apply makes each product once', async () => {
    // A product whose pack sizes straddle the first slice boundary.
    const first = new Set(records.slice(0, CONSOLE_IMPORT_SLICE).map(productKey));
    expect(records.slice(CONSOLE_IMPORT_SLICE).some((r) => first.has(productKey(r)))).toBe(true);

    // The second slice must not reuse the brand, category or product ids the first one rolled back.
    const checked = await run(t, file, false);
    expect(checked).toMatchObject({
      fileProblem: null,
      rowsWritten: ROWS,
      rowsFailed: 0,
      productsNew: PRODUCTS,
    });
    expect(await t.database.db.select().from(brands).where(eq(brands.name, BRAND))).toHaveLength(0);

    // The second slice must find the products the first one committed.
    const applied = await run(t, file, true);
    expect(applied).toMatchObject({ fileProblem: null, rowsWritten: ROWS, productsNew: PRODUCTS });
    expect(await brandProducts(t)).toBe(PRODUCTS);
    const [stored] = await t.database.db
      .select({ n: sql<string | number>`count(*)` })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(brands.name, BRAND));
    expect(Number(stored!.n)).toBe(ROWS);

    // Again: every product is there, nothing new, nothing doubled.
    const again = await run(t, file, true);
    expect(again).toMatchObject({ productsNew: 0, productsChanged: 0, productsUnchanged: PRODUCTS });
    expect(await brandProducts(t)).toBe(PRODUCTS);
  }, 120_000);
});
