import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { stockMovements } from '../orders/orders.schema.ts';
import { buildDemoCatalogue } from '../seed/catalogue/demo-catalogue.ts';
import { seedDemoData } from '../seed/seed.ts';
import { brands, products, productTypes, skus } from './catalogue.schema.ts';
import type { CatalogueItem } from './import/catalogue-row.ts';
import { upsertCatalogue } from './upsert-catalogue.ts';

const count = (t: TestApp, table: typeof products | typeof skus) =>
  t.database.db
    .select({ n: sql<string | number>`count(*)` })
    .from(table)
    .then(([r]) => Number(r!.n));

describe.each(databaseKinds)('catalogue upsert on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
  }, 60_000);
  afterAll(() => t.close());

  it('seeds the demo catalogue once: a second seed adds nothing', async () => {
    const demo = buildDemoCatalogue();
    expect(await count(t, skus)).toBe(demo.length);
    const productCount = await count(t, products);
    await seedDemoData(t.database.db);
    expect(await count(t, skus)).toBe(demo.length);
    expect(await count(t, products)).toBe(productCount);
  });

  it('updates by 货号 regardless of case, creates missing categories and brands, and reindexes', async () => {
    const demo = buildDemoCatalogue();
    const acetonitrile = demo.find((i) => i.sku === 'HX-C00049-1L')!;
    const changed: CatalogueItem = { ...acetonitrile, sku: 'hx-c00049-1l', priceFen: 12_345, stock: 7 };
    const fresh: CatalogueItem = {
      ...acetonitrile,
      sku: 'ZZ-NEW-1',
      name: '测试新品',
      nameEn: 'Brand-new Test',
      cas: null,
      synonyms: [],
      brand: '新测品牌',
      category: ['化学试剂', '新二级', '新三级'],
    };
    const result = await upsertCatalogue(t.database.db, [changed, fresh], { existing: 'update' });
    expect(result).toMatchObject({ productsCreated: 1, productsUpdated: 1, skusCreated: 1, skusUpdated: 1 });
    const [sku] = await t.database.db.select().from(skus).where(eq(skus.sku, 'HX-C00049-1L'));
    expect(sku).toMatchObject({ priceFen: 12_345, stock: 7 });
    const [brand] = await t.database.db.select().from(brands).where(eq(brands.name, '新测品牌'));
    expect(brand?.initial).toBe('X');
    const [leaf] = await t.database.db.select().from(productTypes).where(eq(productTypes.name, '新三级'));
    expect(leaf).toBeDefined();
    const { obj } = await t.client.get<{ list: { name: string }[] }>('/product/list', {
      keyword: 'ZZ-NEW-1',
    });
    expect(obj.list[0]?.name).toBe('测试新品');
  });

  it('in update mode, changes price and stock, and files a new pack of a stored product under it', async () => {
    const demo = buildDemoCatalogue();
    const item = demo.find((i) => i.sku === 'HX-C00049-4L')!;
    const [before] = await t.database.db.select().from(skus).where(eq(skus.sku, item.sku));
    const productCount = await count(t, products);
    const changed = { ...item, priceFen: item.priceFen + 100, stock: item.stock + 1 };
    const newPack: CatalogueItem = {
      ...item,
      sku: 'HX-C00049-2.5L',
      pack: { size: 2.5, unit: 'L', container: null },
    };
    const result = await upsertCatalogue(t.database.db, [changed], { existing: 'update' });
    expect(result).toMatchObject({ productsCreated: 0, productsUpdated: 1, skusCreated: 0, skusUpdated: 1 });
    // Alone in its call, the new pack still finds its product by brand, name and grade.
    const added = await upsertCatalogue(t.database.db, [newPack], { existing: 'update' });
    expect(added).toMatchObject({ productsCreated: 0, productsUpdated: 1, skusCreated: 1, skusUpdated: 0 });
    const [after] = await t.database.db.select().from(skus).where(eq(skus.sku, item.sku));
    expect(after).toMatchObject({
      priceFen: item.priceFen + 100,
      stock: item.stock + 1,
      productId: before!.productId,
    });
    const [fresh] = await t.database.db.select().from(skus).where(eq(skus.sku, 'HX-C00049-2.5L'));
    expect(fresh).toMatchObject({ productId: before!.productId, pack: '2.5 L' });
    expect(await count(t, products)).toBe(productCount);
    const { obj } = await t.client.get<{ list: { id: number }[] }>('/product/list', {
      keyword: 'HX-C00049-2.5L',
    });
    expect(obj.list[0]?.id).toBe(before!.productId);
  });

  it('when SKUs are seeded, created or restocked by an import, then the stock ledger sums to each SKU’s stock', async () => {
    const demo = buildDemoCatalogue();
    const item = demo.find((i) => i.sku === 'HX-C00049-500mL') ?? demo[0]!;
    await upsertCatalogue(t.database.db, [{ ...item, stock: item.stock + 7 }], { existing: 'update' });
    await upsertCatalogue(t.database.db, [{ ...item, stock: 0 }], { existing: 'update' });
    const unbalanced = (
      (await t.database.db.execute(sql`
        select s.sku, s.stock, coalesce(sum(m.delta), 0)::int as ledger
        from ${skus} s left join ${stockMovements} m on m.sku_id = s.id
        group by s.id having s.stock <> coalesce(sum(m.delta), 0)`)) as unknown as { rows: unknown[] }
    ).rows;
    expect(unbalanced).toEqual([]);
    const reasons = (
      (await t.database.db.execute(
        sql`select reason, count(*)::int as n from ${stockMovements} group by reason order by reason`,
      )) as unknown as { rows: { reason: string; n: number }[] }
    ).rows.map((r) => r.reason);
    expect(reasons).toEqual(['import', 'opening']);
  });

  it('in update mode, moves a product to a new category path and a new brand', async () => {
    const demo = buildDemoCatalogue();
    const item = demo.find((i) => i.sku === 'HX-C00418-500ML')!;
    const [sku] = await t.database.db.select().from(skus).where(eq(skus.sku, item.sku));
    const moved = { ...item, category: ['化学试剂', '改类一级', '改类二级'], brand: '改名品牌' };
    const result = await upsertCatalogue(t.database.db, [moved], { existing: 'update' });
    // Another brand is another product (brand, name and grade make a product), but the 货号 keeps its own.
    expect(result).toMatchObject({ productsCreated: 0, productsUpdated: 1, skusUpdated: 1 });
    const [product] = await t.database.db
      .select({ type: productTypes.name, brand: brands.name })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.id, sku!.productId));
    expect(product).toEqual({ type: '改类二级', brand: '改名品牌' });
  });

  it('applies nothing when a row breaks a constraint', async () => {
    const demo = buildDemoCatalogue();
    const before = await count(t, skus);
    const good = { ...demo[0]!, sku: 'ZZ-OK-1', name: '半途品' };
    const bad = { ...demo[1]!, sku: 'ZZ-BAD-1', name: '坏行', stock: -1 };
    await expect(upsertCatalogue(t.database.db, [good, bad], { existing: 'update' })).rejects.toThrow();
    expect(await count(t, skus)).toBe(before);
  });
});
