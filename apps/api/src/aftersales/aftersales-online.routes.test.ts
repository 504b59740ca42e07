import { Code } from '@labmall/protocol';
import { formatYuan } from '@labmall/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { products, skus } from '../catalogue/catalogue.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orderLines } from '../orders/orders.schema.ts';
import { placeTestOrder, stockedSkus } from '../orders/testing/order-fixtures.ts';
import type { RefundRequest } from '../payments/gateway/gateway.ts';
import type { SandboxGateway, SandboxTrade } from '../payments/gateway/sandbox-gateway.ts';
import { payments, refunds } from '../payments/payments.schema.ts';
import { inWriteScope } from '../platform/audit.ts';
import { seedDemoData } from '../seed/seed.ts';

/**
 * 售后 of an order paid online (issue 35): the refund goes back through the sandbox gateway, and the
 * gateway is asked only once staff's write has committed (ADR 0050), never from inside it: money that
 * moved at Alipay for a write rolled back afterwards would be a refund no row knows of.
 */
describe.each(databaseKinds)('售后 refunds of an order paid online on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  let staff: TestClient;
  let sandbox: SandboxGateway;
  /** Each refund the gateway was asked for, and whether an operator write was still open then. */
  const asked: { requestNo: string; inWrite: boolean }[] = [];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 200, 1)).map((s) => s.id) as [number];
    const [sku] = await t.database.db.select().from(skus).where(eq(skus.id, skuId));
    // An ordinary reagent: neither controlled nor kept cold, so the defaults let it be returned.
    await t.database.db
      .update(products)
      .set({ storage: '室温', controlled: [] })
      .where(eq(products.id, sku!.productId));
    staff = (await staffClient(t, ['订单'])).client;
    sandbox = t.app.deps.sandboxGateway as SandboxGateway;
    const refund = sandbox.refund;
    sandbox.refund = (request: RefundRequest) => {
      asked.push({ requestNo: request.requestNo, inWrite: inWriteScope() });
      return refund(request);
    };
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  /** A member's order of 4 units paid at the sandbox cashier (its signed notify), shipped or not. */
  async function paidOnline(shipped: boolean) {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    const order = await placeTestOrder(db(), user.id, [{ skuId, quantity: 4 }]);
    const opened = await client.post<{ url: string }>('/pay/online', { number: order.number });
    expect(opened.code, opened.message).toBe(Code.OK);
    const fields = Object.fromEntries(new URL(opened.obj.url, 'http://localhost').searchParams);
    const trade = sandbox.readTrade(fields) as SandboxTrade;
    const notified = await t.app.inject({
      method: 'POST',
      url: '/pay/notify/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: new URLSearchParams(await sandbox.decide(trade, 'pay')).toString(),
    });
    expect(notified.body).toBe('success');
    if (shipped) {
      const ship = { number: order.number, carrier: '顺丰速运', tracking_no: 'SF1' };
      expect((await staff.post('/admin/orders/ship', ship)).code).toBe(Code.OK);
    }
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    return { client, order, line: line!, tradeNo: trade.out_trade_no };
  }

  /** The order's refunds, what its payment holds for them, and the sandbox's own record of each. */
  async function moneyBack(orderId: number, tradeNo: string) {
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    const atGateway = await Promise.all(rows.map((r) => sandbox.queryRefund(tradeNo, String(r.id))));
    return {
      rows: rows.map((r) => [r.cause, r.method, r.state, r.amountFen]),
      refundedFen: payment?.refundedFen,
      atGateway,
      asked: asked.filter((a) => rows.some((r) => String(r.id) === a.requestNo)),
    };
  }

  it('when staff approve 仅退款 of one unit before shipping, then the sandbox refunds its share once, asked after the approval committed', async () => {
    const { client, order, line, tradeNo } = await paidOnline(false);
    const applied = await client.post<{ id: number }>('/user/aftersale/apply', {
      number: order.number,
      kind: 'refund_only',
      reason: 'not_needed',
      description: '多订了一瓶',
      lines: [{ line_id: line.id, quantity: 1 }],
    });
    expect(applied.code, applied.message).toBe(Code.OK);
    const approved = await staff.post('/admin/aftersales/approve', { id: applied.obj.id });
    expect(approved.obj).toEqual({ state: 'completed' });
    const back = await moneyBack(order.id, tradeNo);
    expect(back.rows).toEqual([['aftersale', 'online', 'succeeded', line.unitPriceFen]]);
    expect(back.refundedFen).toBe(line.unitPriceFen);
    expect(back.atGateway).toEqual([{ status: 'succeeded', amount: formatYuan(line.unitPriceFen) }]);
    expect(back.asked).toEqual([{ requestNo: expect.any(String), inWrite: false }]);
  });

  it('when staff receive the goods of a 退货退款, then the sandbox refunds their share once, asked after the receipt committed', async () => {
    const { client, order, line, tradeNo } = await paidOnline(true);
    const applied = await client.post<{ id: number }>('/user/aftersale/apply', {
      number: order.number,
      kind: 'return_refund',
      reason: 'damaged',
      description: '两瓶破损',
      lines: [{ line_id: line.id, quantity: 2 }],
    });
    expect(applied.code, applied.message).toBe(Code.OK);
    const id = applied.obj.id;
    await staff.post('/admin/aftersales/approve', { id, return_address: '上海市张江路 1 号' });
    await client.post('/user/aftersale/return', { id, carrier: '顺丰速运', tracking_no: 'SF2' });
    expect((await staff.post('/admin/aftersales/receive', { id, note: '两瓶破损' })).obj).toEqual({
      state: 'completed',
    });
    const back = await moneyBack(order.id, tradeNo);
    expect(back.rows).toEqual([['aftersale', 'online', 'succeeded', line.unitPriceFen * 2]]);
    expect(back.refundedFen).toBe(line.unitPriceFen * 2);
    expect(back.atGateway).toEqual([{ status: 'succeeded', amount: formatYuan(line.unitPriceFen * 2) }]);
    expect(back.asked).toEqual([{ requestNo: expect.any(String), inWrite: false }]);
  });
});
