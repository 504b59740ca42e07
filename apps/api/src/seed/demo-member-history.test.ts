import { Code } from '@labmall/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { controlledSales } from '../compliance/compliance.schema.ts';
import { accountOf, ledgerSum } from '../credit/credit.repository.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import { ledgerOf, stockOf } from '../orders/testing/order-fixtures.ts';
import { refunds } from '../payments/payments.schema.ts';
import { pointsBalance } from '../points/points.repository.ts';
import { pointsEntries } from '../points/points.schema.ts';
import { DEMO_LICENCE, DEMO_ORGANISATION } from './demo-member.ts';
import { seedDemoMemberHistory } from './demo-member-history.ts';
import { seedDemoData } from './seed.ts';

describe.each(databaseKinds)('the demo member’s history on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  it('when seeded, then there is one order 待付款, one 待发货, one 已发货 and two 已完成, and every ledger reconciles', async () => {
    const result = await seedDemoMemberHistory(t.app.deps);
    expect(result.created).toBe(true);
    const rows = await db()
      .select({ number: orders.number, state: orders.state, reward: orders.pointsReward })
      .from(orders)
      .where(eq(orders.userId, result.userId));
    expect(rows.map((r) => r.state).sort()).toEqual(
      ['completed', 'completed', 'paid', 'pending_payment', 'shipped'].sort(),
    );
    expect(result.orders.map((o) => o.state)).toEqual([
      'completed',
      'completed',
      'shipped',
      'paid',
      'pending_payment',
    ]);
    // 发票管理 has the first order's invoice, issued for what was paid.
    const invoices = await t.app.deps.orderInvoices.list(
      { state: null, number: null },
      { index: 1, pageSize: 20 },
    );
    expect(invoices.list).toEqual([
      expect.objectContaining({ order_number: result.orders[0]!.number, state: 'issued', issued_by: '' }),
    ]);

    // 消息中心: the three shipments (two since received) are each a notice with their tracking number.
    const inbox = await t.app.deps.notices.list(result.userId, { group: 'orders', index: 1, pageSize: 20 });
    expect(inbox.list.map((n) => n.kind)).toEqual(['order_shipped', 'order_shipped', 'order_shipped']);
    expect(inbox.unread).toBe(3);
    expect(inbox.list[0]!.body).toMatch(/顺丰速运，运单号 SF\d{10}/);

    // Stock: every SKU the orders took still has a ledger that sums to its stock.
    const taken = await db()
      .selectDistinct({ skuId: orderLines.skuId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.userId, result.userId));
    const ledger = await Promise.all(
      taken.map(async ({ skuId }) => ({
        skuId,
        stock: await stockOf(db(), skuId!),
        sum: await ledgerOf(db(), skuId!),
      })),
    );
    expect(ledger.length).toBeGreaterThanOrEqual(5);
    for (const row of ledger) expect(row.sum, `SKU ${row.skuId}`).toBe(row.stock);

    // Points: earned by the two completed orders only (beside the demo's welcome points), and the
    // ledger sums to the balance.
    const earned = rows.filter((r) => r.state === 'completed').reduce((sum, r) => sum + r.reward, 0);
    expect(earned).toBeGreaterThan(0);
    const [earnings] = await db()
      .select({
        sum: sql<string>`coalesce(sum(${pointsEntries.delta}), 0)::text`,
        n: sql<number>`count(*)::int`,
      })
      .from(pointsEntries)
      .where(sql`${pointsEntries.userId} = ${result.userId} and ${pointsEntries.kind} = 'earn'`);
    expect(earnings?.n).toBe(2);
    expect(Number(earnings?.sum)).toBe(earned);
    const [all] = await db()
      .select({ sum: sql<string>`coalesce(sum(${pointsEntries.delta}), 0)::text` })
      .from(pointsEntries)
      .where(eq(pointsEntries.userId, result.userId));
    expect(await pointsBalance(db(), result.userId)).toBe(Number(all?.sum));

    // Credit: the two orders paid on 账期 are what is outstanding, and the ledger says the same.
    const account = await accountOf(db(), result.userId);
    expect(account?.outstandingFen).toBeGreaterThan(0);
    expect(await ledgerSum(db(), result.userId)).toBe(account?.outstandingFen);
  });

  it('when seeded, then the demo member may buy 危险化学品 and 第三类 reagents, not 第二类 ones, and the ledger has the controlled sale of their first order', async () => {
    const demo = await seedDemoMemberHistory(t.app.deps);
    const userId = demo.userId;
    const { compliance } = t.app.deps;
    expect((await compliance.requirementsFor(userId, ['hazardous'])).ok).toBe(true);
    expect((await compliance.requirementsFor(userId, ['hazardous', 'precursor-3'])).ok).toBe(true);
    // The gate still holds for what they hold no document for.
    const second = await compliance.requirementsFor(userId, ['hazardous', 'precursor-2']);
    expect(second.missing.map((m) => m.code)).toEqual(['precursor-2']);
    const sales = await db()
      .select({
        number: orders.number,
        organisation: controlledSales.organisation,
        licence: controlledSales.licenceNumber,
        controlled: controlledSales.controlled,
      })
      .from(controlledSales)
      .innerJoin(orders, eq(orders.id, controlledSales.orderId))
      .where(eq(controlledSales.userId, userId));
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ organisation: DEMO_ORGANISATION, licence: DEMO_LICENCE.number });
    expect(sales[0]!.controlled).toContain('precursor-3');
  });

  it('when seeded again, then nothing is added', async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(orders);
    const again = await seedDemoMemberHistory(t.app.deps);
    expect(again).toMatchObject({ created: false, orders: [] });
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('when staff refund a completed demo order paid online, then the sandbox knows its trade and the money goes back', async () => {
    const userId = (await seedDemoMemberHistory(t.app.deps)).userId;
    const [completed] = await db()
      .select({ id: orders.id, number: orders.number, payableFen: orders.payableFen })
      .from(orders)
      .where(sql`${orders.userId} = ${userId} and ${orders.state} = 'completed'`)
      .orderBy(orders.id)
      .limit(1);
    const operator = (await staffClient(t)).client;
    const refunded = await operator.post('/admin/orders/refund', {
      number: completed!.number,
      reason: '演示退款',
    });
    expect(refunded.code, refunded.message).toBe(Code.OK);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, completed!.id));
    expect(rows.map((r) => [r.method, r.state, r.amountFen])).toEqual([
      ['online', 'succeeded', completed!.payableFen],
    ]);
  });
});
