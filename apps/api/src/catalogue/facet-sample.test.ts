import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { runCatalogueImport } from './import/run-import.ts';
import { writeGeneratedCatalogueFile } from './import/write-generated.ts';
import { FACET_SAMPLE } from './product-query.ts';

interface Facet {
  id: number;
  count: number;
}
interface ListAnswer {
  total: number;
  facets: { categories: Facet[]; brands: Facet[]; sampled: boolean };
}

describe.each(databaseKinds)('facet counts past the sample on %s', (kind) => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), 'labmall-facets-'));
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const file = path.join(dir, 'generated.csv');
    await writeGeneratedCatalogueFile(file, 4000);
    const report = await runCatalogueImport(t.database.db, file);
    expect(report.status).toBe('applied');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts exactly, from the same scan as the total, when no category or brand is chosen', async () => {
    const { obj } = await t.client.get<ListAnswer>('/product/list', {});
    expect(obj.total).toBeGreaterThan(FACET_SAMPLE);
    expect(obj.facets.sampled).toBe(false);
    expect(obj.facets.categories.reduce((n, c) => n + c.count, 0)).toBe(obj.total);
    expect(obj.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(obj.total);
  });

  it(`says the counts are a sample when a filter leaves more than ${FACET_SAMPLE} products to count`, async () => {
    const { obj: all } = await t.client.get<ListAnswer>('/product/list', {});
    const brand = [...all.facets.brands].sort((a, b) => a.count - b.count)[0]!;
    // Brands are counted over everything but the brand filter: all products, past the sample.
    const { obj } = await t.client.get<ListAnswer>('/product/list', {
      filter: `product_brand_id:${brand.id}`,
    });
    expect(obj.total).toBe(brand.count);
    expect(obj.facets.sampled).toBe(true);
    expect(obj.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(FACET_SAMPLE);
  });

  it('counts exactly when fewer match what each facet is counted over', async () => {
    const { obj: all } = await t.client.get<ListAnswer>('/product/list', {});
    const smallest = (facets: Facet[]) => [...facets].sort((a, b) => a.count - b.count)[0]!;
    const category = smallest(all.facets.categories);
    const brand = smallest(all.facets.brands);
    const list = (filter: string) => t.client.get<ListAnswer>('/product/list', { filter }).then((a) => a.obj);
    // Categories are counted over the brand filter, brands over the category filter.
    const both = await list(`product_type_id:${category.id};product_brand_id:${brand.id}`);
    expect(both.facets.sampled).toBe(false);
    const byBrand = await list(`product_brand_id:${brand.id}`);
    const byCategory = await list(`product_type_id:${category.id}`);
    expect(byBrand.total).toBeLessThan(FACET_SAMPLE);
    expect(byCategory.total).toBeLessThan(FACET_SAMPLE);
    expect(both.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(byCategory.total);
  });
});
