import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { findUserByPhone } from '../accounts/users.repository.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import { placeTestOrder, stockedSkus, stockOf } from '../orders/testing/order-fixtures.ts';
import { addAddress } from '../orders/testing/placement-fixtures.ts';
import { DEMO_MEMBER_PHONE } from '../seed/demo-member.ts';
import { DEMO_WELCOME_POINTS, demoPointsItems } from '../seed/demo-points.ts';
import { seedDemoData } from '../seed/seed.ts';
import { pointsItems } from './points.schema.ts';
import {
  balanceOf,
  entriesOfKind,
  entrySumOf,
  itemStockOf,
  movementSumOf,
} from './testing/points-fixtures.ts';

type Item = { id: number; name: string; points_price: number; stock: number; on_sale: boolean };
type Entry = { kind: string; reason: string; delta: number; note: string; order_number: string | null };

describe.each(databaseKinds)('points, the points mall and redemptions on %s', (kind) => {
  let t: TestApp;
  let operator: TestClient;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    skuId = (await stockedSkus(t.database.db, 50, 1))[0]!.id;
    await t.login();
    operator = (await staffClient(t)).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function newItem(values: Partial<{ points_price: number; stock: number; on_sale: boolean }> = {}) {
    const created = await operator.post<{ item: Item }>('/admin/points/items/create', {
      name: `测试礼品 ${randomUUID().slice(0, 8)}`,
      category: '实验耗材',
      description: '一次性丁腈手套，100 只/盒',
      points_price: 100,
      stock: 5,
      ...values,
    });
    expect(created.code).toBe(Code.OK);
    return created.obj.item;
  }

  /** A logged-in member with an address and `points` given by an operator. */
  async function member(points: number) {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    const addressId = await addAddress(db(), user.id);
    if (points > 0) {
      const given = await operator.post('/admin/points/adjust', {
        phone: user.phone,
        delta: points,
        reason: '新会员赠送',
      });
      expect(given.code).toBe(Code.OK);
    }
    return { user, client, addressId };
  }

  const redeem = (client: TestClient, id: number, quantity: number, addressId: number, key = randomUUID()) =>
    client.post<{ number: string }>('/points/redeem', {
      idempotency_key: key,
      id,
      quantity,
      address_id: addressId,
    });

  it('when a member redeems an item, then points and stock fall in one go and a 待发货 积分兑换 order appears', async () => {
    const item = await newItem({ points_price: 120, stock: 5 });
    const { user, client, addressId } = await member(500);

    const listed = await t.newClient().get<{ list: Item[]; categories: string[] }>('/points/list', {
      sort: 'points_asc',
    });
    expect(listed.code).toBe(Code.OK);
    expect(listed.obj.list.map((i) => i.id)).toContain(item.id);
    expect(listed.obj.categories).toContain('实验耗材');
    const detail = await t.newClient().get<{ description: string }>('/points/detail', { id: item.id });
    expect(detail.obj.description).toContain('丁腈手套');

    const preview = await client.get<{ cost: number; balance: number; problem: string | null }>(
      '/points/redeem/preview',
      { id: item.id, quantity: 2 },
    );
    expect(preview.obj).toMatchObject({ cost: 240, balance: 500, problem: null });

    const key = randomUUID();
    const placed = await redeem(client, item.id, 2, addressId, key);
    expect(placed.code).toBe(Code.OK);
    expect(await balanceOf(db(), user.id)).toBe(260);
    expect(await entrySumOf(db(), user.id)).toBe(260);
    expect(await itemStockOf(db(), item.id)).toBe(3);
    expect(await movementSumOf(db(), item.id)).toBe(3);

    // The same key and body answer the first result; nothing moves twice.
    const again = await redeem(client, item.id, 2, addressId, key);
    expect(again.obj).toEqual(placed.obj);
    expect(await balanceOf(db(), user.id)).toBe(260);

    const order = await client.get<{
      state: string;
      source: number;
      payable: string;
      points_spent: number;
      points_reward: number;
      actions: Record<string, boolean>;
      lines: { points_item_id: number; points_price: number; sku: string; quantity: number }[];
      invoice: unknown;
    }>('/user/order/detail', { number: placed.obj.number });
    expect(order.obj).toMatchObject({
      state: 'paid',
      source: 4,
      payable: '0.00',
      points_spent: 240,
      points_reward: 0,
      invoice: null,
      actions: { pay: false, rebuy: false, cancel: false, confirm: false },
    });
    expect(order.obj.lines).toEqual([
      expect.objectContaining({
        points_item_id: item.id,
        points_price: 120,
        sku: `JF-${item.id}`,
        quantity: 2,
      }),
    ]);
    const list = await client.get<{ list: { number: string; source: number; points_spent: number }[] }>(
      '/user/order/list',
      {},
    );
    expect(list.obj.list[0]).toMatchObject({ number: placed.obj.number, source: 4, points_spent: 240 });

    const mine = await client.get<{ balance: number; total: number; list: Entry[] }>('/user/points', {});
    expect(mine.obj.balance).toBe(260);
    expect(mine.obj.list.map((e) => [e.reason, e.delta])).toEqual([
      ['积分兑换', -240],
      ['运营调整', 500],
    ]);
    expect(mine.obj.list[0]!.order_number).toBe(placed.obj.number);
    expect(mine.obj.list[1]!.note).toBe('新会员赠送');
  });

  it('when a redemption cannot be made, then a clear 中文 answer and nothing changed', async () => {
    const item = await newItem({ points_price: 100, stock: 2 });
    const { user, client, addressId } = await member(150);
    const before = { balance: await balanceOf(db(), user.id), stock: await itemStockOf(db(), item.id) };
    const unchanged = async () => {
      expect(await balanceOf(db(), user.id)).toBe(before.balance);
      expect(await itemStockOf(db(), item.id)).toBe(before.stock);
      const placed = await db().select().from(orders).where(eq(orders.userId, user.id));
      expect(placed).toHaveLength(0);
    };

    const short = await redeem(client, item.id, 2, addressId);
    expect(short.code).toBe(Code.CONFLICT);
    expect(short.message).toBe('积分不足：需要 200 积分，当前 150 积分');
    const preview = await client.get<{ problem: string }>('/points/redeem/preview', {
      id: item.id,
      quantity: 2,
    });
    expect(preview.obj.problem).toBe('积分不足：需要 200 积分，当前 150 积分');

    const over = await redeem(client, item.id, 3, addressId);
    expect(over.code).toBe(Code.CONFLICT);
    expect(over.message).toBe('库存不足，仅剩 2 件');

    const unknown = await redeem(client, 999_999_999, 1, addressId);
    expect(unknown.code).toBe(Code.NOT_FOUND);
    expect(unknown.message).toBe('积分商品不存在或已下架');

    const foreign = await member(0);
    const foreignAddress = await redeem(client, item.id, 1, foreign.addressId);
    expect(foreignAddress.code).toBe(Code.NOT_FOUND);
    expect(foreignAddress.message).toBe('收货地址不存在，请重新选择');

    const zero = await redeem(client, item.id, 0, addressId);
    expect(zero.code).toBe(Code.INVALID);
    await unchanged();

    await operator.post('/admin/points/items/update', { id: item.id, on_sale: false });
    const offSale = await redeem(client, item.id, 1, addressId);
    expect(offSale.code).toBe(Code.CONFLICT);
    expect(offSale.message).toBe('该积分商品已下架');
    expect((await t.newClient().get('/points/detail', { id: item.id })).code).toBe(Code.NOT_FOUND);
    await operator.post('/admin/points/items/update', { id: item.id, on_sale: true, stock_delta: -2 });
    const soldOut = await redeem(client, item.id, 1, addressId);
    expect(soldOut.code).toBe(Code.CONFLICT);
    expect(soldOut.message).toBe('该积分商品已兑完');
    expect(await movementSumOf(db(), item.id)).toBe(0);
    expect(await balanceOf(db(), user.id)).toBe(150);
  });

  it('when an operator cancels a redemption before shipping, then points and stock come back once', async () => {
    const item = await newItem({ points_price: 50, stock: 4 });
    const { user, client, addressId } = await member(200);
    const placed = await redeem(client, item.id, 3, addressId);
    expect(await balanceOf(db(), user.id)).toBe(50);
    expect(await itemStockOf(db(), item.id)).toBe(1);

    const member_cancel = await client.post('/user/order/cancel', { number: placed.obj.number });
    expect(member_cancel.code).toBe(Code.CONFLICT);

    const cancelled = await operator.post('/admin/orders/cancel', {
      number: placed.obj.number,
      reason: '礼品缺货',
    });
    expect(cancelled).toMatchObject({ code: Code.OK, obj: { state: 'cancelled' } });
    expect(await balanceOf(db(), user.id)).toBe(200);
    expect(await entrySumOf(db(), user.id)).toBe(200);
    expect(await itemStockOf(db(), item.id)).toBe(4);
    expect(await movementSumOf(db(), item.id)).toBe(4);
    const again = await operator.post('/admin/orders/cancel', { number: placed.obj.number, reason: '重复' });
    expect(again.code).toBe(Code.CONFLICT);
    expect(await balanceOf(db(), user.id)).toBe(200);
    const returned = await entriesOfKind(db(), user.id, 'redeem_return');
    expect(returned).toHaveLength(1);
  });

  it('when a redemption ships and the member confirms, then it completes and earns nothing', async () => {
    const item = await newItem({ points_price: 30, stock: 3 });
    const { user, client, addressId } = await member(30);
    const placed = await redeem(client, item.id, 1, addressId);
    await operator.post('/admin/orders/ship', {
      number: placed.obj.number,
      carrier: '顺丰速运',
      tracking_no: 'SF1',
    });
    const done = await client.post('/user/order/confirm', { number: placed.obj.number });
    expect(done).toMatchObject({ code: Code.OK, obj: { state: 'completed' } });
    expect(await balanceOf(db(), user.id)).toBe(0);
    expect(await entriesOfKind(db(), user.id, 'earn')).toHaveLength(0);
  });

  /** An ordinary order fixed to earn `reward` points, paid and shipped. */
  async function shippedOrder(userId: number, reward: number) {
    const order = await placeTestOrder(db(), userId, [{ skuId, quantity: 1 }]);
    await db().update(orders).set({ pointsReward: reward }).where(eq(orders.id, order.id));
    await db().transaction((tx) => t.app.deps.orderMachine.markPaid(tx, order.id));
    const shipped = await operator.post('/admin/orders/ship', {
      number: order.number,
      carrier: '顺丰速运',
      tracking_no: 'SF2',
    });
    expect(shipped.code).toBe(Code.OK);
    return order;
  }

  it('when an order completes by the member or by the job, then it earns its points exactly once', async () => {
    const { user, client } = await member(0);
    const confirmed = await shippedOrder(user.id, 88);
    expect((await client.post('/user/order/confirm', { number: confirmed.number })).code).toBe(Code.OK);
    expect((await client.post('/user/order/confirm', { number: confirmed.number })).code).toBe(Code.CONFLICT);
    expect(await balanceOf(db(), user.id)).toBe(88);

    const timed = await shippedOrder(user.id, 12);
    const days = t.config.ORDER_AUTO_COMPLETE_DAYS;
    await db()
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - (days + 1) * 24 * 3600 * 1000) })
      .where(eq(orders.id, timed.id));
    expect(await t.app.deps.orders.completeDue()).toBeGreaterThanOrEqual(1);
    expect(await t.app.deps.orders.completeDue()).toBe(0);
    expect(await balanceOf(db(), user.id)).toBe(100);
    expect(await entrySumOf(db(), user.id)).toBe(100);
    const earned = await entriesOfKind(db(), user.id, 'earn');
    expect(earned.map((e) => e.delta).sort()).toEqual([12, 88]);
    const mine = await client.get<{ list: Entry[] }>('/user/points', {});
    expect(mine.obj.list[0]).toMatchObject({ reason: '订单完成', delta: 12, order_number: timed.number });
  });

  it('when an operator refunds a completed order, then its points are reversed once and no stock comes back', async () => {
    const { user, client } = await member(0);
    const order = await shippedOrder(user.id, 60);
    await client.post('/user/order/confirm', { number: order.number });
    expect(await balanceOf(db(), user.id)).toBe(60);

    const early = await shippedOrder(user.id, 5);
    const notYet = await operator.post('/admin/orders/refund', { number: early.number, reason: '退货' });
    expect(notYet.code).toBe(Code.CONFLICT);
    expect(notYet.message).toBe('订单已发货，不能退款（仅已完成的订单可退款）');
    const noReason = await operator.post('/admin/orders/refund', { number: order.number, reason: '' });
    expect(noReason.code).toBe(Code.INVALID);
    const byMember = await client.post('/admin/orders/refund', { number: order.number, reason: '退货' });
    expect(byMember.code).not.toBe(Code.OK);

    const stockBefore = await stockOf(db(), skuId);
    const refunded = await operator.post('/admin/orders/refund', {
      number: order.number,
      reason: '试剂纯度不符，退货',
    });
    expect(refunded).toMatchObject({ code: Code.OK, obj: { state: 'cancelled' } });
    expect(await balanceOf(db(), user.id)).toBe(0);
    expect(await entrySumOf(db(), user.id)).toBe(0);
    expect(await stockOf(db(), skuId)).toBe(stockBefore);
    const twice = await operator.post('/admin/orders/refund', { number: order.number, reason: '再退' });
    expect(twice.code).toBe(Code.CONFLICT);
    expect(await entriesOfKind(db(), user.id, 'reverse')).toHaveLength(1);
    const detail = await client.get<{ cancel_reason: string; timeline: { note: string }[] }>(
      '/user/order/detail',
      { number: order.number },
    );
    expect(detail.obj.cancel_reason).toBe('试剂纯度不符，退货');
    expect(detail.obj.timeline.at(-1)!.note).toBe('退款：试剂纯度不符，退货');
  });

  it('when the member has spent the points a refunded order earned, then what is left is taken and noted, never below 0', async () => {
    const item = await newItem({ points_price: 70, stock: 5 });
    const { user, client, addressId } = await member(0);
    const order = await shippedOrder(user.id, 100);
    await client.post('/user/order/confirm', { number: order.number });
    await redeem(client, item.id, 1, addressId);
    expect(await balanceOf(db(), user.id)).toBe(30);

    await operator.post('/admin/orders/refund', { number: order.number, reason: '退货' });
    expect(await balanceOf(db(), user.id)).toBe(0);
    expect(await entrySumOf(db(), user.id)).toBe(0);
    const [reversed] = await entriesOfKind(db(), user.id, 'reverse');
    expect(reversed!.delta).toBe(-30);
    expect(reversed!.note).toContain('应扣回 100 积分，余额仅 30，已扣回 30');
  });

  it('when an operator adjusts and reads points, then deductions stop at 0 and the ledger shows the reasons', async () => {
    const { user } = await member(40);
    const tooMuch = await operator.post('/admin/points/adjust', {
      user_id: user.id,
      delta: -41,
      reason: '扣错',
    });
    expect(tooMuch.code).toBe(Code.CONFLICT);
    expect(tooMuch.message).toBe('积分不足：当前 40 积分，不能扣减 41 积分');
    const noReason = await operator.post('/admin/points/adjust', { user_id: user.id, delta: 5, reason: ' ' });
    expect(noReason.code).toBe(Code.INVALID);
    const nobody = await operator.post('/admin/points/adjust', {
      phone: '19999999998',
      delta: 5,
      reason: '奖励',
    });
    expect(nobody.code).toBe(Code.NOT_FOUND);
    const neither = await operator.post('/admin/points/adjust', { delta: 5, reason: '奖励' });
    expect(neither.code).toBe(Code.INVALID);
    const taken = await operator.post<{ balance: number; entry: Entry }>('/admin/points/adjust', {
      user_id: user.id,
      delta: -15,
      reason: '重复发放，扣回',
    });
    expect(taken.obj).toMatchObject({
      balance: 25,
      entry: { kind: 'adjust', delta: -15, note: '重复发放，扣回' },
    });
    const ledger = await operator.get<{
      balance: number;
      total: number;
      list: (Entry & { operator_id: number })[];
    }>('/admin/points/ledger', { phone: user.phone });
    expect(ledger.obj).toMatchObject({ balance: 25, total: 2 });
    expect(ledger.obj.list[0]!.operator_id).toBeGreaterThan(0);
    expect((await t.client.get('/admin/points/ledger', { user_id: user.id })).code).not.toBe(Code.OK);
  });

  it('when the demo data is loaded twice, then 8 mall items and one 新会员赠送 of 800 for the demo member', async () => {
    await seedDemoData(db());
    const demo = await findUserByPhone(db(), DEMO_MEMBER_PHONE);
    expect(await balanceOf(db(), demo!.id)).toBe(DEMO_WELCOME_POINTS);
    expect(await entriesOfKind(db(), demo!.id, 'adjust')).toHaveLength(1);
    const names = await db().select({ name: pointsItems.name }).from(pointsItems);
    for (const item of demoPointsItems) {
      expect(names.filter((n) => n.name === item.name)).toHaveLength(1);
    }
  });

  it('when an operator manages items, then stock moves only through the movement ledger and lists follow on/off sale', async () => {
    const item = await newItem({ stock: 10 });
    const down = await operator.post('/admin/points/items/update', { id: item.id, stock_delta: -11 });
    expect(down.code).toBe(Code.CONFLICT);
    expect(down.message).toBe('库存调整后不能小于 0');
    const up = await operator.post<{ item: Item }>('/admin/points/items/update', {
      id: item.id,
      stock_delta: 5,
      points_price: 99,
      on_sale: false,
    });
    expect(up.obj.item).toMatchObject({ stock: 15, points_price: 99, on_sale: false });
    expect(await movementSumOf(db(), item.id)).toBe(15);
    const off = await operator.get<{ list: Item[] }>('/admin/points/items', {
      on_sale: 'off',
      pageSize: 100,
    });
    expect(off.obj.list.map((i) => i.id)).toContain(item.id);
    const shop = await t.newClient().get<{ list: Item[] }>('/points/list', { pageSize: 100 });
    expect(shop.obj.list.map((i) => i.id)).not.toContain(item.id);
    const missing = await operator.post('/admin/points/items/update', { id: 999_999_999, on_sale: true });
    expect(missing.code).toBe(Code.NOT_FOUND);
    const lines = await db().select().from(orderLines).where(eq(orderLines.pointsItemId, item.id));
    expect(lines).toHaveLength(0);
  });
});
