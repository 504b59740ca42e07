import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { formatYuan } from '@labmall/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { createCartService } from '../cart/cart.service.ts';
import { insertTestSkus } from '../catalogue/testing/catalogue-fixtures.ts';
import { upsertCollect } from '../collect/collect.repository.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import { createPlacementService } from '../orders/placement.service.ts';
import { addAddress } from '../orders/testing/placement-fixtures.ts';

const DAY = 24 * 3600 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY);

interface Card {
  id: number;
  title: string;
  state: string;
  item_count: number;
}
interface Detail {
  id: number;
  state: string;
  now: string;
  theme: { id: number; title: string } | null;
  items: { sku_id: number; price?: string | null; list_price?: string }[];
}
interface AdminActivity {
  id: number;
  state: string;
  published: boolean;
}

/**
 * Sales activities: operators set them up, shoppers read them (prices for members only), and the cart
 * and order placement price lines at the activity price only while the activity runs.
 */
describe.each(databaseKinds)('sales activities on %s', (kind) => {
  let t: TestApp;
  let operator: TestClient;
  let member: TestClient;
  let visitor: TestClient;
  let memberId: number;
  /** SKUs priced 10.00, 20.00 and 30.00 yuan. */
  let skuIds: number[];
  let themeId: number;
  let running: number;
  let upcoming: number;
  let ended: number;

  async function createActivity(title: string, startsAt: Date, endsAt: Date, items: [number, number][]) {
    const saved = await operator.post<AdminActivity>('/admin/sales/activities/save', {
      theme_id: themeId,
      title,
      rules: '活动价以提交订单时为准',
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
    });
    expect(saved.code).toBe(Code.OK);
    expect(saved.obj.published).toBe(false);
    const set = await operator.post('/admin/sales/activities/items', {
      id: saved.obj.id,
      items: items.map(([sku_id, fen]) => ({ sku_id, price: formatYuan(fen) })),
    });
    expect(set.code).toBe(Code.OK);
    const published = await operator.post<AdminActivity>('/admin/sales/activities/publish', {
      id: saved.obj.id,
      published: true,
    });
    expect(published.obj.published).toBe(true);
    return saved.obj.id;
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    skuIds = await insertTestSkus(t.database.db, 3);
    operator = (await staffClient(t)).client;
    memberId = (await t.login()).id;
    member = t.newClient();
    member.session = t.client.session;
    visitor = t.newClient();

    const theme = await operator.post<{ id: number }>('/admin/sales/themes/save', {
      title: '新学期实验室焕新季',
      intro: '开学备货',
    });
    themeId = theme.obj.id;
    await operator.post('/admin/sales/themes/publish', { id: themeId, published: true });
    running = await createActivity('开学季特惠', at(-1), at(30), [
      [skuIds[0]!, 850],
      [skuIds[1]!, 1_700],
    ]);
    upcoming = await createActivity('年终采购节', at(10), at(20), [[skuIds[2]!, 2_500]]);
    ended = await createActivity('暑期特惠', at(-20), at(-2), [[skuIds[1]!, 1_500]]);
  }, 60_000);
  afterAll(() => t.close());

  describe('for shoppers', () => {
    it('when anyone lists activities, then the running and upcoming ones show, the ended one does not', async () => {
      const list = await visitor.get<{ running: Card[]; upcoming: Card[] }>('/sales/list');
      expect(list.code).toBe(Code.OK);
      expect(list.obj.running.map((c) => c.id)).toContain(running);
      expect(list.obj.upcoming.map((c) => c.id)).toContain(upcoming);
      expect([...list.obj.running, ...list.obj.upcoming].map((c) => c.id)).not.toContain(ended);
      expect(list.obj.running.find((c) => c.id === running)?.item_count).toBe(2);
      expect(JSON.stringify(list.obj)).not.toMatch(/price/);
    });

    it('when a visitor opens a running activity, then they get its window and SKUs but no price at all', async () => {
      const detail = await visitor.get<Detail>('/sales/detail', { id: running });
      expect(detail.code).toBe(Code.OK);
      expect(detail.obj.state).toBe('running');
      expect(detail.obj.theme).toEqual({ id: themeId, title: '新学期实验室焕新季' });
      expect(Date.parse(detail.obj.now)).not.toBeNaN();
      expect(detail.obj.items.map((i) => i.sku_id)).toEqual([skuIds[0], skuIds[1]]);
      for (const item of detail.obj.items) {
        expect(item).not.toHaveProperty('price');
        expect(item).not.toHaveProperty('list_price');
      }
    });

    it('when a member opens it, then each SKU carries the activity price and its own price', async () => {
      const detail = await member.get<Detail>('/sales/detail', { id: running });
      expect(detail.obj.items).toEqual([
        expect.objectContaining({ sku_id: skuIds[0], price: '8.50', list_price: '10.00' }),
        expect.objectContaining({ sku_id: skuIds[1], price: '17.00', list_price: '20.00' }),
      ]);
    });

    it('when the activity has not started, then it reads upcoming with its prices to come', async () => {
      const detail = await member.get<Detail>('/sales/detail', { id: upcoming });
      expect(detail.obj.state).toBe('upcoming');
      expect(detail.obj.items[0]).toMatchObject({ price: '25.00', list_price: '30.00' });
    });

    it('when the activity has ended, then it reads ended and its SKUs have no activity price', async () => {
      const detail = await member.get<Detail>('/sales/detail', { id: ended });
      expect(detail.obj.state).toBe('ended');
      expect(detail.obj.items[0]).toMatchObject({ price: null, list_price: '20.00' });
    });

    it('when the id is unknown or the activity is unpublished, then it is not found', async () => {
      expect((await visitor.get('/sales/detail', { id: 999_999_999 })).code).toBe(Code.NOT_FOUND);
      const draft = await operator.post<AdminActivity>('/admin/sales/activities/save', {
        title: '草稿活动',
        starts_at: at(-1).toISOString(),
        ends_at: at(1).toISOString(),
      });
      expect((await member.get('/sales/detail', { id: draft.obj.id })).code).toBe(Code.NOT_FOUND);
      expect((await visitor.get('/sales/detail', { id: 0 })).code).toBe(Code.INVALID);
    });

    it('when a theme is opened, by id or as the first one, then it lists its activities, running first', async () => {
      const byId = await visitor.get<{ theme: { id: number }; activities: Card[] }>('/sales/theme', {
        id: themeId,
      });
      expect(byId.code).toBe(Code.OK);
      expect(byId.obj.activities.map((a) => a.state)).toEqual(['running', 'upcoming', 'ended']);
      const first = await visitor.get<{ theme: { id: number } }>('/sales/theme', {});
      expect(first.obj.theme.id).toBe(themeId);
      expect((await visitor.get('/sales/theme', { id: 999_999_999 })).code).toBe(Code.NOT_FOUND);
    });
  });

  describe('for operators', () => {
    it('when a member who is not an operator calls an operator route, then it is forbidden', async () => {
      expect((await member.get('/admin/sales/activities')).code).toBe(Code.FORBIDDEN);
      expect((await visitor.get('/admin/sales/themes')).code).toBe(Code.SESSION_EXPIRED);
    });

    it('when the window ends before it starts or names an unknown theme, then nothing is saved', async () => {
      const before = await operator.get<{ total: number }>('/admin/sales/activities');
      const backwards = await operator.post('/admin/sales/activities/save', {
        title: '倒序',
        starts_at: '2026-09-30T00:00:00+08:00',
        ends_at: '2026-09-01T00:00:00+08:00',
      });
      expect(backwards.code).toBe(Code.INVALID);
      expect(backwards.obj).toMatchObject({ fields: { ends_at: '结束时间须晚于开始时间' } });
      const noZone = await operator.post('/admin/sales/activities/save', {
        title: '无时区',
        starts_at: '2026-09-01 00:00',
        ends_at: '2026-09-30T00:00:00+08:00',
      });
      expect(noZone.code).toBe(Code.INVALID);
      const noTheme = await operator.post('/admin/sales/activities/save', {
        title: '无专题',
        theme_id: 999_999_999,
        starts_at: '2026-09-01T00:00:00+08:00',
        ends_at: '2026-09-30T00:00:00+08:00',
      });
      expect(noTheme.obj).toMatchObject({ fields: { theme_id: '所选专题不存在' } });
      const after = await operator.get<{ total: number }>('/admin/sales/activities');
      expect(after.obj.total).toBe(before.obj.total);
    });

    it('when an item price is not below the SKU price, or the SKU is unknown, then the items stay as they were', async () => {
      const notBelow = await operator.post('/admin/sales/activities/items', {
        id: running,
        items: [
          { sku_id: skuIds[0], price: '8.00' },
          { sku_id: skuIds[1], price: '20.00' },
        ],
      });
      expect(notBelow.code).toBe(Code.INVALID);
      expect(notBelow.obj).toMatchObject({
        fields: { 'items.1.price': '活动价须大于 0 且低于货品当前单价（¥20.00）' },
      });
      const unknown = await operator.post('/admin/sales/activities/items', {
        id: running,
        items: [{ sku_id: 999_999_999, price: '1.00' }],
      });
      expect(unknown.obj).toMatchObject({ fields: { 'items.0.sku_id': '规格不存在' } });
      const twice = await operator.post('/admin/sales/activities/items', {
        id: running,
        items: [
          { sku_id: skuIds[0], price: '8.00' },
          { sku_id: skuIds[0], price: '7.00' },
        ],
      });
      expect(twice.obj).toMatchObject({ fields: { 'items.1.sku_id': '同一规格重复' } });
      const missing = await operator.post('/admin/sales/activities/items', { id: 999_999_999, items: [] });
      expect(missing.code).toBe(Code.NOT_FOUND);
      const detail = await operator.get<{ items: { price: string }[] }>('/admin/sales/activities/detail', {
        id: running,
      });
      expect(detail.obj.items.map((i) => i.price)).toEqual(['8.50', '17.00']);
    });

    it('when activities are listed by state, then each holds only its window', async () => {
      const page = async (state: string) =>
        (await operator.get<{ list: AdminActivity[] }>('/admin/sales/activities', { state })).obj.list;
      expect((await page('running')).map((a) => a.id)).toContain(running);
      expect((await page('upcoming')).map((a) => a.id)).toEqual([upcoming]);
      expect((await page('ended')).map((a) => a.id)).toEqual([ended]);
      const themes = await operator.get<{ list: { id: number; activity_count: number }[] }>(
        '/admin/sales/themes',
      );
      expect(themes.obj.list.find((th) => th.id === themeId)?.activity_count).toBe(3);
    });
  });

  describe('in the cart', () => {
    interface CartAnswer {
      list: {
        sku_id: number;
        price: string;
        list_price: string | null;
        activity: { id: number; title: string; ends_at: string } | null;
        subtotal: string;
      }[];
      summary: { selected_total: string };
    }

    it('when a running activity SKU is in the cart, then the line shows the activity price, its title and end', async () => {
      const buyer = t.newClient();
      buyer.session = (await t.app.deps.sessions.issue((await t.login()).id)).token;
      await buyer.post('/user/cart/add', {
        items: [
          { sku_id: skuIds[0], quantity: 2 },
          { sku_id: skuIds[2], quantity: 1 },
        ],
      });
      const cart = await buyer.get<CartAnswer>('/user/cart/list');
      const line = cart.obj.list.find((l) => l.sku_id === skuIds[0])!;
      expect(line).toMatchObject({ price: '8.50', list_price: '10.00', subtotal: '17.00' });
      expect(line.activity).toMatchObject({ id: running, title: '开学季特惠' });
      // The upcoming activity's SKU is at its own price, without an activity.
      expect(cart.obj.list.find((l) => l.sku_id === skuIds[2])).toMatchObject({
        price: '30.00',
        list_price: null,
        activity: null,
      });
      expect(cart.obj.summary.selected_total).toBe('47.00');
    });

    it('when the clock passes the end, then the same cart is at the list price and flags the rise', async () => {
      const userId = (await t.login()).id;
      const during = createCartService({ db: t.database.db, addToCollect: upsertCollect, now: () => at(1) });
      const afterwards = createCartService({
        db: t.database.db,
        addToCollect: upsertCollect,
        now: () => at(31),
      });
      await during.add(userId, [{ sku_id: skuIds[0]!, quantity: 1 }]);
      const now = await during.list(userId);
      expect(now.list[0]).toMatchObject({ price: '8.50', list_price: '10.00', changes: { price: null } });
      const later = await afterwards.list(userId);
      expect(later.list[0]).toMatchObject({ price: '10.00', list_price: null, activity: null });
      expect(later.list[0]!.changes.price).toBe('up');
      expect(later.summary.selected_total).toBe('10.00');
      // Adding the ended activity's SKU still works, at the list price.
      await afterwards.add(userId, [{ sku_id: skuIds[0]!, quantity: 1 }]);
      const again = await afterwards.list(userId);
      expect(again.list[0]).toMatchObject({ quantity: 2, price: '10.00', added_price: '10.00' });
    });
  });

  describe('when ordering', () => {
    const placementAt = (when: Date) =>
      createPlacementService({
        db: t.database.db,
        config: t.config,
        compliance: t.app.deps.compliance,
        coupons: t.app.deps.coupons,
        orders: t.app.deps.orderMachine,
        now: () => when,
      });

    it('when a member orders while the activity runs, then the order charges the activity price and keeps the list price', async () => {
      const addressId = await addAddress(t.database.db, memberId);
      const preview = await member.post<{
        lines: { unit_price: string; list_price: string | null; activity: { id: number } | null }[];
      }>('/order/preview', { source: 1, items: [{ sku_id: skuIds[1], quantity: 3 }] });
      expect(preview.obj.lines[0]).toMatchObject({
        unit_price: '17.00',
        list_price: '20.00',
        activity: { id: running },
      });
      const placed = await member.post<{ number: string }>('/order/submit', {
        idempotency_key: randomUUID(),
        source: 1,
        items: [{ sku_id: skuIds[1], quantity: 3 }],
        address_id: addressId,
      });
      expect(placed.code).toBe(Code.OK);
      const detail = await member.get<{
        goods: string;
        lines: { unit_price: string; list_price: string | null; activity_id: number | null }[];
      }>('/user/order/detail', { number: placed.obj.number });
      expect(detail.obj.lines[0]).toEqual(
        expect.objectContaining({ unit_price: '17.00', list_price: '20.00', activity_id: running }),
      );
      expect(detail.obj.goods).toBe('51.00');
    });

    it('when the clock is before the end, then preview and placement use the activity price; after it, the list price', async () => {
      const userId = (await t.login()).id;
      const addressId = await addAddress(t.database.db, userId);
      const items = [{ sku_id: skuIds[0]!, quantity: 2 }];
      const before = placementAt(at(29));
      const after = placementAt(at(31));

      expect((await before.preview(userId, { source: 1, items })).lines[0]).toMatchObject({
        unit_price: '8.50',
        subtotal: '17.00',
      });
      const afterPreview = await after.preview(userId, { source: 1, items });
      expect(afterPreview.lines[0]).toMatchObject({ unit_price: '10.00', activity: null });

      const cheap = await before.submit(userId, {
        idempotency_key: randomUUID(),
        source: 1,
        items,
        address_id: addressId,
      });
      const full = await after.submit(userId, {
        idempotency_key: randomUUID(),
        source: 1,
        items,
        address_id: addressId,
      });
      const lineOf = async (number: string) => {
        const [row] = await t.database.db
          .select({
            unitPriceFen: orderLines.unitPriceFen,
            listPriceFen: orderLines.listPriceFen,
            activityId: orderLines.activityId,
            goodsFen: orders.goodsFen,
          })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(eq(orders.number, number));
        return row;
      };
      expect(await lineOf(cheap.number)).toEqual({
        unitPriceFen: 850,
        listPriceFen: 1_000,
        activityId: running,
        goodsFen: 1_700,
      });
      expect(await lineOf(full.number)).toEqual({
        unitPriceFen: 1_000,
        listPriceFen: null,
        activityId: null,
        goodsFen: 2_000,
      });
    });

    it('when the activity is unpublished, then its price stops at once', async () => {
      const extra = await createActivity('限时一天', at(-1), at(1), [[skuIds[2]!, 2_000]]);
      const priced = async () =>
        (
          await member.post<{ lines: { unit_price: string }[] }>('/order/preview', {
            source: 1,
            items: [{ sku_id: skuIds[2], quantity: 1 }],
          })
        ).obj.lines[0]!.unit_price;
      expect(await priced()).toBe('20.00');
      await operator.post('/admin/sales/activities/publish', { id: extra, published: false });
      expect(await priced()).toBe('30.00');
    });
  });
});
