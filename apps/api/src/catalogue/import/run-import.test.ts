import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseKind, databaseKinds, freshDatabase } from '../../../test/databases.ts';
import type { Database } from '../../platform/db.ts';
import { products, skus } from '../catalogue.schema.ts';
import { csvLine } from './csv-write.ts';
import { readCatalogueRecords } from './read-catalogue-file.ts';
import { formatImportError, runCatalogueImport } from './run-import.ts';

const EXAMPLE = join(import.meta.dirname, '../../../../../docs/examples/catalog-import-example.csv');
const records: string[][] = [];
for await (const r of readCatalogueRecords(EXAMPLE)) records.push(r.cells);
const [HEADER, ...ROWS] = records;
const column = (name: string) => HEADER!.indexOf(name);

/** Example row `n` (0-based) with some cells replaced. */
function exampleRow(n: number, changes: Record<string, string> = {}): string[] {
  const cells = [...ROWS[n]!];
  for (const [name, value] of Object.entries(changes)) cells[column(name)] = value;
  return cells;
}

const dir = mkdtempSync(join(tmpdir(), 'labmall-import-'));
let fileNo = 0;
function csvFile(rows: string[][], header: string[] = HEADER!): string {
  const path = join(dir, `f${++fileNo}.csv`);
  writeFileSync(path, [header, ...rows].map(csvLine).join(''));
  return path;
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(databaseKinds)('catalogue import on %s', (kind: DatabaseKind) => {
  let database: Database;
  const counts = async () => {
    const [p] = await database.db.select({ n: sql<string | number>`count(*)` }).from(products);
    const [s] = await database.db.select({ n: sql<string | number>`count(*)` }).from(skus);
    return { products: Number(p!.n), skus: Number(s!.n) };
  };
  const priceOf = async (sku: string) =>
    (await database.db.select({ price: skus.priceFen }).from(skus).where(eq(skus.sku, sku)))[0]?.price;

  beforeAll(async () => {
    database = await freshDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  const indexes = async () => {
    const result = await database.db.execute(
      sql`select indexdef from pg_indexes where tablename in ('products', 'skus') order by indexname`,
    );
    return (result as unknown as { rows: { indexdef: string }[] }).rows.map((r) => r.indexdef);
  };

  it('when the example file is imported, then all its rows are applied', async () => {
    const before = await indexes();
    const report = await runCatalogueImport(database.db, EXAMPLE);
    // A first import loads without the secondary indexes and builds them again at the end.
    expect(await indexes()).toEqual(before);
    expect(before.some((d) => d.includes('USING gin'))).toBe(true);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({
      status: 'applied',
      validRows: 10,
      invalidRows: 0,
      result: { productsCreated: 10, productsUpdated: 0, skusCreated: 10, skusUpdated: 0 },
    });
    expect(await counts()).toEqual({ products: 10, skus: 10 });
  });

  it('when the same file comes again with a changed price, then the SKU is updated, nothing added', async () => {
    const rows = ROWS.map((_, n) => exampleRow(n, n === 0 ? { price: '600.50', stock: '3' } : {}));
    const report = await runCatalogueImport(database.db, csvFile(rows));
    expect(report).toMatchObject({
      status: 'applied',
      result: { productsCreated: 0, productsUpdated: 10, skusCreated: 0, skusUpdated: 10 },
    });
    expect(await priceOf(ROWS[0]![column('sku')]!)).toBe(60_050);
    expect(await counts()).toEqual({ products: 10, skus: 10 });
  });

  it('when a required column is missing, then the file is refused and nothing applied', async () => {
    const before = await counts();
    const header = HEADER!.filter((c) => c !== 'price');
    const rows = [exampleRow(0, { sku: 'NEW-1' })].map((r) => r.filter((_, i) => i !== column('price')));
    const report = await runCatalogueImport(database.db, csvFile(rows, header));
    expect(report.status).toBe('refused');
    expect(report.errors).toEqual([{ row: 1, column: 'price', reason: '缺少必需的列' }]);
    expect(await counts()).toEqual(before);
  });

  it('when the file is missing or of an unknown type, then it is refused', async () => {
    expect((await runCatalogueImport(database.db, join(dir, 'nope.csv'))).status).toBe('refused');
    const xls = join(dir, 'old.xls');
    writeFileSync(xls, 'x');
    const report = await runCatalogueImport(database.db, xls);
    expect(report).toMatchObject({ status: 'refused', errors: [{ row: 0, column: null }] });
    expect(report.errors[0]!.reason).toContain('不支持的文件类型');
  });

  it('when a 货号 is duplicated, then both rows are named and nothing is applied', async () => {
    const before = await counts();
    const rows = [
      exampleRow(0, { sku: 'DUP-1' }),
      exampleRow(1, { sku: 'NEW-2' }),
      exampleRow(2, { sku: 'dup-1' }),
    ];
    const report = await runCatalogueImport(database.db, csvFile(rows));
    expect(report.status).toBe('invalid');
    expect(report.errors).toEqual([{ row: 4, column: 'sku', reason: '货号 dup-1 与第 2 行重复' }]);
    expect(await counts()).toEqual(before);
  });

  it('when cells are bad, then each is reported by row, column and reason, and nothing is applied', async () => {
    const before = await counts();
    const oldPrice = await priceOf(ROWS[0]![column('sku')]!);
    const rows = [
      exampleRow(0, { price: '1.00' }), // good on its own: an update that must not happen
      exampleRow(1, { sku: 'BAD-PRICE', price: '-5' }),
      exampleRow(2, { sku: 'BAD-STOCK', stock: '-1' }),
      exampleRow(3, { sku: 'BAD-TEXT', stock: '很多' }),
      exampleRow(4, { sku: 'BAD-CAS', cas: '7722-64-8' }),
    ];
    const report = await runCatalogueImport(database.db, csvFile(rows));
    expect(report).toMatchObject({ status: 'invalid', validRows: 1, invalidRows: 4 });
    expect(report.errors).toEqual([
      { row: 3, column: 'price', reason: '不能为负数' },
      { row: 4, column: 'stock', reason: '不能为负数' },
      { row: 5, column: 'stock', reason: '应为数字，实际为“很多”' },
      { row: 6, column: 'cas', reason: 'CAS 号校验位不正确（7722-64-8 的校验位应为 7）' },
    ]);
    expect(formatImportError(report.errors[0]!)).toBe('3, price, 不能为负数');
    expect(await counts()).toEqual(before);
    expect(await priceOf(ROWS[0]![column('sku')]!)).toBe(oldPrice);
  });

  it('when bad rows are to be skipped, then only the good rows are applied and the bad listed', async () => {
    const before = await counts();
    const rows = [
      exampleRow(0, { sku: 'SKIP-OK-1', name: '跳过测试甲' }),
      exampleRow(1, { sku: 'SKIP-BAD', price: 'abc' }),
      exampleRow(2, { sku: 'SKIP-OK-2', name: '跳过测试乙' }),
    ];
    const report = await runCatalogueImport(database.db, csvFile(rows), { skipInvalid: true });
    expect(report).toMatchObject({
      status: 'applied',
      validRows: 2,
      invalidRows: 1,
      result: { productsCreated: 2, skusCreated: 2 },
      errors: [{ row: 3, column: 'price', reason: '应为金额，实际为“abc”' }],
    });
    expect(await counts()).toEqual({ products: before.products + 2, skus: before.skus + 2 });
    expect(await priceOf('SKIP-BAD')).toBeUndefined();
  });

  it('when the rows of one product arrive in different slices, then they make one product', async () => {
    const before = await counts();
    const base = { name: '分批测试品', cas: '', formula: '', mw: '', synonyms: '' };
    const rows = [
      exampleRow(5, { ...base, sku: 'BATCH-1', pack: '1 g' }),
      exampleRow(6, { sku: 'BATCH-OTHER', name: '分批其他' }),
      exampleRow(5, { ...base, sku: 'BATCH-2', pack: '2 g' }),
      exampleRow(5, { ...base, sku: 'BATCH-3', pack: '3 g' }),
    ];
    const report = await runCatalogueImport(database.db, csvFile(rows), { batchSize: 1 });
    expect(report.result).toMatchObject({ productsCreated: 2, skusCreated: 4 });
    expect(await counts()).toEqual({ products: before.products + 2, skus: before.skus + 4 });
    const owners = await database.db
      .select({ productId: skus.productId })
      .from(skus)
      .where(sql`${skus.sku} in ('BATCH-1', 'BATCH-2', 'BATCH-3')`);
    expect(new Set(owners.map((o) => o.productId)).size).toBe(1);
    // The 货号 of the later slices are searchable too (the lexemes are rebuilt at the end).
    const [hit] = await database.db
      .select({ n: sql<string | number>`count(*)` })
      .from(products)
      .where(sql`${products.search} @@ ${"'sku:batch-3'"}::tsquery`);
    expect(Number(hit!.n)).toBe(1);
  });
});
