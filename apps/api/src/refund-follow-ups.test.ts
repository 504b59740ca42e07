import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../test/helper.ts';
import { useCoupon } from './coupons/coupons.repository.ts';
import { couponEvents } from './coupons/coupons.schema.ts';
import { addTemplate, giveCoupon, memberCoupon } from './coupons/testing/coupon-fixtures.ts';
import { orderPayable } from './credit/testing/credit-fixtures.ts';
import { staffClient } from './operators/testing/staff-fixtures.ts';
import { orders } from './orders/orders.schema.ts';
import { stockedSkus } from './orders/testing/order-fixtures.ts';
import { refunds } from './payments/payments.schema.ts';
import { pointsKept } from './points/order-points.ts';
import { balanceOf, entriesOfKind, entrySumOf } from './points/testing/points-fixtures.ts';
import { refundFollowUps } from './refund-follow-ups.ts';
import { seedDemoData } from './seed/seed.ts';

describe('pointsKept', () => {
  it('takes back the refunded share of the reward, rounded in the member’s favour', () => {
    expect(pointsKept(100, null)).toBe(100);
    expect(pointsKept(100, { paidFen: 10_000, refundedFen: 0 })).toBe(100);
    expect(pointsKept(100, { paidFen: 10_000, refundedFen: 4_000 })).toBe(60);
    expect(pointsKept(100, { paidFen: 10_000, refundedFen: 1 })).toBe(100);
    expect(pointsKept(7, { paidFen: 3, refundedFen: 1 })).toBe(5);
    expect(pointsKept(100, { paidFen: 10_000, refundedFen: 10_000 })).toBe(0);
    expect(pointsKept(100, { paidFen: 10_000, refundedFen: 12_000 })).toBe(0);
  });
});

