import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { createCartService } from '../cart/cart.service.ts';
import { createQuickOrderService } from '../cart/quick-order.service.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { createCatalogueService } from '../catalogue/catalogue.service.ts';
import { insertTestSkus } from '../catalogue/testing/catalogue-fixtures.ts';
import { upsertCollect } from '../collect/collect.repository.ts';
import { insertActivity, replaceActivityItems } from './activities.repository.ts';

const DAY = 24 * 3600 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY);

interface Charged {
  price?: string;
  list_price?: string | null;
  activity?: { id: number; title: string; ends_at: string } | null;
}
interface DetailSku extends Charged {
  id: number;
  sku: string;
}
interface ListItem {
  id: number;
  min_price?: string | null;
  activity?: { id: number; title: string; price: string; list_price: string } | null;
}

/** The three price fields of an answer's SKU, whichever answer it came from. */
const priceOf = ({ price, list_price, activity }: Charged) => ({
  price,
  list_price,
  activity: activity ? { id: activity.id, title: activity.title, ends_at: activity.ends_at } : null,
});

/**
 * Issue 32 item 4: the item page, the list and quick order answer the price the 采购单 charges for a
 * SKU at the same instant, activity included (activities/charged-price.ts, ADR 0034).
 */
describe.each(databaseKinds)('the price a member is charged, everywhere, on %s', (kind) => {
  let t: TestApp;
  let member: TestClient;
  let visitor: TestClient;
  let memberId: number;
  /** SKUs of one product priced 10.00, 20.00 and 30.00 yuan. */
  let skuIds: number[];
  let productId: number;
  let productTypeId: number;
  let codes: string[];
  let running: number;
  let upcoming: number;
  let ended: number;

  async function activity(title: string, startsAt: Date, endsAt: Date, items: [number, number][]) {
    const id = await insertActivity(t.database.db, {
      themeId: null,
      title,
      banner: '',
      rules: '',
      startsAt,
      endsAt,
      sort: 0,
      published: true,
    });
    await replaceActivityItems(
      t.database.db,
      id,
      items.map(([skuId, priceFen]) => ({ skuId, priceFen })),
    );
    return id;
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    skuIds = await insertTestSkus(t.database.db, 3);
    const [row] = await t.database.db
      .select({ productId: skus.productId })
      .from(skus)
      .where(eq(skus.id, skuIds[0]!));
    productId = row!.productId;
    running = await activity('开学季特惠', at(-1), at(30), [[skuIds[0]!, 850]]);
    upcoming = await activity('年终采购节', at(10), at(20), [[skuIds[2]!, 2_500]]);
    ended = await activity('暑期特惠', at(-20), at(-2), [[skuIds[1]!, 1_500]]);
    memberId = (await t.login()).id;
    member = t.newClient();
    member.session = t.client.session;
    visitor = t.newClient();
    const detail = await member.get<{ product_type_id: number; skus: DetailSku[] }>('/product/detail', {
      id: productId,
    });
    productTypeId = detail.obj.product_type_id;
    codes = skuIds.map((id) => detail.obj.skus.find((s) => s.id === id)!.sku);
  }, 60_000);
  afterAll(() => t.close());

  const listQuery = () => ({
    filter: `product_type_id:${productTypeId}`,
    sort: 'relevance' as const,
    index: 1,
    pageSize: 20,
  });

  it('when an activity runs, then the item page, the list and quick order give the price the 采购单 charges', async () => {
    const detail = await member.get<{ skus: DetailSku[] }>('/product/detail', { id: productId });
    await member.post('/user/cart/add', { items: skuIds.map((sku_id) => ({ sku_id, quantity: 1 })) });
    const cart = await member.get<{ list: (Charged & { sku_id: number })[] }>('/user/cart/list');
    const quick = await member.post<{ lines: { sku: (Charged & { sku_id: number }) | null }[] }>(
      '/quick/resolve',
      { lines: codes.map((code) => ({ code, quantity: '1' })) },
    );
    const list = await member.get<{ list: ListItem[] }>('/product/list', listQuery());

    for (const [i, skuId] of skuIds.entries()) {
      const charged = priceOf(cart.obj.list.find((l) => l.sku_id === skuId)!);
      expect(priceOf(detail.obj.skus.find((s) => s.id === skuId)!)).toEqual(charged);
      expect(priceOf(quick.obj.lines[i]!.sku!)).toEqual(charged);
    }
    // The running activity's SKU at its price, with its own struck through; the others at their own.
    expect(priceOf(detail.obj.skus.find((s) => s.id === skuIds[0])!)).toMatchObject({
      price: '8.50',
      list_price: '10.00',
      activity: { id: running, title: '开学季特惠', ends_at: expect.any(String) },
    });
    expect(detail.obj.skus.find((s) => s.id === skuIds[1])).toMatchObject({
      price: '20.00',
      list_price: null,
    });
    expect(detail.obj.skus.find((s) => s.id === skuIds[2])).toMatchObject({ price: '30.00', activity: null });
    expect(list.obj.list.find((p) => p.id === productId)).toMatchObject({
      min_price: '8.50',
      activity: { id: running, title: '开学季特惠', price: '8.50', list_price: '10.00' },
    });
  });

  it('when a visitor reads the item and the list, then no price, list price or activity reaches them', async () => {
    const detail = await visitor.get<{ skus: DetailSku[] }>('/product/detail', { id: productId });
    expect(detail.code).toBe(Code.OK);
    expect(JSON.stringify(detail.obj)).not.toMatch(/price|activity|8\.50/);
    const list = await visitor.get<{ list: ListItem[] }>('/product/list', listQuery());
    expect(list.obj.list.map((p) => p.id)).toContain(productId);
    expect(JSON.stringify(list.obj.list)).not.toMatch(/price|activity/);
  });

  /** Every answer of the four, read by one fixed clock. */
  async function answersAt(when: Date) {
    const now = () => when;
    const db = t.database.db;
    const catalogue = createCatalogueService({ db, catalogueOptions: t.app.deps.catalogueOptions, now });
    const cart = createCartService({ db, addToCollect: upsertCollect, now });
    const quick = createQuickOrderService({ db, now });
    const [detail, list, cartList, resolved] = await Promise.all([
      catalogue.detail(productId),
      catalogue.list(false, listQuery()),
      cart.list(memberId),
      quick.resolve(
        memberId,
        codes.map((code) => ({ code, quantity: '1' })),
      ),
    ]);
    const byCart = skuIds.map((id) => priceOf(cartList.list.find((l) => l.sku_id === id)!));
    skuIds.forEach((id, i) => {
      expect(priceOf(detail.skus.find((s) => s.id === id)!)).toEqual(byCart[i]);
      expect(priceOf(resolved.lines[i]!.sku!)).toEqual(byCart[i]);
    });
    return { prices: byCart, listed: list.list.find((p) => p.id === productId)! };
  }

  it('when the activity has not started yet, then all four answer the list price', async () => {
    // Five days ago: the running activity had not started, the ended one still ran (SKU 2 at 15.00).
    const { prices, listed } = await answersAt(at(-5));
    expect(prices.map((p) => [p.price, p.list_price, p.activity?.id ?? null])).toEqual([
      ['10.00', null, null],
      ['15.00', '20.00', ended],
      ['30.00', null, null],
    ]);
    expect(listed).toMatchObject({ min_price: '10.00', activity: { id: ended, price: '15.00' } });
  });

  it('when two activities run, then each SKU carries its own and the list shows the lowest activity price', async () => {
    const { prices, listed } = await answersAt(at(15));
    expect(prices.map((p) => [p.price, p.activity?.id ?? null])).toEqual([
      ['8.50', running],
      ['20.00', null],
      ['25.00', upcoming],
    ]);
    expect(listed).toMatchObject({ min_price: '8.50', activity: { id: running, price: '8.50' } });
  });

  it('when every activity has ended, then all four answer the list price and no activity', async () => {
    const { prices, listed } = await answersAt(at(31));
    expect(prices).toEqual([
      { price: '10.00', list_price: null, activity: null },
      { price: '20.00', list_price: null, activity: null },
      { price: '30.00', list_price: null, activity: null },
    ]);
    expect(listed).toMatchObject({ min_price: '10.00', activity: null });
  });
});
