import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_PREFIX } from '../../catalogue/import/brands.ts';
import { COLUMNS } from '../../catalogue/import/catalogue-row.ts';
import { itemToRecord, recordCells } from '../../catalogue/import/csv-write.ts';
import { PACK_UNITS } from '../../catalogue/import/pack.ts';
import { readCatalogueFile } from '../../catalogue/import/read-catalogue-file.ts';
import { createCatalogueValidator } from '../../catalogue/import/validator.ts';
import { demoBrands } from '../demo-categories.ts';
import { demoCategoryPaths, proposedCategories } from './categories.ts';
import { consumables } from './consumables.ts';
import { buildDemoCatalogue } from './demo-catalogue.ts';
import { instruments } from './instruments.ts';

const items = buildDemoCatalogue();

describe('demo catalogue', () => {
  it('when consumables and instruments are counted, then there are at least 40', () => {
    expect(consumables.length + instruments.length).toBeGreaterThanOrEqual(40);
    expect(instruments.length).toBeGreaterThanOrEqual(10);
  });

  it('when it is built twice, then it is the same (货号 and prices are rules, not chance)', () => {
    expect(buildDemoCatalogue()).toEqual(items);
  });

  it('when 货号 are compared, then each is unique and shaped {brand}-{code}[-{pack}]', () => {
    const skus = items.map((i) => i.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const item of items) {
      expect(item.sku).toMatch(/^[A-Z]{2,3}-[A-Z]\d{5}(?:-[A-Z0-9.-]+)?$/);
      expect(item.sku.startsWith(`${BRAND_PREFIX[item.brand]}-`), item.sku).toBe(true);
    }
  });

  it('when brands are listed, then they are exactly the ten fictional demo brands', () => {
    expect(new Set(items.map((i) => i.brand))).toEqual(new Set(demoBrands.map((b) => b.name)));
  });

  it('when category paths are checked, then each exists in the demo tree or the proposed list, three levels deep', () => {
    const known = new Set([...demoCategoryPaths(), ...proposedCategories]);
    for (const item of items) {
      const path = item.category.join('/');
      expect(known.has(path), path).toBe(true);
      expect(item.category.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('when proposed categories are checked, then each hangs under an existing parent and none repeats the tree', () => {
    const tree = new Set(demoCategoryPaths());
    const topTwo = (path: string) => path.split('/').slice(0, 2).join('/');
    for (const path of proposedCategories) {
      expect(tree.has(path), path).toBe(false);
      expect(tree.has(path.split('/')[0]!), path).toBe(true);
      expect(
        tree.has(topTwo(path)) || proposedCategories.some((p) => p.startsWith(`${topTwo(path)}/`)),
        path,
      ).toBe(true);
    }
    expect(new Set(proposedCategories).size).toBe(proposedCategories.length);
  });

  it('when prices, stock and quantities are checked, then they are whole fen, non-negative and sane', () => {
    for (const item of items) {
      expect(Number.isSafeInteger(item.priceFen) && item.priceFen >= 100, item.sku).toBe(true);
      expect(Number.isSafeInteger(item.stock) && item.stock >= 0, item.sku).toBe(true);
      expect(item.minQty).toBeGreaterThanOrEqual(1);
      expect(item.minQty % item.step).toBe(0);
      expect(item.leadDays).toBeGreaterThanOrEqual(1);
      expect(PACK_UNITS).toContain(item.pack.unit);
    }
  });

  it('when the catalogue is written as import rows and read back, then every row is valid and unchanged', () => {
    const validator = createCatalogueValidator();
    // Without the structure column: these items were built without structures (reagent-smiles.test.ts
    // checks those), and a file without the column leaves a product's structure as it is.
    // Nor the explicit GHS pictograms and signal word: the demo derives them from the H codes.
    const columns = COLUMNS.filter((c) => c !== 'smiles' && c !== 'ghs_pictograms' && c !== 'signal_word');
    expect(validator.header(columns)).toBe(true);
    for (const [i, item] of items.entries()) validator.row(recordCells(itemToRecord(item), columns), i + 2);
    const { rows, errors } = validator.finish();
    expect(errors).toEqual([]);
    expect(rows.map(({ row: _row, productKey: _key, ...item }) => item)).toEqual(items);
  });

  it('when a regulated substance is stocked, then it ships later than an ordinary one', () => {
    const regulated = items.filter((i) => i.controlled.some((c) => c !== 'hazardous') && i.stock > 0);
    expect(regulated.length).toBeGreaterThan(0);
    for (const item of regulated) expect(item.leadDays, item.sku).toBeGreaterThanOrEqual(5);
  });

  it('when the documented example file is imported, then its ten rows are valid and match the demo catalogue', async () => {
    const path = fileURLToPath(
      new URL('../../../../../docs/examples/catalog-import-example.csv', import.meta.url),
    );
    const { rows, errors } = await readCatalogueFile(path);
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(10);
    for (const { row: _row, productKey: _key, ...item } of rows) {
      // The example has no P statement column: its rows leave a product's P statements alone.
      const { precautions: _p, ...demo } = items.find((i) => i.sku === item.sku)!;
      expect(item).toEqual(demo);
    }
  });
});