describe.each(databaseKinds)('what else goes back when a refund succeeds, on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  let operator: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 200, 1)).map((s) => s.id) as [number];
    operator = (await staffClient(t)).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  /** An order of ¥100 paid on credit (its refunds settle at once) that earns `reward` points, with `coupon`. */
  async function paidOrder(reward: number, coupon?: { returnOnRefund: boolean }) {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    await t.app.deps.credit.setTerms(user.id, { limitFen: 1_000_000, statementDay: 1, dueDays: 30 });
    const order = await orderPayable(db(), user.id, skuId, 10_000);
    await db().update(orders).set({ pointsReward: reward }).where(eq(orders.id, order.id));
    let couponId: number | null = null;
    if (coupon) {
      const template = await addTemplate(db(), { returnOnRefund: coupon.returnOnRefund });
      couponId = await giveCoupon(db(), template.id, user.id);
      await db().transaction((tx) =>
        useCoupon(tx, { id: couponId!, userId: user.id, orderId: order.id, at: new Date() }),
      );
    }
    const paid = await client.post('/pay/credit', { number: order.number });
    expect(paid.code, paid.message).toBe(Code.OK);
    return { user, client, order, couponId };
  }

  async function complete(number: string, client: TestClient) {
    const shipped = await operator.post('/admin/orders/ship', {
      number,
      carrier: '顺丰速运',
      tracking_no: 'SF9',
    });
    expect(shipped.code, shipped.message).toBe(Code.OK);
    expect((await client.post('/user/order/confirm', { number })).code).toBe(Code.OK);
  }

  async function grant(number: string, amount: string) {
    const granted = await operator.post<{ list: { id: number; state: string }[] }>('/admin/refunds/grant', {
      number,
      amount,
      reason: '部分退货',
    });
    expect(granted.code, granted.message).toBe(Code.OK);
    expect(granted.obj.list.map((r) => r.state)).toEqual(['succeeded']);
    return granted.obj.list[0]!.id;
  }

  /** The follow-ups run again for a refund already settled, as a replayed settle would. */
  async function replay(refundId: number) {
    const [row] = await db().select().from(refunds).where(eq(refunds.id, refundId));
    const followUps = refundFollowUps((handle, orderId) => t.app.deps.refunds.share(handle, orderId));
    await db().transaction(async (tx) => {
      for (const followUp of followUps) await followUp(tx, row!);
    });
  }

  it('when parts of a completed order are refunded, then its points come down in proportion, once per refund, and a whole refund takes the rest', async () => {
    const { user, client, order } = await paidOrder(100);
    await complete(order.number, client);
    expect(await balanceOf(db(), user.id)).toBe(100);

    const first = await grant(order.number, '40.00');
    expect(await balanceOf(db(), user.id)).toBe(60);
    await replay(first);
    expect(await balanceOf(db(), user.id)).toBe(60);

    await grant(order.number, '0.50');
    expect(await balanceOf(db(), user.id)).toBe(60);
    const third = await grant(order.number, '20.00');
    expect(await balanceOf(db(), user.id)).toBe(40);
    await replay(third);

    const reversed = await entriesOfKind(db(), user.id, 'reverse');
    expect(reversed.map((e) => e.delta).sort((a, b) => a - b)).toEqual([-40, -20]);
    expect(reversed.every((e) => e.refundId !== null && e.note.includes(order.number))).toBe(true);

    const whole = await operator.post('/admin/orders/refund', { number: order.number, reason: '整单退货' });
    expect(whole.code, whole.message).toBe(Code.OK);
    expect(await balanceOf(db(), user.id)).toBe(0);
    expect(await entrySumOf(db(), user.id)).toBe(0);
    const mine = await client.get<{ list: { delta: number }[] }>('/user/points', {});
    expect(mine.obj.list.map((e) => e.delta)).toContain(-40);
  });

  it('when part of an order is refunded before it completes, then it earns only what its money still paid for', async () => {
    const { user, client, order } = await paidOrder(100);
    await grant(order.number, '25.00');
    expect(await balanceOf(db(), user.id)).toBe(0);
    await complete(order.number, client);
    expect(await balanceOf(db(), user.id)).toBe(75);
    const [earned] = await entriesOfKind(db(), user.id, 'earn');
    expect(earned!.note).toContain('已退款部分不计积分');
    const more = await grant(order.number, '25.00');
    await replay(more);
    expect(await balanceOf(db(), user.id)).toBe(50);
    expect(await entrySumOf(db(), user.id)).toBe(50);
  });

  it('when partial refunds add up to the whole payment, then the coupon goes back once; a template that keeps its coupons keeps it', async () => {
    const returned = await paidOrder(0, { returnOnRefund: true });
    await grant(returned.order.number, '60.00');
    expect(await memberCoupon(db(), returned.couponId!)).toMatchObject({ orderId: returned.order.id });
    const last = await grant(returned.order.number, '40.00');
    expect(await memberCoupon(db(), returned.couponId!)).toMatchObject({ orderId: null, usedAt: null });
    await replay(last);
    const events = await db()
      .select()
      .from(couponEvents)
      .where(eq(couponEvents.memberCouponId, returned.couponId!));
    expect(events.map((e) => e.kind)).toEqual(['use', 'return']);

    const kept = await paidOrder(0, { returnOnRefund: false });
    await grant(kept.order.number, '100.00');
    expect(await memberCoupon(db(), kept.couponId!)).toMatchObject({ orderId: kept.order.id });
  });

  it('when a paid order is cancelled, then its coupon follows the template’s rule; an unpaid one always gets it back', async () => {
    const kept = await paidOrder(0, { returnOnRefund: false });
    // The member is told before it matters: the coupon's words say a refund keeps it.
    type Mine = { list: { id: number; refund_rule: string }[] };
    const held = await kept.client.get<Mine>('/user/coupon/list', { tab: 'used' });
    expect(held.obj.list.find((c) => c.id === kept.couponId)?.refund_rule).toBe(
      '订单付款后整单退款，此券不退还',
    );
    const cancelled = await operator.post('/admin/orders/cancel', {
      number: kept.order.number,
      reason: '缺货',
    });
    expect(cancelled.code, cancelled.message).toBe(Code.OK);
    expect(await memberCoupon(db(), kept.couponId!)).toMatchObject({ orderId: kept.order.id });

    const returned = await paidOrder(0, { returnOnRefund: true });
    const plain = await returned.client.get<Mine>('/user/coupon/list', { tab: 'used' });
    expect(plain.obj.list.find((c) => c.id === returned.couponId)?.refund_rule).toBe('');
    await operator.post('/admin/orders/cancel', { number: returned.order.number, reason: '缺货' });
    expect(await memberCoupon(db(), returned.couponId!)).toMatchObject({ orderId: null });

    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    const unpaid = await orderPayable(db(), user.id, skuId, 10_000);
    const template = await addTemplate(db(), { returnOnRefund: false });
    const couponId = await giveCoupon(db(), template.id, user.id);
    await db().transaction((tx) =>
      useCoupon(tx, { id: couponId, userId: user.id, orderId: unpaid.id, at: new Date() }),
    );
    expect((await client.post('/user/order/cancel', { number: unpaid.number })).code).toBe(Code.OK);
    expect(await memberCoupon(db(), couponId)).toMatchObject({ orderId: null });
  });
});
