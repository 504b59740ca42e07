import { Code } from '@labmall/protocol';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { products, skus } from '../catalogue/catalogue.schema.ts';
import { collectItems } from '../collect/collect.schema.ts';
import { seedDemoData } from '../seed/seed.ts';
import { cartItems } from './cart.schema.ts';

interface Line {
  sku_id: number;
  quantity: number;
  price: string;
  subtotal: string;
  selected: boolean;
  added_price: string | null;
  orderable: boolean;
  changes: {
    off_sale: boolean;
    out_of_stock: boolean;
    short_stock: boolean;
    price: 'up' | 'down' | null;
    quantity_rule: string | null;
  };
}
interface CartList {
  list: Line[];
  summary: {
    count: number;
    selected_count: number;
    selected_quantity: number;
    selected_total: string;
    blocked_count: number;
  };
}

describe.each(databaseKinds)('the 采购单 on %s', (kind) => {
  let t: TestApp;
  let pool: number[];
  const take = () => {
    const id = pool.shift();
    if (!id) throw new Error('the demo catalogue ran out of plain SKUs');
    return id;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    // Plain SKUs (on sale, 1 起订, step 1, stock ≥ 100, no controlled class: those ask for verification,
    // controlled-lines.routes.test.ts), each test taking its own and changing them freely.
    pool = (
      await t.database.db
        .select({ id: skus.id })
        .from(skus)
        .innerJoin(products, eq(products.id, skus.productId))
        .where(
          and(
            eq(skus.onSale, true),
            eq(skus.minQty, 1),
            eq(skus.step, 1),
            gte(skus.stock, 100),
            sql`cardinality(${products.controlled}) = 0`,
          ),
        )
        .orderBy(skus.id)
        .limit(80)
    ).map((r) => r.id);
  });
  afterAll(() => t.close());

  const list = async (client: TestClient = t.client) => {
    const answer = await client.get<CartList>('/user/cart/list');
    expect(answer.code, answer.message).toBe(Code.OK);
    return answer.obj;
  };
  const add = (items: { sku_id: number; quantity: number }[], client: TestClient = t.client) =>
    client.post<{ count: number }>('/user/cart/add', { items });
  const priceOf = async (id: number) =>
    (await t.database.db.select({ p: skus.priceFen }).from(skus).where(eq(skus.id, id)))[0]!.p;
  const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

  it('when a visitor asks for the list, then they are asked to log in', async () => {
    expect((await t.newClient().get('/user/cart/list')).code).toBe(Code.SESSION_EXPIRED);
  });

  it('when the list is empty, then it answers no lines and zero totals', async () => {
    await t.login();
    expect(await list()).toEqual({
      list: [],
      summary: {
        count: 0,
        selected_count: 0,
        selected_quantity: 0,
        selected_total: '0.00',
        blocked_count: 0,
      },
    });
  });

  it('when SKUs are added, then each line has its price, subtotal and the price when added, selected', async () => {
    await t.login();
    const [a, b] = [take(), take()];
    expect(
      (
        await add([
          { sku_id: a, quantity: 2 },
          { sku_id: b, quantity: 3 },
        ])
      ).obj,
    ).toEqual({ count: 2 });
    const { list: lines, summary } = await list();
    const pa = await priceOf(a);
    const pb = await priceOf(b);
    const lineA = lines.find((l) => l.sku_id === a)!;
    expect(lineA).toMatchObject({
      quantity: 2,
      price: yuan(pa),
      subtotal: yuan(pa * 2),
      added_price: yuan(pa),
      selected: true,
      orderable: true,
      changes: { off_sale: false, out_of_stock: false, short_stock: false, price: null, quantity_rule: null },
    });
    expect(summary).toEqual({
      count: 2,
      selected_count: 2,
      selected_quantity: 5,
      selected_total: yuan(pa * 2 + pb * 3),
      blocked_count: 0,
    });
  });

  it('when the price changes after adding, then the line is flagged with old and new price, and re-adding refreshes it', async () => {
    const me = await t.login();
    const a = take();
    const before = await priceOf(a);
    await add([{ sku_id: a, quantity: 1 }]);
    await t.database.db
      .update(skus)
      .set({ priceFen: before + 500 })
      .where(eq(skus.id, a));
    let line = (await list()).list[0]!;
    expect(line).toMatchObject({
      price: yuan(before + 500),
      added_price: yuan(before),
      changes: { price: 'up' },
    });
    // Never silently altered: the stored quantity and price when added are as they were.
    const [row] = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, me.id));
    expect(row).toMatchObject({ quantity: 1, addedPriceFen: before });

    await t.database.db
      .update(skus)
      .set({ priceFen: before - 1 })
      .where(eq(skus.id, a));
    expect((await list()).list[0]!.changes.price).toBe('down');

    await add([{ sku_id: a, quantity: 1 }]);
    line = (await list()).list[0]!;
    expect(line).toMatchObject({ quantity: 2, added_price: yuan(before - 1), changes: { price: null } });
  });

  it('when a SKU goes off sale or its stock falls, then the line says so and is left out of the total', async () => {
    await t.login();
    const [off, out, short, fine] = [take(), take(), take(), take()];
    await add([
      { sku_id: off, quantity: 1 },
      { sku_id: out, quantity: 1 },
      { sku_id: short, quantity: 5 },
      { sku_id: fine, quantity: 1 },
    ]);
    await t.database.db.update(skus).set({ onSale: false }).where(eq(skus.id, off));
    await t.database.db.update(skus).set({ stock: 0 }).where(eq(skus.id, out));
    await t.database.db.update(skus).set({ stock: 3 }).where(eq(skus.id, short));
    const { list: lines, summary } = await list();
    const by = (id: number) => lines.find((l) => l.sku_id === id)!;
    expect(by(off)).toMatchObject({ orderable: false, changes: { off_sale: true } });
    expect(by(out)).toMatchObject({ orderable: false, changes: { out_of_stock: true, short_stock: false } });
    expect(by(short)).toMatchObject({ orderable: false, quantity: 5, changes: { short_stock: true } });
    expect(by(fine).orderable).toBe(true);
    expect(summary).toMatchObject({
      selected_count: 4,
      blocked_count: 3,
      selected_total: yuan(await priceOf(fine)),
    });
  });

  it('when the minimum is raised after adding, then the line names the rule it breaks', async () => {
    await t.login();
    const a = take();
    await add([{ sku_id: a, quantity: 1 }]);
    await t.database.db.update(skus).set({ minQty: 2, step: 2 }).where(eq(skus.id, a));
    expect((await list()).list[0]).toMatchObject({
      orderable: false,
      changes: { quantity_rule: '最少购买 2 件' },
    });
  });

  describe('changing the quantity', () => {
    it('when the quantity follows the rule, then it is stored', async () => {
      await t.login();
      const a = take();
      await add([{ sku_id: a, quantity: 1 }]);
      expect((await t.client.post('/user/cart/edit', { sku_id: a, quantity: 7 })).code).toBe(Code.OK);
      expect((await list()).list[0]!.quantity).toBe(7);
    });

    it.each([
      [0, '数量须为正整数'],
      [-2, '数量须为正整数'],
      [1.5, '数量须为正整数'],
      [10_000, '数量不能超过 9999'],
      [1e12, '数量不能超过 9999'],
    ])('when the quantity is %s, then it is refused (%s) and nothing changes', async (quantity, message) => {
      await t.login();
      const a = take();
      await add([{ sku_id: a, quantity: 2 }]);
      const answer = await t.client.post('/user/cart/edit', { sku_id: a, quantity });
      expect(answer.code).toBe(Code.INVALID);
      expect(answer.message).toBe(message);
      expect((await list()).list[0]!.quantity).toBe(2);
    });

    it('when the quantity breaks the SKU’s step, then the rule is the message', async () => {
      await t.login();
      const a = take();
      await t.database.db.update(skus).set({ minQty: 2, step: 2 }).where(eq(skus.id, a));
      await add([{ sku_id: a, quantity: 2 }]);
      const answer = await t.client.post('/user/cart/edit', { sku_id: a, quantity: 5 });
      expect(answer).toMatchObject({ code: Code.INVALID, message: '数量须为 2 起、按 2 递增' });
    });

    it('when the quantity is above the stock, then it is kept and the line is flagged short', async () => {
      await t.login();
      const a = take();
      await t.database.db.update(skus).set({ stock: 4 }).where(eq(skus.id, a));
      await add([{ sku_id: a, quantity: 1 }]);
      expect((await t.client.post('/user/cart/edit', { sku_id: a, quantity: 9 })).code).toBe(Code.OK);
      expect((await list()).list[0]).toMatchObject({
        quantity: 9,
        orderable: false,
        changes: { short_stock: true },
      });
    });
  });

  describe('another member’s lines', () => {
    it('when member A names B’s lines, then A gets 404 or nothing happens, and B’s lines are untouched', async () => {
      const b = t.newClient();
      await t.login();
      b.session = t.client.session;
      const [x, y] = [take(), take()];
      await add(
        [
          { sku_id: x, quantity: 3 },
          { sku_id: y, quantity: 1 },
        ],
        b,
      );
      await t.client.post('/user/cart/select', { sku_ids: [y], selected: false }, { session: b.session! });

      await t.login(); // t.client is now A, with an empty list
      expect((await t.client.post('/user/cart/edit', { sku_id: x, quantity: 5 })).code).toBe(Code.NOT_FOUND);
      expect((await t.client.post('/user/cart/select', { sku_ids: [x], selected: false })).code).toBe(
        Code.NOT_FOUND,
      );
      expect((await t.client.post('/user/cart/delete', { sku_ids: [x, y] })).obj).toEqual({ count: 0 });
      expect((await t.client.post('/user/cart/select_all', { selected: true })).code).toBe(Code.OK);
      expect((await t.client.post('/user/cart/delete_selected')).obj).toEqual({ count: 0 });
      expect((await t.client.post('/user/cart/collect_selected')).code).toBe(Code.CONFLICT);

      const theirs = await list(b);
      expect(theirs.list.map((l) => [l.sku_id, l.quantity, l.selected]).sort()).toEqual(
        [
          [x, 3, true],
          [y, 1, false],
        ].sort(),
      );
    });
  });

  it('when one, several or all lines are unselected and selected again, then the totals follow', async () => {
    await t.login();
    const [a, b, c] = [take(), take(), take()];
    await add([a, b, c].map((sku_id) => ({ sku_id, quantity: 1 })));
    await t.client.post('/user/cart/select', { sku_ids: [a], selected: false });
    expect((await list()).summary.selected_count).toBe(2);
    await t.client.post('/user/cart/select', { sku_ids: [b, c], selected: false });
    expect((await list()).summary).toMatchObject({ selected_count: 0, selected_total: '0.00' });
    await t.client.post('/user/cart/select_all', { selected: true });
    expect((await list()).summary.selected_count).toBe(3);
    // A list mixing own and unknown ids refuses the whole call.
    const mixed = await t.client.post('/user/cart/select', { sku_ids: [a, 999_999_999], selected: false });
    expect(mixed.code).toBe(Code.NOT_FOUND);
    expect((await list()).summary.selected_count).toBe(3);
  });

  it('when lines are removed, one, several, then the selected ones, then the count answers the badge', async () => {
    await t.login();
    const [a, b, c, d] = [take(), take(), take(), take()];
    await add([a, b, c, d].map((sku_id) => ({ sku_id, quantity: 1 })));
    expect((await t.client.post('/user/cart/delete', { sku_ids: [a] })).obj).toEqual({ count: 3 });
    expect((await t.client.post('/user/cart/delete', { sku_ids: [a] })).obj).toEqual({ count: 3 });
    await t.client.post('/user/cart/select', { sku_ids: [b], selected: false });
    expect((await t.client.post('/user/cart/delete_selected')).obj).toEqual({ count: 1 });
    expect((await list()).list.map((l) => l.sku_id)).toEqual([b]);
    expect((await t.client.get('/user/cart/count')).obj).toBe(1);
  });

  it('when the selected lines move to the frequent-purchase list, then they leave the cart with their quantity', async () => {
    const me = await t.login();
    const [a, b, c] = [take(), take(), take()];
    await add([
      { sku_id: a, quantity: 4 },
      { sku_id: b, quantity: 2 },
      { sku_id: c, quantity: 1 },
    ]);
    await t.database.db.insert(collectItems).values({ userId: me.id, skuId: b, quantity: 9 });
    await t.client.post('/user/cart/select', { sku_ids: [c], selected: false });
    expect((await t.client.post('/user/cart/collect_selected')).obj).toEqual({ moved: 2, count: 1 });
    const collected = await t.database.db
      .select({ skuId: collectItems.skuId, quantity: collectItems.quantity })
      .from(collectItems)
      .where(eq(collectItems.userId, me.id));
    expect(collected.sort((x, y) => x.skuId - y.skuId)).toEqual(
      [
        { skuId: a, quantity: 4 },
        { skuId: b, quantity: 2 },
      ].sort((x, y) => x.skuId - y.skuId),
    );
    expect((await list()).list.map((l) => l.sku_id)).toEqual([c]);
  });

  it('when moving would overfill the frequent-purchase list, then nothing moves', async () => {
    const me = await t.login();
    const a = take();
    await add([{ sku_id: a, quantity: 1 }]);
    const others = await t.database.db
      .select({ id: skus.id })
      .from(skus)
      .where(sql`${skus.id} <> ${a}`)
      .limit(300);
    await t.database.db
      .insert(collectItems)
      .values(others.map((o) => ({ userId: me.id, skuId: o.id, quantity: 1 })));
    const answer = await t.client.post('/user/cart/collect_selected');
    expect(answer.code).toBe(Code.CONFLICT);
    expect((await list()).list.map((l) => l.sku_id)).toEqual([a]);
  });

  it('when an off-sale SKU is added, then it is refused and nothing is added', async () => {
    await t.login();
    const [a, off] = [take(), take()];
    await t.database.db.update(skus).set({ onSale: false }).where(eq(skus.id, off));
    const answer = await add([
      { sku_id: a, quantity: 1 },
      { sku_id: off, quantity: 1 },
    ]);
    expect(answer.code).toBe(Code.CONFLICT);
    expect((await list()).list).toEqual([]);
  });

  it('lists products with a CAS number with it', async () => {
    await t.login();
    const [withCas] = await t.database.db
      .select({ id: skus.id, cas: products.cas })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(isNotNull(products.cas), eq(skus.onSale, true)))
      .limit(1);
    await add([{ sku_id: withCas!.id, quantity: 1 }]);
    expect((await list()).list[0]).toMatchObject({ cas: withCas!.cas });
  });
});
