import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { HISTORY_LIMIT, recordVisit } from '../catalogue/history.repository.ts';
import { seedDemoData } from '../seed/seed.ts';

interface Sku {
  id: number;
  sku: string;
  min_qty: number;
  step: number;
}
interface HistoryList {
  total: number;
  list: { product_id: number; name: string; viewed_at: string; min_price: string | null }[];
}
interface CollectList {
  total: number;
  list: { id: number; sku_id: number; sku: string; quantity: number; price: string; stock: number }[];
}

describe.each(databaseKinds)('browsing history, frequent-purchase list and cart add on %s', (kind) => {
  let t: TestApp;
  let other: TestClient;
  let visitor: TestClient;
  let productIds: number[];
  const skusOf = async (productId: number) =>
    (await t.client.get<{ skus: Sku[] }>('/product/detail', { id: productId })).obj.skus;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    visitor = t.newClient();
    other = t.newClient();
    await t.login();
    other.session = t.client.session;
    await t.login();
    const listed = await visitor.get<{ list: { id: number }[] }>('/product/list', { pageSize: 5 });
    productIds = listed.obj.list.map((p) => p.id);
  }, 60_000);
  afterAll(() => t.close());

  describe('history', () => {
    it('keeps each member’s visits newest first, once per product, and only theirs', async () => {
      const [a, b] = productIds as [number, number];
      for (const id of [a, b, a]) {
        expect((await t.client.post('/user/history/add', { product_id: id })).code).toBe(Code.OK);
      }
      const { obj } = await t.client.get<HistoryList>('/user/history/list');
      expect(obj.list.map((i) => i.product_id)).toEqual([a, b]);
      expect(obj.total).toBe(2);
      expect(obj.list[0]!.min_price).toMatch(/^\d+\.\d{2}$/);
      expect(Number.isNaN(Date.parse(obj.list[0]!.viewed_at))).toBe(false);
      expect((await other.get<HistoryList>('/user/history/list')).obj.total).toBe(0);
      // Another member deleting cannot touch this member's rows.
      await other.post('/user/history/delete', { product_id: a });
      expect((await t.client.get<HistoryList>('/user/history/list')).obj.total).toBe(2);
    });

    it('deletes one, clears all', async () => {
      const [a, b] = productIds as [number, number];
      await t.client.post('/user/history/delete', { product_id: a });
      expect(
        (await t.client.get<HistoryList>('/user/history/list')).obj.list.map((i) => i.product_id),
      ).toEqual([b]);
      await t.client.post('/user/history/clear');
      expect((await t.client.get<HistoryList>('/user/history/list')).obj.total).toBe(0);
    });

    it(`keeps the newest ${HISTORY_LIMIT}`, async () => {
      const listed = await visitor.get<{ list: { id: number }[] }>('/product/list', {
        pageSize: 100,
        index: 1,
      });
      const more = await visitor.get<{ list: { id: number }[] }>('/product/list', {
        pageSize: 100,
        index: 2,
      });
      const more2 = await visitor.get<{ list: { id: number }[] }>('/product/list', {
        pageSize: 100,
        index: 3,
      });
      const ids = [...listed.obj.list, ...more.obj.list, ...more2.obj.list]
        .map((p) => p.id)
        .slice(0, HISTORY_LIMIT + 5);
      const member = await t.login();
      const start = Date.now() - ids.length * 1000;
      for (const [i, id] of ids.entries())
        await recordVisit(t.database.db, member.id, id, new Date(start + i * 1000));
      const page = await t.client.get<HistoryList>('/user/history/list', { pageSize: 100 });
      expect(page.obj.total).toBe(HISTORY_LIMIT);
      expect(page.obj.list[0]!.product_id).toBe(ids.at(-1));
      const last = await t.client.get<HistoryList>('/user/history/list', { pageSize: 100, index: 2 });
      expect(last.obj.list.at(-1)!.product_id).toBe(ids[5]);
    });

    it('answers bad input and visitors clearly', async () => {
      expect((await visitor.get('/user/history/list')).code).toBe(Code.SESSION_EXPIRED);
      expect((await t.client.post('/user/history/add', { product_id: 999_999_999 })).code).toBe(
        Code.NOT_FOUND,
      );
      const bad = await t.client.post('/user/history/add', { product_id: 'abc' });
      expect(bad.code).toBe(Code.INVALID);
      expect(JSON.stringify(bad.obj)).toContain('商品编号须为正整数');
      expect((await t.client.get('/user/history/list', { index: -1 })).code).toBe(Code.INVALID);
    });
  });

  describe('frequent-purchase list', () => {
    it('adds a SKU with a usual quantity, shows today’s price and stock, and sets a new quantity on re-add', async () => {
      const [sku] = await skusOf(productIds[0]!);
      const added = await t.client.post<{ id: number }>('/user/collect/add', {
        sku_id: sku!.id,
        quantity: sku!.min_qty,
      });
      expect(added.code).toBe(Code.OK);
      const again = await t.client.post<{ id: number }>('/user/collect/add', {
        sku_id: sku!.id,
        quantity: sku!.min_qty + sku!.step,
      });
      expect(again.obj.id).toBe(added.obj.id);
      const { obj } = await t.client.get<CollectList>('/user/collect/list');
      expect(obj.total).toBe(1);
      expect(obj.list[0]).toMatchObject({
        sku_id: sku!.id,
        sku: sku!.sku,
        quantity: sku!.min_qty + sku!.step,
      });
      expect(obj.list[0]!.price).toMatch(/^\d+\.\d{2}$/);
      await t.database.db.update(skus).set({ priceFen: 99_900, stock: 3 }).where(eq(skus.id, sku!.id));
      const later = await t.client.get<CollectList>('/user/collect/list');
      expect(later.obj.list[0]).toMatchObject({ price: '999.00', stock: 3 });
    });

    it('finds a SKU by 货号 whatever its case', async () => {
      const [sku] = await skusOf(productIds[1]!);
      const found = await t.client.get<{ sku_id: number }>('/user/collect/lookup', {
        sku: sku!.sku.toLowerCase(),
      });
      expect(found.obj.sku_id).toBe(sku!.id);
      const missing = await t.client.get('/user/collect/lookup', { sku: 'NO-SUCH-0000' });
      expect(missing.code).toBe(Code.NOT_FOUND);
      expect(missing.message).toBe('货号不存在');
    });

    it('changes quantities within the SKU’s rule and never another member’s entry', async () => {
      const { obj } = await t.client.get<CollectList>('/user/collect/list');
      const entry = obj.list[0]!;
      expect((await t.client.post('/user/collect/edit', { id: entry.id, quantity: 0 })).code).toBe(
        Code.INVALID,
      );
      expect((await t.client.post('/user/collect/edit', { id: entry.id, quantity: 'x' })).code).toBe(
        Code.INVALID,
      );
      expect((await other.post('/user/collect/edit', { id: entry.id, quantity: 5 })).code).toBe(
        Code.NOT_FOUND,
      );
      await other.post('/user/collect/delete', { ids: [entry.id] });
      expect((await t.client.get<CollectList>('/user/collect/list')).obj.total).toBe(1);
      const [sku] = await skusOf(productIds[0]!);
      const valid = sku!.min_qty + 2 * sku!.step;
      expect((await t.client.post('/user/collect/edit', { id: entry.id, quantity: valid })).code).toBe(
        Code.OK,
      );
      expect((await t.client.get<CollectList>('/user/collect/list')).obj.list[0]!.quantity).toBe(valid);
    });

    it('refuses an off-sale SKU, and removes the selected', async () => {
      const [sku] = await skusOf(productIds[2]!);
      await t.database.db.update(skus).set({ onSale: false }).where(eq(skus.id, sku!.id));
      const off = await t.client.post('/user/collect/add', { sku_id: sku!.id, quantity: sku!.min_qty });
      expect(off.code).toBe(Code.CONFLICT);
      expect(off.message).toContain('已下架');
      await t.database.db.update(skus).set({ onSale: true }).where(eq(skus.id, sku!.id));
      const { obj } = await t.client.get<CollectList>('/user/collect/list');
      await t.client.post('/user/collect/delete', { ids: obj.list.map((e) => e.id) });
      expect((await t.client.get<CollectList>('/user/collect/list')).obj.total).toBe(0);
    });
  });

  describe('cart add', () => {
    it('adds the selected lines, adds up quantities, and returns the new count', async () => {
      const [a] = await skusOf(productIds[3]!);
      const [b] = await skusOf(productIds[4]!);
      const first = await t.client.post<{ count: number }>('/user/cart/add', {
        items: [
          { sku_id: a!.id, quantity: a!.min_qty },
          { sku_id: b!.id, quantity: b!.min_qty },
        ],
      });
      expect(first.obj.count).toBe(2);
      const again = await t.client.post<{ count: number }>('/user/cart/add', {
        items: [{ sku_id: a!.id, quantity: a!.min_qty }],
      });
      expect(again.obj.count).toBe(2);
      expect((await t.client.get<number>('/user/cart/count')).obj).toBe(2);
    });

    it('adds nothing when one line is bad', async () => {
      const member = t.newClient();
      await t.login();
      member.session = t.client.session;
      const [a] = await skusOf(productIds[3]!);
      const bad = await member.post('/user/cart/add', {
        items: [
          { sku_id: a!.id, quantity: a!.min_qty },
          { sku_id: a!.id, quantity: -1 },
        ],
      });
      expect(bad.code).toBe(Code.INVALID);
      expect(JSON.stringify(bad.obj)).toContain('items.1.quantity');
      expect(
        (await member.post('/user/cart/add', { items: [{ sku_id: 999_999_999, quantity: 1 }] })).code,
      ).toBe(Code.NOT_FOUND);
      expect((await member.post('/user/cart/add', { items: [] })).code).toBe(Code.INVALID);
      expect((await member.get<number>('/user/cart/count')).obj).toBe(0);
      expect((await visitor.post('/user/cart/add', { items: [{ sku_id: a!.id, quantity: 1 }] })).code).toBe(
        Code.SESSION_EXPIRED,
      );
    });
  });
});
