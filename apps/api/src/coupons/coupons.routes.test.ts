import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { activities, activityItems } from '../activities/activities.schema.ts';
import { products, skus } from '../catalogue/catalogue.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orders } from '../orders/orders.schema.ts';
import { addAddress, plainSkus, setSku } from '../orders/testing/placement-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { couponEvents, couponTemplates, memberCoupons } from './coupons.schema.ts';
import { addTemplate, giveCoupon, memberCoupon } from './testing/coupon-fixtures.ts';

const DAY = 86_400_000;

interface Centre {
  list: {
    id: number;
    face: string;
    condition: string;
    scope: string;
    state: string;
    mine: number;
    remaining: number;
  }[];
}
interface Preview {
  amounts: { goods: string; freight: string; discount: string; payable: string };
  coupons: {
    list: { id: number; applicable: boolean; reason: string | null; discount: string; payable: string }[];
    selected_id: number | null;
    payable_without: string;
  };
}
interface Mine {
  total: number;
  counts: { unused: number; used: number; expired: number };
  list: { id: number; order_number: string | null; used_at: string | null }[];
}

describe.each(databaseKinds)('coupons on %s', (kind) => {
  let t: TestApp;
  let operator: TestClient;
  let a: number;
  let brandOfA: number;
  let typeOfA: number;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { FREIGHT_FEN: '1500', FREE_FREIGHT_ABOVE_FEN: '50000' } });
    await seedDemoData(t.database.db);
    const [first] = await plainSkus(t.database.db, 1);
    a = first!.id;
    await setSku(t.database.db, a, { stock: 1000, priceFen: 10_000, minQty: 1, step: 1, onSale: true });
    const [facts] = await t.database.db
      .select({ brandId: products.brandId, typeId: products.productTypeId })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(eq(skus.id, a));
    brandOfA = facts!.brandId;
    typeOfA = facts!.typeId;
    await t.login();
    operator = (await staffClient(t)).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function member() {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    const addressId = await addAddress(db(), user.id);
    return { user, client, addressId };
  }

  const preview = (client: TestClient, quantity: number) =>
    client.post<Preview>('/order/preview', { source: 1, items: [{ sku_id: a, quantity }] });
  const submit = (
    client: TestClient,
    addressId: number,
    quantity: number,
    extra: Record<string, unknown> = {},
  ) =>
    client.post<{ number: string }>('/order/submit', {
      idempotency_key: randomUUID(),
      source: 1,
      items: [{ sku_id: a, quantity }],
      address_id: addressId,
      ...extra,
    });
  const orderCount = async (userId: number) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId)))[0]!
      .n;

  describe('the coupon centre', () => {
    it('when a visitor looks, then listed templates show; claiming asks them to log in', async () => {
      const template = await addTemplate(db(), { name: '访客可见', sort: -1000 });
      const visitor = t.newClient();
      const centre = await visitor.get<Centre>('/coupon/centre');
      expect(centre.code).toBe(Code.OK);
      expect(centre.obj.list.find((c) => c.id === template.id)).toMatchObject({
        face: '¥10',
        condition: '满¥100可用',
        scope: '全场通用',
        state: 'claimable',
        mine: 0,
      });
      expect((await visitor.post('/coupon/claim', { id: template.id })).code).toBe(Code.SESSION_EXPIRED);
    });

    it('when a member claims up to the limit, then 已领取, a second claim is refused and nothing changes', async () => {
      const template = await addTemplate(db(), { perMember: 2, total: 10 });
      const { client, user } = await member();
      expect((await client.post('/coupon/claim', { id: template.id })).code).toBe(Code.OK);
      let centre = await client.get<Centre>('/coupon/centre');
      expect(centre.obj.list.find((c) => c.id === template.id)).toMatchObject({
        state: 'claimable',
        mine: 1,
      });
      const second = await client.post<{ valid_until: string }>('/coupon/claim', { id: template.id });
      expect(second.code).toBe(Code.OK);
      // Valid 30 days from the claim.
      expect(new Date(second.obj.valid_until).getTime() - Date.now()).toBeGreaterThan(29 * DAY);
      const third = await client.post('/coupon/claim', { id: template.id });
      expect(third).toMatchObject({ code: Code.CONFLICT, message: '您已领取过该优惠券' });
      centre = await client.get<Centre>('/coupon/centre');
      expect(centre.obj.list.find((c) => c.id === template.id)).toMatchObject({ state: 'claimed', mine: 2 });
      const [row] = await db().select().from(couponTemplates).where(eq(couponTemplates.id, template.id));
      expect(row!.claimed).toBe(2);
      const held = await db().select().from(memberCoupons).where(eq(memberCoupons.userId, user.id));
      expect(held).toHaveLength(2);
      const events = await db()
        .select()
        .from(couponEvents)
        .where(
          sql`${couponEvents.memberCouponId} in (${sql.join(
            held.map((h) => sql`${h.id}`),
            sql`, `,
          )})`,
        );
      expect(events.map((e) => e.kind)).toEqual(['claim', 'claim']);
    });

    it('when none are left, then 已抢光 and a claim is refused', async () => {
      const template = await addTemplate(db(), { total: 1 });
      const first = await member();
      expect((await first.client.post('/coupon/claim', { id: template.id })).code).toBe(Code.OK);
      const late = await member();
      const centre = await late.client.get<Centre>('/coupon/centre');
      expect(centre.obj.list.find((c) => c.id === template.id)).toMatchObject({
        state: 'exhausted',
        remaining: 0,
      });
      expect(await late.client.post('/coupon/claim', { id: template.id })).toMatchObject({
        code: Code.CONFLICT,
        message: '优惠券已抢光',
      });
    });

    it('when a template is delisted or outside its claim window, then it is neither shown nor claimable', async () => {
      const later = await addTemplate(db(), { claimFrom: new Date(Date.now() + DAY) });
      const hidden = await addTemplate(db(), { listed: false });
      const { client } = await member();
      const centre = await client.get<Centre>('/coupon/centre');
      const ids = centre.obj.list.map((c) => c.id);
      expect(ids).not.toContain(later.id);
      expect(ids).not.toContain(hidden.id);
      expect((await client.post('/coupon/claim', { id: later.id })).code).toBe(Code.NOT_FOUND);
      expect((await client.post('/coupon/claim', { id: hidden.id })).code).toBe(Code.NOT_FOUND);
      expect((await client.post('/coupon/claim', { id: 999_999_999 })).code).toBe(Code.NOT_FOUND);
    });
  });

  describe('at order confirmation', () => {
    it('when a member holds coupons, then each is judged, the best preselected and priced in', async () => {
      const { user, client } = await member();
      const small = await giveCoupon(db(), (await addTemplate(db(), { amountFen: 1_000 })).id, user.id);
      const big = await giveCoupon(
        db(),
        (await addTemplate(db(), { thresholdFen: 50_000, amountFen: 5_000 })).id,
        user.id,
      );
      const far = await giveCoupon(
        db(),
        (await addTemplate(db(), { thresholdFen: 200_000, amountFen: 20_000 })).id,
        user.id,
      );
      const view = await preview(client, 5);
      expect(view.code).toBe(Code.OK);
      expect(view.obj.coupons.selected_id).toBe(big);
      expect(view.obj.amounts).toMatchObject({
        goods: '500.00',
        freight: '0.00',
        discount: '50.00',
        payable: '450.00',
      });
      expect(view.obj.coupons.payable_without).toBe('500.00');
      const byId = new Map(view.obj.coupons.list.map((c) => [c.id, c]));
      expect(byId.get(small)).toMatchObject({ applicable: true, discount: '10.00', payable: '490.00' });
      expect(byId.get(far)).toMatchObject({ applicable: false, reason: '还差¥1,500 可用', discount: '0.00' });
      // The applicable ones come first.
      expect(view.obj.coupons.list.at(-1)!.id).toBe(far);
    });

    it('when a coupon is scoped to another brand or a parent category, then it says so and applies accordingly', async () => {
      const { user, client } = await member();
      const otherBrand = await giveCoupon(
        db(),
        (await addTemplate(db(), { thresholdFen: 0, brandIds: [brandOfA + 100_000] })).id,
        user.id,
      );
      const ownType = await giveCoupon(
        db(),
        (await addTemplate(db(), { thresholdFen: 0, amountFen: 700, categoryIds: [typeOfA] })).id,
        user.id,
      );
      const view = await preview(client, 1);
      const byId = new Map(view.obj.coupons.list.map((c) => [c.id, c]));
      expect(byId.get(otherBrand)).toMatchObject({ applicable: false, reason: '订单中没有适用范围内的商品' });
      expect(byId.get(ownType)).toMatchObject({ applicable: true, discount: '7.00' });
    });

    it('when the order is placed with a coupon, then the discount is on it, the coupon used once, shown under 已使用', async () => {
      const { user, client, addressId } = await member();
      const coupon = await giveCoupon(
        db(),
        (await addTemplate(db(), { thresholdFen: 50_000, amountFen: 5_000 })).id,
        user.id,
      );
      const placed = await submit(client, addressId, 5, { coupon_id: coupon, expected_payable: '450.00' });
      expect(placed.code).toBe(Code.OK);
      const [order] = await db().select().from(orders).where(eq(orders.number, placed.obj.number));
      expect(order).toMatchObject({ goodsFen: 50_000, discountFen: 5_000, payableFen: 45_000 });
      expect(await memberCoupon(db(), coupon)).toMatchObject({ orderId: order!.id });
      const detail = await client.get<{ discount: string; payable: string }>('/user/order/detail', {
        number: placed.obj.number,
      });
      expect(detail.obj).toMatchObject({ discount: '50.00', payable: '450.00' });
      const mine = await client.get<Mine>('/user/coupon/list', { tab: 'used' });
      expect(mine.obj.counts).toMatchObject({ used: 1 });
      expect(mine.obj.list[0]).toMatchObject({ id: coupon, order_number: placed.obj.number });

      // Used: a second order with it is refused and nothing is placed.
      const before = await orderCount(user.id);
      const again = await submit(client, addressId, 5, { coupon_id: coupon });
      expect(again).toMatchObject({ code: Code.CONFLICT, message: '该优惠券已被使用，请重新选择' });
      expect(await orderCount(user.id)).toBe(before);

      // Cancelled: the coupon comes back, once, with a return event.
      expect((await client.post('/user/order/cancel', { number: placed.obj.number })).code).toBe(Code.OK);
      expect(await memberCoupon(db(), coupon)).toMatchObject({ orderId: null, usedAt: null });
      const events = await db().select().from(couponEvents).where(eq(couponEvents.memberCouponId, coupon));
      expect(events.map((e) => e.kind)).toEqual(['use', 'return']);
      const cancelledDetail = await client.get<{ discount: string }>('/user/order/detail', {
        number: placed.obj.number,
      });
      expect(cancelledDetail.obj.discount).toBe('50.00');
      const reused = await submit(client, addressId, 5, { coupon_id: coupon });
      expect(reused.code).toBe(Code.OK);
    });

    it('when the coupon is foreign, expired, not valid yet or inapplicable, then a clear answer and nothing placed', async () => {
      const { user, client, addressId } = await member();
      const other = await member();
      const template = await addTemplate(db(), { thresholdFen: 50_000, amountFen: 5_000 });
      const foreign = await giveCoupon(db(), template.id, other.user.id);
      const expired = await giveCoupon(db(), template.id, user.id, {
        validFrom: new Date(Date.now() - 10 * DAY),
        validUntil: new Date(Date.now() - DAY),
      });
      const early = await giveCoupon(db(), template.id, user.id, {
        validFrom: new Date(Date.now() + DAY),
        validUntil: new Date(Date.now() + 10 * DAY),
      });
      const short = await giveCoupon(db(), template.id, user.id);
      const before = await orderCount(user.id);
      expect(await submit(client, addressId, 5, { coupon_id: foreign })).toMatchObject({
        code: Code.NOT_FOUND,
        message: '优惠券不存在，请重新选择',
      });
      expect(await submit(client, addressId, 5, { coupon_id: expired })).toMatchObject({
        code: Code.CONFLICT,
        message: '该优惠券不可用于本订单：已过期',
      });
      expect((await submit(client, addressId, 5, { coupon_id: early })).code).toBe(Code.CONFLICT);
      expect(await submit(client, addressId, 4, { coupon_id: short })).toMatchObject({
        code: Code.CONFLICT,
        message: '该优惠券不可用于本订单：还差¥100 可用',
      });
      expect(await orderCount(user.id)).toBe(before);
      expect(await memberCoupon(db(), foreign)).toMatchObject({ orderId: null });
      expect(await memberCoupon(db(), short)).toMatchObject({ orderId: null });
      const stock = await db().select({ stock: skus.stock }).from(skus).where(eq(skus.id, a));
      expect(stock[0]!.stock).toBeGreaterThan(0);
    });

    it('when an activity ends between confirmation and submit, then the changed amount is refused and no order placed', async () => {
      const { user, client, addressId } = await member();
      const [activity] = await db()
        .insert(activities)
        .values({
          title: '限时特价',
          startsAt: new Date(Date.now() - DAY),
          endsAt: new Date(Date.now() + DAY),
        })
        .returning({ id: activities.id });
      await db().insert(activityItems).values({ activityId: activity!.id, skuId: a, priceFen: 8_000 });
      const view = await preview(client, 1);
      expect(view.obj.amounts.payable).toBe('95.00');
      // The activity ends before the buyer submits.
      await db()
        .update(activities)
        .set({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - 1000) })
        .where(eq(activities.id, activity!.id));
      const placed = await submit(client, addressId, 1, { expected_payable: view.obj.amounts.payable });
      expect(placed.code).toBe(Code.CONFLICT);
      expect(placed.message).toContain('应付金额已变化（现为 ¥115.00）');
      expect(await orderCount(user.id)).toBe(0);
      // The amount as it now stands is accepted.
      expect((await submit(client, addressId, 1, { expected_payable: '115.00' })).code).toBe(Code.OK);
      await db().delete(activities).where(eq(activities.id, activity!.id));
    });

    it('when an unpaid order with a coupon expires, then the job gives the coupon back', async () => {
      const { user, client, addressId } = await member();
      const coupon = await giveCoupon(db(), (await addTemplate(db())).id, user.id);
      const placed = await submit(client, addressId, 1, { coupon_id: coupon });
      expect(placed.code).toBe(Code.OK);
      await db()
        .update(orders)
        .set({ payBy: new Date(Date.now() - 1000) })
        .where(eq(orders.number, placed.obj.number));
      await t.app.deps.orders.expireDue();
      expect(await memberCoupon(db(), coupon)).toMatchObject({ orderId: null });
    });
  });

  describe('my coupons', () => {
    it('when a member has unused, used and expired coupons, then each tab lists its own with counts', async () => {
      const { user, client } = await member();
      const template = await addTemplate(db());
      const unused = await giveCoupon(db(), template.id, user.id);
      const expired = await giveCoupon(db(), template.id, user.id, {
        validFrom: new Date(Date.now() - 10 * DAY),
        validUntil: new Date(Date.now() - DAY),
      });
      const list = await client.get<Mine>('/user/coupon/list', { tab: 'unused' });
      expect(list.obj.counts).toEqual({ unused: 1, used: 0, expired: 1 });
      expect(list.obj.list.map((c) => c.id)).toEqual([unused]);
      const old = await client.get<Mine>('/user/coupon/list', { tab: 'expired' });
      expect(old.obj.list.map((c) => c.id)).toEqual([expired]);
      const info = await client.get<{ coupon_count: number }>('/user/info');
      expect(info.obj.coupon_count).toBe(1);
    });
  });

  describe('the operator API', () => {
    const base = {
      name: '满500减50',
      kind: 'amount',
      threshold: '500',
      amount: '50',
      valid_days: 30,
      total: 10,
    };

    it('when an operator creates, lists, changes and delists a template, then members see it accordingly', async () => {
      const created = await operator.post<{ id: number; face: string; claimed: number }>(
        '/admin/coupon/templates/save',
        { ...base, brand_ids: [brandOfA] },
      );
      expect(created.code).toBe(Code.OK);
      expect(created.obj).toMatchObject({ face: '¥50', claimed: 0 });
      const id = created.obj.id;
      const list = await operator.get<{ list: { id: number }[] }>('/admin/coupon/templates');
      expect(list.obj.list.some((x) => x.id === id)).toBe(true);

      const { client } = await member();
      expect((await client.post('/coupon/claim', { id })).code).toBe(Code.OK);
      // Claimed: the terms are fixed; the total may not fall below the claims.
      expect(
        (
          await operator.post('/admin/coupon/templates/save', {
            ...base,
            id,
            amount: '60',
            brand_ids: [brandOfA],
          })
        ).code,
      ).toBe(Code.CONFLICT);
      expect(
        (
          await operator.post('/admin/coupon/templates/save', {
            ...base,
            id,
            total: 0,
            brand_ids: [brandOfA],
          })
        ).code,
      ).toBe(Code.CONFLICT);
      const renamed = await operator.post<{ name: string; total: number }>('/admin/coupon/templates/save', {
        ...base,
        id,
        name: '品牌专享满500减50',
        total: 20,
        brand_ids: [brandOfA],
      });
      expect(renamed.obj).toMatchObject({ name: '品牌专享满500减50', total: 20 });

      expect((await operator.post('/admin/coupon/templates/listing', { id, listed: false })).code).toBe(
        Code.OK,
      );
      const centre = await client.get<Centre>('/coupon/centre');
      expect(centre.obj.list.some((c) => c.id === id)).toBe(false);
    });

    it('when a template is invalid, then each problem is named', async () => {
      const save = (values: Record<string, unknown>) => operator.post('/admin/coupon/templates/save', values);
      expect((await save({ ...base, brand_ids: [999_999_999] })).code).toBe(Code.INVALID);
      expect((await save({ ...base, category_ids: [999_999_999] })).code).toBe(Code.INVALID);
      expect((await save({ ...base, amount: undefined })).code).toBe(Code.INVALID);
      expect((await save({ ...base, amount: '600' })).code).toBe(Code.INVALID);
      expect((await save({ ...base, kind: 'percent', amount: undefined })).code).toBe(Code.INVALID);
      expect((await save({ ...base, kind: 'percent', amount: undefined, percent_off: 100 })).code).toBe(
        Code.INVALID,
      );
      expect((await save({ ...base, valid_days: undefined })).code).toBe(Code.INVALID);
      expect(
        (
          await save({
            ...base,
            valid_days: undefined,
            valid_from: '2026-12-31T00:00:00Z',
            valid_until: '2026-01-01T00:00:00Z',
          })
        ).code,
      ).toBe(Code.INVALID);
      expect((await save({ ...base, id: 999_999_999 })).code).toBe(Code.NOT_FOUND);
      const { client } = await member();
      expect((await client.post('/admin/coupon/templates/save', base)).code).toBe(Code.FORBIDDEN);
    });

    it('when an operator issues a coupon to a member, then it counts toward the total and the limit', async () => {
      const template = await addTemplate(db(), { listed: false, total: 1 });
      const { user } = await member();
      const issued = await operator.post<{ coupon_id: number }>('/admin/coupon/issue', {
        id: template.id,
        phone: user.phone,
      });
      expect(issued.code).toBe(Code.OK);
      expect(await memberCoupon(db(), issued.obj.coupon_id)).toMatchObject({ userId: user.id });
      expect((await operator.post('/admin/coupon/issue', { id: template.id, phone: user.phone })).code).toBe(
        Code.CONFLICT,
      );
      expect(
        (await operator.post('/admin/coupon/issue', { id: template.id, phone: '13011112222' })).code,
      ).toBe(Code.NOT_FOUND);
    });
  });
});
