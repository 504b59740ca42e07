import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseKind, databaseKinds, freshDatabase } from '../../../test/databases.ts';
import type { Database } from '../../platform/db.ts';
import { products } from '../catalogue.schema.ts';
import { csvLine } from './csv-write.ts';
import { readCatalogueRecords } from './read-catalogue-file.ts';
import { runCatalogueImport } from './run-import.ts';

const EXAMPLE = join(import.meta.dirname, '../../../../../docs/examples/catalog-import-example.csv');
const records: string[][] = [];
for await (const r of readCatalogueRecords(EXAMPLE)) records.push(r.cells);
const [HEADER, ...ROWS] = records;
const GHS_HEADER = [...HEADER!, 'p_statements', 'ghs_pictograms', 'signal_word'];

const dir = mkdtempSync(join(tmpdir(), 'labmall-ghs-'));
let fileNo = 0;
function csvFile(rows: string[][], header = GHS_HEADER): string {
  const path = join(dir, `f${++fileNo}.csv`);
  writeFileSync(path, [header, ...rows].map(csvLine).join(''));
  return path;
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Example row 0 (乙腈 HPLC 4 L) with the three GHS cells. */
const acetonitrile = (p: string, pictograms = '', signal = '') => [...ROWS[0]!, p, pictograms, signal];

describe.each(databaseKinds)('GHS label columns in the catalogue import on %s', (kind: DatabaseKind) => {
  let database: Database;
  const stored = async () => {
    const [p] = await database.db
      .select({
        precautions: products.precautions,
        pictograms: products.ghsPictograms,
        signalWord: products.signalWord,
      })
      .from(products)
      .where(eq(products.name, '乙腈'));
    return p;
  };

  beforeAll(async () => {
    database = await freshDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  it('when a row carries P statements, pictograms and a signal word, then they are stored in their canonical form', async () => {
    const report = await runCatalogueImport(
      database.db,
      csvFile([acetonitrile('P210 p305+p351+p338|P501', 'ghs2 GHS07', 'Danger')]),
    );
    expect(report.errors).toEqual([]);
    expect(await stored()).toEqual({
      precautions: ['P210', 'P305+P351+P338', 'P501'],
      pictograms: ['GHS02', 'GHS07'],
      signalWord: '危险',
    });
  });

  it('when a code is unknown, then the row is refused naming it, in Chinese, and nothing is applied', async () => {
    const report = await runCatalogueImport(
      database.db,
      csvFile([acetonitrile('P210 P999', 'GHS10', '小心')]),
    );
    expect(report.status).toBe('invalid');
    expect(report.errors).toEqual([
      { row: 2, column: 'p_statements', reason: expect.stringContaining('未知的防范说明代码“P999”') },
      { row: 2, column: 'ghs_pictograms', reason: expect.stringContaining('“GHS10”') },
      { row: 2, column: 'signal_word', reason: '信号词应为“危险”或“警告”，实际为“小心”' },
    ]);
    expect((await stored())?.precautions).toEqual(['P210', 'P305+P351+P338', 'P501']);
  });

  it('when a later file has none of the columns, then the stored label is kept', async () => {
    const report = await runCatalogueImport(database.db, csvFile([ROWS[0]!], HEADER!));
    expect(report.status).toBe('applied');
    expect(await stored()).toEqual({
      precautions: ['P210', 'P305+P351+P338', 'P501'],
      pictograms: ['GHS02', 'GHS07'],
      signalWord: '危险',
    });
  });

  it('when a later file has the cells empty, then the label is cleared (pictograms and signal word derived again)', async () => {
    const report = await runCatalogueImport(database.db, csvFile([acetonitrile('')]));
    expect(report.status).toBe('applied');
    expect(await stored()).toEqual({ precautions: [], pictograms: [], signalWord: null });
  });
});
