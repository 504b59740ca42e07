import { Code } from '@labmall/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, uniquePhone } from '../../test/helper.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { insertUser } from '../accounts/users.repository.ts';
import { orderEvents, orders } from '../orders/orders.schema.ts';
import { placeTestOrder, stockedSkus } from '../orders/testing/order-fixtures.ts';
import { AppError } from '../platform/errors.ts';
import { seedDemoData } from '../seed/seed.ts';
import { payments } from './payments.schema.ts';

async function setup(t: TestApp) {
  await seedDemoData(t.database.db);
  return (await stockedSkus(t.database.db, 200, 1)).map((s) => s.id);
}

describe.each(databaseKinds)('settling an order on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    [skuId] = (await setup(t)) as [number];
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const member = () => insertUser(db(), { phone: uniquePhone() } as never);
  const order = async (userId: number) => {
    const placed = await placeTestOrder(db(), userId, [{ skuId, quantity: 1 }]);
    const [row] = await db().select().from(orders).where(eq(orders.id, placed.id));
    return row!;
  };
  const settle = (input: Parameters<TestApp['app']['deps']['payments']['settle']>[1]) =>
    db().transaction((tx) => t.app.deps.payments.settle(tx, input));
  const rowsOf = (orderId: number) => db().select().from(payments).where(eq(payments.orderId, orderId));
  const paidEvents = async (orderId: number) =>
    (
      await db()
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toState, 'paid')))
    ).length;
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('when an order is settled twice, then it is paid once: one paid row, one transition, the second answers settled false', async () => {
    const buyer = await member();
    const o = await order(buyer.id);
    const input = { orderId: o.id, userId: buyer.id, method: 'credit' as const, amountFen: o.payableFen };
    expect(await settle(input)).toEqual({ settled: true });
    expect(await settle(input)).toEqual({ settled: false });
    const rows = await rowsOf(o.id);
    expect(rows.map((r) => [r.state, r.method, r.amountFen])).toEqual([['paid', 'credit', o.payableFen]]);
    expect(rows[0]!.settledAt).not.toBeNull();
    const [after] = await db().select().from(orders).where(eq(orders.id, o.id));
    expect(after!.state).toBe('paid');
    expect(after!.paidAt).not.toBeNull();
    expect(await paidEvents(o.id)).toBe(1);
  });

  it('when the amount is not the payable, then it is refused and nothing is written', async () => {
    const buyer = await member();
    const o = await order(buyer.id);
    const error = await refusal(
      settle({ orderId: o.id, userId: buyer.id, method: 'online', amountFen: o.payableFen - 1 }),
    );
    expect(error.code).toBe(Code.CONFLICT);
    expect(error.message).toBe('支付金额与订单应付金额不符');
    expect(await rowsOf(o.id)).toEqual([]);
    expect((await db().select().from(orders).where(eq(orders.id, o.id)))[0]!.state).toBe('pending_payment');
  });

  it("when the order is another member's, then it is refused as not found and nothing is written", async () => {
    const owner = await member();
    const other = await member();
    const o = await order(owner.id);
    const error = await refusal(
      settle({ orderId: o.id, userId: other.id, method: 'credit', amountFen: o.payableFen }),
    );
    expect(error.code).toBe(Code.NOT_FOUND);
    expect(error.message).toBe('订单不存在');
    expect(await rowsOf(o.id)).toEqual([]);
  });

  it('when the order is cancelled, then it is refused with its state and nothing is written', async () => {
    const buyer = await member();
    const o = await order(buyer.id);
    await db().update(orders).set({ state: 'cancelled' }).where(eq(orders.id, o.id));
    const error = await refusal(
      settle({ orderId: o.id, userId: buyer.id, method: 'transfer', amountFen: o.payableFen }),
    );
    expect(error.code).toBe(Code.CONFLICT);
    expect(error.message).toBe('订单已取消，不能支付');
    expect(await rowsOf(o.id)).toEqual([]);
  });

  it('when the order was already paid without a payment row here, then it is refused and nothing is written', async () => {
    const buyer = await member();
    const o = await order(buyer.id);
    await db().update(orders).set({ state: 'paid' }).where(eq(orders.id, o.id));
    const error = await refusal(
      settle({ orderId: o.id, userId: buyer.id, method: 'online', amountFen: o.payableFen }),
    );
    expect(error.message).toBe('订单已付款，无需重复支付');
    expect(await rowsOf(o.id)).toEqual([]);
  });

  it('when a pending attempt is settled by its id, then that row becomes paid and the other pending ones close', async () => {
    const buyer = await member();
    const o = await order(buyer.id);
    const [online] = await db()
      .insert(payments)
      .values({
        orderId: o.id,
        userId: buyer.id,
        method: 'online',
        state: 'pending',
        amountFen: o.payableFen,
        tradeNo: `T${o.number}`,
      })
      .returning();
    const [transfer] = await db()
      .insert(payments)
      .values({
        orderId: o.id,
        userId: buyer.id,
        method: 'transfer',
        state: 'pending',
        amountFen: o.payableFen,
      })
      .returning();
    const settled = await settle({
      orderId: o.id,
      userId: buyer.id,
      method: 'online',
      amountFen: o.payableFen,
      paymentId: online!.id,
      gatewayTradeNo: 'G-1',
    });
    expect(settled).toEqual({ settled: true });
    const byId = new Map((await rowsOf(o.id)).map((r) => [r.id, r]));
    expect(byId.get(online!.id)).toMatchObject({ state: 'paid', gatewayTradeNo: 'G-1' });
    expect(byId.get(transfer!.id)!.state).toBe('closed');
  });
});

/** Races need real connections: PGlite serialises every query on one (STACK.md pitfall 8). */
describe.runIf(testDatabaseUrl)('settling races on postgres', () => {
  let t: TestApp;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    [skuId] = (await setup(t)) as [number];
  }, 60_000);
  afterAll(() => t.close());

  it('when one order is settled 20 times in parallel, then it has one paid row and one transition', async () => {
    const db = t.database.db;
    const buyer = await insertUser(db, { phone: uniquePhone() } as never);
    const placed = await placeTestOrder(db, buyer.id, [{ skuId, quantity: 1 }]);
    const [o] = await db.select().from(orders).where(eq(orders.id, placed.id));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) =>
          t.app.deps.payments.settle(tx, {
            orderId: o!.id,
            userId: buyer.id,
            method: 'credit',
            amountFen: o!.payableFen,
          }),
        ),
      ),
    );
    const settled = results.filter((r) => r.status === 'fulfilled' && r.value.settled).length;
    expect(settled).toBe(1);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const paid = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, o!.id), eq(payments.state, 'paid')));
    expect(paid).toHaveLength(1);
    const events = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, o!.id), eq(orderEvents.toState, 'paid')));
    expect(events).toHaveLength(1);
  });
});
