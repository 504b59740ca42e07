import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseKind, databaseKinds, freshDatabase } from '../../../test/databases.ts';
import type { Database } from '../../platform/db.ts';
import { createLocalStorage } from '../../platform/storage/local/local-storage.ts';
import { products } from '../catalogue.schema.ts';
import { structurePictureKey } from '../structure/picture-key.ts';
import { structureFingerprints } from '../structure-search/structure-search.schema.ts';
import { csvLine } from './csv-write.ts';
import { readCatalogueRecords } from './read-catalogue-file.ts';
import { runCatalogueImport } from './run-import.ts';

const EXAMPLE = join(import.meta.dirname, '../../../../../docs/examples/catalog-import-example.csv');
const records: string[][] = [];
for await (const r of readCatalogueRecords(EXAMPLE)) records.push(r.cells);
const [HEADER, ...ROWS] = records;
const column = (name: string) => HEADER!.indexOf(name);

/** Example row `n` with some cells replaced, and a structure cell at the end. */
function row(n: number, smiles: string, changes: Record<string, string> = {}): string[] {
  const cells = [...ROWS[n]!];
  for (const [name, value] of Object.entries(changes)) cells[column(name)] = value;
  return [...cells, smiles];
}

const dir = mkdtempSync(join(tmpdir(), 'labmall-structures-'));
let fileNo = 0;
function csvFile(rows: string[][], header = [...HEADER!, 'smiles']): string {
  const path = join(dir, `f${++fileNo}.csv`);
  writeFileSync(path, [header, ...rows].map(csvLine).join(''));
  return path;
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ACETONITRILE_KEY = 'WEVYAHXRMPXWCK-UHFFFAOYSA-N';
const CITRATE_DIHYDRATE = '[Na+].[Na+].[Na+].OC(CC(=O)[O-])(CC(=O)[O-])C(=O)[O-].O.O';

describe.each(databaseKinds)('structures in the catalogue import on %s', (kind: DatabaseKind) => {
  let database: Database;
  const storage = createLocalStorage({ root: join(dir, 'objects'), secret: () => 'x'.repeat(64) });
  const stored = async (sku: string) => {
    const [p] = await database.db
      .select({ smiles: products.smiles, inchikey: products.inchikey, picture: products.structurePicture })
      .from(products)
      .where(eq(products.name, ROWS.find((r) => r[column('sku')] === sku)![column('name')]!));
    return p;
  };

  beforeAll(async () => {
    database = await freshDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  it('when a row carries a SMILES that agrees, then its canonical SMILES, InChIKey and picture are stored', async () => {
    const report = await runCatalogueImport(database.db, csvFile([row(0, 'N#CC')]), { storage });
    expect(report.errors).toEqual([]);
    expect(report.status).toBe('applied');
    expect(await stored('HX-C00049-4L')).toEqual({
      smiles: 'CC#N',
      inchikey: ACETONITRILE_KEY,
      picture: structurePictureKey(ACETONITRILE_KEY),
    });
    const picture = await storage.head(structurePictureKey(ACETONITRILE_KEY));
    expect(picture?.contentType).toBe('image/svg+xml');
    const svg = new TextDecoder().decode(
      await storage.readStart(structurePictureKey(ACETONITRILE_KEY), 65_536),
    );
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<script|<\?xml|<rect/);
    // Structure search's fingerprints are written with the product, in the import's transaction.
    const [fp] = await database.db
      .select()
      .from(structureFingerprints)
      .where(eq(structureFingerprints.inchikey, ACETONITRILE_KEY));
    expect(fp).toMatchObject({ heavyAtoms: 3, morganBits: expect.any(Number) });
    expect(fp?.pattern).toMatch(/^[01]{2048}$/);
    expect(fp?.morgan.replaceAll('0', '')).toHaveLength(fp!.morganBits);
    // The first import starts RDKit twice (the validator's worker, the writing thread's fingerprints).
  }, 30_000);

  it('when the SMILES is another substance, then the row is refused naming both formulas, and nothing applied', async () => {
    const report = await runCatalogueImport(
      database.db,
      csvFile([row(2, 'CCO'), row(0, 'CCCO', { stock: '1' })]),
    );
    expect(report.status).toBe('invalid');
    expect(report.errors).toEqual([
      { row: 3, column: 'smiles', reason: expect.stringMatching(/C3H8O.*C2H3N/) },
    ]);
    expect(await stored('TN-C00004-500ML')).toBeUndefined();
    // Ethanol's fingerprints, written with its (valid) row, went with the rolled-back import.
    expect(await database.db.$count(structureFingerprints)).toBe(1);
  });

  it('when the SMILES cannot be read, then the row is refused with a clear reason', async () => {
    const report = await runCatalogueImport(database.db, csvFile([row(2, 'CC(')]));
    expect(report.errors).toEqual([{ row: 2, column: 'smiles', reason: '结构式无法识别：“CC(”' }]);
  });

  it('when a salt hydrate is given with its hydrate formula, then it is stored', async () => {
    const hydrate = row(5, CITRATE_DIHYDRATE, {
      sku: 'HX-CIT-500G',
      name: '柠檬酸三钠二水合物',
      name_en: 'Trisodium citrate dihydrate',
      cas: '6132-04-3',
      formula: 'C6H5Na3O7·2H2O',
      mw: '294.10',
    });
    const report = await runCatalogueImport(database.db, csvFile([hydrate]), { storage });
    expect(report.errors).toEqual([]);
    const [p] = await database.db
      .select({ inchikey: products.inchikey })
      .from(products)
      .where(eq(products.name, '柠檬酸三钠二水合物'));
    expect(p?.inchikey).toMatch(/^[A-Z]{14}-[A-Z]{10}-[A-Z]$/);
  });

  it('when a later file has no structure column, then the stored structure is kept', async () => {
    const report = await runCatalogueImport(database.db, csvFile([ROWS[0]!], HEADER!));
    expect(report.status).toBe('applied');
    expect((await stored('HX-C00049-4L'))?.inchikey).toBe(ACETONITRILE_KEY);
  });

  it('when a later file has the column empty, then the structure is cleared', async () => {
    const report = await runCatalogueImport(database.db, csvFile([row(0, '')]));
    expect(report.status).toBe('applied');
    expect(await stored('HX-C00049-4L')).toEqual({ smiles: null, inchikey: null, picture: null });
  });
});
