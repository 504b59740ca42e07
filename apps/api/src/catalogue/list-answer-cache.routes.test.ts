import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { insertActivity, replaceActivityItems } from '../activities/activities.repository.ts';
import { products, skus } from './catalogue.schema.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { insertTestSkus } from './testing/catalogue-fixtures.ts';

const HOUR = 3600_000;

interface Listed {
  id: number;
  name: string;
  min_price?: string | null;
  activity?: { title: string; price: string } | null;
}

/**
 * Issue 38: the product list's answers are kept per query (list-answer-cache.ts, ADR 0067): the same for
 * every member, forgotten on a purge, and never kept past an activity's start or end.
 */
describe('the list answers kept per query', () => {
  let t: TestApp;
  let productId: number;
  let productTypeId: number;

  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { LIST_CACHE_SECONDS: '60' } });
    const [skuId] = await insertTestSkus(t.database.db, 1);
    const [row] = await t.database.db
      .select({ productId: skus.productId, productTypeId: products.productTypeId })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(eq(skus.id, skuId!));
    productId = row!.productId;
    productTypeId = row!.productTypeId;
    // An activity that starts in an hour and ends in two, on the product's one SKU.
    const start = new Date(Date.now() + HOUR);
    const activityId = await insertActivity(t.database.db, {
      themeId: null,
      title: '整点特惠',
      banner: '',
      rules: '',
      startsAt: start,
      endsAt: new Date(start.getTime() + HOUR),
      sort: 0,
      published: true,
    });
    await replaceActivityItems(t.database.db, activityId, [{ skuId: skuId!, priceFen: 1 }]);
    await t.login();
  }, 60_000);
  afterAll(() => t.close());

  const query = () => ({
    filter: `product_type_id:${productTypeId}`,
    sort: 'relevance' as const,
    index: 1,
    pageSize: 20,
  });
  const rename = (name: string) =>
    t.database.db.update(products).set({ name }).where(eq(products.id, productId));

  it('answers a member the same query from what it kept until a purge, then reads afresh', async () => {
    const listed = async () =>
      (await t.client.get<{ list: Listed[] }>('/product/list', query())).obj.list.find(
        (p) => p.id === productId,
      )!;
    await rename('缓存前的名称');
    await t.app.deps.pageCache.purge();
    expect((await listed()).name).toBe('缓存前的名称');

    // Written past the store (as SQL would): nothing purged, so the kept answer stands.
    await rename('缓存后的名称');
    expect((await listed()).name).toBe('缓存前的名称');

    // What an operator's catalogue write does once committed (dispatch.ts), here or on another instance.
    await t.app.deps.pageCache.purge();
    const fresh = await listed();
    expect(fresh.name).toBe('缓存后的名称');
    expect(fresh.min_price).toBeTruthy();
  });

  it('never answers from before an activity started or ended, however long it may keep an answer', async () => {
    let clock = Date.now();
    const catalogue = createCatalogueService({
      db: t.database.db,
      catalogueOptions: t.app.deps.catalogueOptions,
      now: () => new Date(clock),
      listCache: { ttlMs: 24 * HOUR },
    });
    const listed = async () => (await catalogue.list(false, query())).list.find((p) => p.id === productId)!;

    expect((await listed()).activity).toBeNull();
    await rename('整点前');
    expect((await listed()).activity).toBeNull();

    clock += HOUR + 1_000;
    const during = await listed();
    expect(during.activity).toMatchObject({ title: '整点特惠', price: '0.01' });
    expect(during.min_price).toBe('0.01');
    // The whole cache went with the start, not only this product's answer.
    expect(during.name).toBe('整点前');

    clock += HOUR;
    expect((await listed()).activity).toBeNull();
  });
});
