import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { formatYuan } from '@labmall/rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClient } from '../../../test/helper.ts';
import { testDatabaseUrl } from '../../../test/test-env.ts';
import { orderPayable } from '../../credit/testing/credit-fixtures.ts';
import { staffClient } from '../../operators/testing/staff-fixtures.ts';
import { lockOrder } from '../../orders/order-machine.service.ts';
import { orders, stockMovements } from '../../orders/orders.schema.ts';
import { ledgerOf, stockedSkus, stockOf } from '../../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../../seed/seed.ts';
import type { SandboxGateway, SandboxTrade } from '../gateway/sandbox-gateway.ts';
import { payments, refunds } from '../payments.schema.ts';
import { fakeRefundGateway, refundServiceWith } from '../testing/refund-fixtures.ts';
import type { RefundService } from './refunds.service.ts';

const MINUTE = 60_000;

/**
 * Refunds racing each other and the order's other paths (issue 35, Tests), on real connections: PGlite
 * serialises every query, so a race there proves nothing.
 */
describe.runIf(testDatabaseUrl)('refunds at the same moment, on postgres', () => {
  let t: TestApp;
  let skuId: number;
  let operator: TestClient;
  let staffId: number;
  let service: RefundService;
  const trades = new Map<string, string>();
  const fake = fakeRefundGateway((tradeNo) => trades.get(tradeNo));

  beforeAll(async () => {
    t = await buildTestApp('postgres');
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 200, 1)).map((s) => s.id) as [number];
    const logged = await staffClient(t);
    operator = logged.client;
    staffId = logged.staff.id;
    service = refundServiceWith(t, fake.gateway);
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function paidOrder(fen: number, method: 'transfer' | 'online') {
    const user = await t.login();
    const order = await orderPayable(db(), user.id, skuId, fen);
    const tradeNo = method === 'online' ? `${order.number}_${randomUUID().slice(0, 5)}` : undefined;
    if (tradeNo) trades.set(tradeNo, formatYuan(fen));
    await db().transaction(async (tx) => {
      const locked = await lockOrder(tx, { id: order.id });
      await t.app.deps.payments.settle(tx, {
        order: locked!,
        orderId: order.id,
        userId: user.id,
        method,
        amountFen: fen,
        ...(tradeNo ? { gateway: 'sandbox', tradeNo } : {}),
      });
    });
    return { order, tradeNo: tradeNo ?? '' };
  }

  const refundedFen = async (orderId: number) =>
    (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0]?.refundedFen ?? 0;

  it('when 10 staff refund 40 % of one order at once, then at most two succeed and the refunds never pass what was paid', async () => {
    const { order } = await paidOrder(10_000, 'transfer');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        operator.post('/admin/refunds/grant', { number: order.number, amount: '40.00', reason: `第${i}次` }),
      ),
    );
    expect(answers.filter((a) => a.code === Code.OK)).toHaveLength(2);
    expect(answers.filter((a) => a.code === Code.CONFLICT)).toHaveLength(8);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((r) => r.amountFen)).toEqual([4_000, 4_000]);
    expect(await refundedFen(order.id)).toBe(8_000);
  });

  it('when 10 online refunds of 40 % race at the gateway, then the gateway moves 80 % and no more', async () => {
    fake.setMode('succeed');
    const { order, tradeNo } = await paidOnline();
    const settled = await Promise.allSettled(
      Array.from({ length: 10 }, () => service.grant(staffId, order.number, 4_000, '部分退款')),
    );
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(2);
    expect(fake.refunded(tradeNo)).toBe(8_000);
    expect(await refundedFen(order.id)).toBe(8_000);

    async function paidOnline() {
      return paidOrder(10_000, 'online');
    }
  });

  it('when three job runners retry the same timed-out refund at once, then the money moves once', async () => {
    fake.setMode('timeout');
    const { order, tradeNo } = await paidOrder(6_000, 'online');
    await service.grant(staffId, order.number, 6_000, '取消');
    fake.setMode('succeed');
    const later = new Date(Date.now() + 2 * MINUTE);
    await Promise.all([service.retryDue(later), service.retryDue(later), service.retryDue(later)]);
    expect(fake.refunded(tradeNo)).toBe(6_000);
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row?.state).toBe('succeeded');
  });

  it('when staff cancel a paid order while another ships it, then one wins, and only a cancel opens a refund, for the whole amount', async () => {
    for (let i = 0; i < 5; i++) {
      const { order } = await paidOrder(20_000, 'transfer');
      const [cancel, ship] = await Promise.all([
        operator.post('/admin/orders/cancel', { number: order.number, reason: '缺货' }),
        operator.post('/admin/orders/ship', {
          number: order.number,
          carrier: '顺丰速运',
          tracking_no: `SF9${i}`,
        }),
      ]);
      expect([cancel.code, ship.code].filter((c) => c === Code.OK)).toHaveLength(1);
      const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
      const [state] = await db().select({ state: orders.state }).from(orders).where(eq(orders.id, order.id));
      if (cancel.code === Code.OK) {
        expect(state?.state).toBe('cancelled');
        expect(rows.map((r) => [r.cause, r.amountFen])).toEqual([['cancel', 20_000]]);
      } else {
        expect(state?.state).toBe('shipped');
        expect(rows).toEqual([]);
      }
    }
  });

  /** An order of `fen` paid through the app's sandbox gateway: its cashier, then its signed notify. */
  async function paidAtSandbox(fen: number) {
    const user = await t.login();
    const order = await orderPayable(db(), user.id, skuId, fen);
    const opened = await t.client.post<{ url: string }>('/pay/online', { number: order.number });
    expect(opened.code).toBe(Code.OK);
    const sandbox = t.app.deps.sandboxGateway as SandboxGateway;
    const trade = sandbox.readTrade(
      Object.fromEntries(new URL(opened.obj.url, 'http://localhost').searchParams),
    ) as SandboxTrade;
    const notified = await t.app.inject({
      method: 'POST',
      url: '/pay/notify/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: new URLSearchParams(await sandbox.decide(trade, 'pay')).toString(),
    });
    expect(notified.body).toBe('success');
    return { order, tradeNo: trade.out_trade_no, sandbox };
  }

  it('when staff cancel an order paid online while another ships it, then one wins; a cancel refunds the whole payment at the sandbox once and returns the stock once', async () => {
    const ROUNDS = 10;
    const stockBefore = await stockOf(db(), skuId);
    let shipped = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const { order, tradeNo, sandbox } = await paidAtSandbox(15_000);
      const [cancel, ship] = await Promise.all([
        operator.post('/admin/orders/cancel', { number: order.number, reason: '缺货' }),
        operator.post('/admin/orders/ship', {
          number: order.number,
          carrier: '顺丰速运',
          tracking_no: `SF8${i}`,
        }),
      ]);
      expect([cancel.code, ship.code].filter((c) => c === Code.OK)).toHaveLength(1);
      expect([cancel.code, ship.code].filter((c) => c === Code.CONFLICT)).toHaveLength(1);
      const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
      const [state] = await db().select({ state: orders.state }).from(orders).where(eq(orders.id, order.id));
      const returned = await db()
        .select({ delta: stockMovements.delta })
        .from(stockMovements)
        .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'cancel')));
      if (cancel.code === Code.OK) {
        expect(state?.state).toBe('cancelled');
        // The cancel's answer comes after the gateway was asked: the refund is done, not only opened.
        expect(rows.map((r) => [r.cause, r.method, r.state, r.amountFen])).toEqual([
          ['cancel', 'online', 'succeeded', 15_000],
        ]);
        expect(await refundedFen(order.id)).toBe(15_000);
        expect(await sandbox.queryRefund(tradeNo, String(rows[0]!.id))).toEqual({
          status: 'succeeded',
          amount: '150.00',
        });
        expect(await sandbox.queryTrade(tradeNo)).toMatchObject({ status: 'closed' });
        expect(returned).toEqual([{ delta: 1 }]);
      } else {
        shipped += 1;
        expect(state?.state).toBe('shipped');
        expect(rows).toEqual([]);
        expect(await refundedFen(order.id)).toBe(0);
        expect(await sandbox.queryTrade(tradeNo)).toMatchObject({ status: 'paid' });
        expect(returned).toEqual([]);
      }
    }
    // Each order took one unit; only the shipped ones keep it.
    expect(await stockOf(db(), skuId)).toBe(stockBefore - shipped);
    expect(await stockOf(db(), skuId)).toBe(await ledgerOf(db(), skuId));
  });

  it('reconciles: for every payment, what it holds for refunds is the sum of its refunds that did not fail', async () => {
    const result = (await db().execute(sql`
      select p.id, p.refunded_fen, coalesce(sum(r.amount_fen) filter (where r.state <> 'failed'), 0) as held
      from payments p left join refunds r on r.payment_id = p.id
      group by p.id, p.refunded_fen
      having p.refunded_fen <> coalesce(sum(r.amount_fen) filter (where r.state <> 'failed'), 0)`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([]);
  });

  it('reconciles: for every payment at the counting gateway, what it moved is the sum of its refunds that succeeded', async () => {
    const online = (
      await db()
        .select({ id: payments.id, tradeNo: payments.tradeNo })
        .from(payments)
        .where(sql`${payments.tradeNo} is not null`)
    ).filter((payment) => trades.has(payment.tradeNo!));
    expect(online.length).toBeGreaterThan(0);
    for (const payment of online) {
      const [row] = await db()
        .select({ sum: sql<string>`coalesce(sum(${refunds.amountFen}), 0)::text` })
        .from(refunds)
        .where(sql`${refunds.paymentId} = ${payment.id} and ${refunds.state} = 'succeeded'`);
      expect(fake.refunded(payment.tradeNo!), `payment ${payment.id}`).toBe(Number(row?.sum));
    }
  });
});
