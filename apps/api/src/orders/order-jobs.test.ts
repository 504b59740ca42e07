import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { type Database, openDatabase } from '../platform/db.ts';
import { seedDemoData } from '../seed/seed.ts';
import { createOrderService } from './lifecycle.ts';
import { createOrderJobs } from './order-jobs.ts';
import { orderEvents, orders, stockMovements } from './orders.schema.ts';
import { placeTestOrder, stockedSkus, stockOf } from './testing/order-fixtures.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const past = () => new Date(Date.now() - 60_000);

async function until(check: () => Promise<boolean>, what: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(databaseKinds)('timed order jobs on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    skuId = (await stockedSkus(t.database.db, 1, 1))[0]!.id;
    // Enough units for every order below, recorded as the ledger requires.
    await t.database.db
      .update(skus)
      .set({ stock: sql`${skus.stock} + 1000` })
      .where(eq(skus.id, skuId));
    await t.database.db.insert(stockMovements).values({ skuId, delta: 1000, reason: 'adjust' });
  }, 60_000);
  afterAll(() => t.close());
  const db = () => t.database.db;

  /** The URL of this suite's own PostgreSQL database (each suite gets a fresh one). */
  async function ownUrl() {
    const result = (await db().execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${result.rows[0]!.name}`;
    return url.toString();
  }

  const cancelEvents = async (ids: number[]) =>
    db()
      .select({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.toState, 'cancelled')));

  it('when an order fell due while no runner was up, then the jobs cancel it at start with its stock back once', async () => {
    const member = await t.login();
    const before = await stockOf(db(), skuId);
    const order = await placeTestOrder(db(), member.id, [{ skuId, quantity: 4 }], { payBy: past() });
    const fresh = await placeTestOrder(db(), member.id, [{ skuId, quantity: 1 }]);

    const jobs = createOrderJobs({
      database: t.database,
      url: kind === 'postgres' ? await ownUrl() : undefined,
      orders: t.app.deps.orders,
      intervalMinutes: 1,
      log: silent,
      pollingSeconds: 0.5,
    });
    await jobs.start();
    try {
      await until(async () => {
        const [row] = await db().select({ state: orders.state }).from(orders).where(eq(orders.id, order.id));
        return row?.state === 'cancelled';
      }, 'the due order to be cancelled');
    } finally {
      await jobs.stop();
    }
    expect(await stockOf(db(), skuId)).toBe(before - 1);
    expect(await cancelEvents([order.id])).toHaveLength(1);
    const [row] = await db().select().from(orders).where(eq(orders.id, fresh.id));
    expect(row!.state).toBe('pending_payment');
    const [cancelled] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(cancelled!.cancelReason).toBe('超时未付款');
  });

  it('when the jobs start, then the timed notices run once at once, as after a night with no runner', async () => {
    let runs = 0;
    const jobs = createOrderJobs({
      database: t.database,
      url: kind === 'postgres' ? await ownUrl() : undefined,
      orders: t.app.deps.orders,
      timedNotices: {
        sendDue: async () => {
          runs += 1;
          return 0;
        },
      },
      intervalMinutes: 1,
      log: silent,
      pollingSeconds: 0.5,
    });
    await jobs.start();
    try {
      await until(async () => runs > 0, 'the timed notices to run');
    } finally {
      await jobs.stop();
    }
    expect(runs).toBe(1);
  });

  it('when a shipped order passes the auto-complete days, then the sweep completes it and leaves younger ones', async () => {
    const member = await t.login();
    const old = await placeTestOrder(db(), member.id, [{ skuId, quantity: 1 }]);
    const young = await placeTestOrder(db(), member.id, [{ skuId, quantity: 1 }]);
    const days = t.config.ORDER_AUTO_COMPLETE_DAYS;
    const shippedAgo = (d: number) => new Date(Date.now() - d * 24 * 3600 * 1000);
    await db()
      .update(orders)
      .set({ state: 'shipped', shippedAt: shippedAgo(days + 1) })
      .where(eq(orders.id, old.id));
    await db()
      .update(orders)
      .set({ state: 'shipped', shippedAt: shippedAgo(days - 1) })
      .where(eq(orders.id, young.id));

    expect(await t.app.deps.orders.completeDue()).toBe(1);
    expect(await t.app.deps.orders.completeDue()).toBe(0);
    const rows = await db()
      .select()
      .from(orders)
      .where(inArray(orders.id, [old.id, young.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.state]))).toEqual({
      [old.id]: 'completed',
      [young.id]: 'shipped',
    });
    const [event] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, old.id), eq(orderEvents.toState, 'completed')));
    expect(event).toMatchObject({ actor: 'system', fromState: 'shipped' });
  });

  it('when the buyer cancels while the sweep runs, then the order is cancelled once', async () => {
    const member = await t.login();
    const before = await stockOf(db(), skuId);
    const order = await placeTestOrder(db(), member.id, [{ skuId, quantity: 2 }], { payBy: past() });
    const results = await Promise.allSettled([
      t.app.deps.orders.expireDue(),
      t.client.post('/user/order/cancel', { number: order.number }),
    ]);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await cancelEvents([order.id])).toHaveLength(1);
    expect(await stockOf(db(), skuId)).toBe(before);
  });

  it.runIf(kind === 'postgres')(
    'when two job runners sweep the same timed-out orders at once, then each order returns its stock exactly once',
    async () => {
      const url = await ownUrl();
      const second: Database = await openDatabase({ url, dataDir: '', poolSize: 10 });
      try {
        const member = await t.login();
        const before = await stockOf(db(), skuId);
        const made = [];
        for (let i = 0; i < 30; i++) {
          made.push(await placeTestOrder(db(), member.id, [{ skuId, quantity: 3 }], { payBy: past() }));
        }
        expect(await stockOf(db(), skuId)).toBe(before - 90);
        const a = t.app.deps.orders;
        const b = createOrderService({
          db: second.db,
          autoCompleteDays: 14,
          shopName: 'x',
          machine: t.app.deps.orderMachine,
          awaitingTransfers: async () => new Set(),
          paymentsOf: async () => [],
          liveCoas: async () => [],
          refunds: t.app.deps.refunds,
          invoices: t.app.deps.orderInvoices,
          settleOpenTrade: async () => {},
        });
        const counts = await Promise.all([a.expireDue(), b.expireDue(), a.expireDue(), b.expireDue()]);
        expect(counts.reduce((x, y) => x + y, 0)).toBe(30);
        const ids = made.map((o) => o.id);
        expect(await cancelEvents(ids)).toHaveLength(30);
        const returned = await db()
          .select({ orderId: stockMovements.orderId })
          .from(stockMovements)
          .where(and(inArray(stockMovements.orderId, ids), eq(stockMovements.reason, 'cancel')));
        expect(returned).toHaveLength(30);
        expect(await stockOf(db(), skuId)).toBe(before);

        // And through pg-boss itself: two instances, each with its own pool, asked to run at once.
        const more = [];
        for (let i = 0; i < 5; i++) {
          more.push(await placeTestOrder(db(), member.id, [{ skuId, quantity: 1 }], { payBy: past() }));
        }
        const runners = [
          createOrderJobs({
            database: t.database,
            url,
            orders: a,
            intervalMinutes: 1,
            log: silent,
            pollingSeconds: 0.5,
          }),
          createOrderJobs({
            database: second,
            url,
            orders: b,
            intervalMinutes: 1,
            log: silent,
            pollingSeconds: 0.5,
          }),
        ];
        await Promise.all(runners.map((r) => r.start()));
        try {
          await Promise.all(runners.map((r) => r.runNow()));
          const moreIds = more.map((o) => o.id);
          await until(async () => (await cancelEvents(moreIds)).length === 5, 'both runners to finish');
          await new Promise((r) => setTimeout(r, 1500));
          expect(await cancelEvents(moreIds)).toHaveLength(5);
          expect(await stockOf(db(), skuId)).toBe(before);
        } finally {
          await Promise.all(runners.map((r) => r.stop()));
        }
      } finally {
        await second.close();
      }
    },
    90_000,
  );
});
