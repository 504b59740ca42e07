import { Code } from '@labmall/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/helper.ts';
import { orderEvents, orders } from '../../orders/orders.schema.ts';
import { placeTestOrder, stockedSkus } from '../../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { payments, refunds } from '../payments.schema.ts';
import { generateRsa2Keys, signFields } from './rsa2.ts';
import type { SandboxGateway, SandboxTrade } from './sandbox-gateway.ts';

type Opened = { url: string; trade_no: string };

describe.each(databaseKinds)('在线支付 through the sandbox gateway on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    skuId = (await stockedSkus(t.database.db, 100, 1))[0]?.id as number;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const sandbox = () => t.app.deps.sandboxGateway as SandboxGateway;

  /** A member, their order and its opened online trade as the cashier link carries it. */
  async function openTrade() {
    const member = await t.login();
    const order = await placeTestOrder(db(), member.id, [{ skuId, quantity: 1 }]);
    const opened = await t.client.post<Opened>('/pay/online', { number: order.number });
    expect(opened.code).toBe(Code.OK);
    const url = new URL((opened.obj as Opened).url, 'http://localhost');
    const trade = sandbox().readTrade(Object.fromEntries(url.searchParams)) as SandboxTrade;
    expect(trade).toBeDefined();
    return { member, order, trade, url };
  }

  const notify = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/pay/notify/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: new URLSearchParams(fields).toString(),
    });

  const orderState = async (id: number) =>
    (await db().select({ state: orders.state }).from(orders).where(eq(orders.id, id)))[0]?.state;
  const paymentsOf = (orderId: number) => db().select().from(payments).where(eq(payments.orderId, orderId));

  it('when a member pays online, then the cashier shows the trade signed with the payable amount', async () => {
    const { order, trade, url } = await openTrade();
    const payable = (await db().select().from(orders).where(eq(orders.id, order.id)))[0]
      ?.payableFen as number;
    expect(trade.total_amount).toBe((payable / 100).toFixed(2));
    expect(trade.notify_url).toMatch(/\/pay\/notify\/sandbox$/);
    expect(trade.return_url).toContain(`/pay?number=${order.number}&method=online`);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('支付成功');
    expect(page.body).toContain('支付失败');
    expect(page.body).not.toMatch(/<script/i);
    const again = await t.client.post<Opened>('/pay/online', { number: order.number });
    expect((again.obj as Opened).trade_no).toBe(trade.out_trade_no);
  });

  it('when a cashier link is altered, then the cashier refuses it', async () => {
    const { url } = await openTrade();
    url.searchParams.set('total_amount', '0.01');
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(400);
  });

  it('when the paid notify is replayed 10 times at once, then the order is paid once', async () => {
    const { order, trade } = await openTrade();
    const fields = await sandbox().decide(trade, 'pay');
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(fields)));
    expect(answers.map((a) => a.body)).toEqual(Array(10).fill('success'));
    expect(await orderState(order.id)).toBe('paid');
    const rows = await paymentsOf(order.id);
    expect(rows.filter((r) => r.state === 'paid')).toHaveLength(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.gatewayTradeNo).toBe(fields.trade_no);
    const paidEvents = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toState, 'paid')));
    expect(paidEvents).toHaveLength(1);
  });

  it('when a notify carries another amount, then it is refused and the order stays unpaid', async () => {
    const { order, trade } = await openTrade();
    const fields = await sandbox().decide({ ...trade, total_amount: '0.01' }, 'pay');
    expect((await notify(fields)).body).toBe('fail');
    expect(await orderState(order.id)).toBe('pending_payment');
    expect((await paymentsOf(order.id))[0]?.state).toBe('pending');
  });

  it('when a notify is signed with another key, then it is refused', async () => {
    const { order, trade } = await openTrade();
    const genuine = await sandbox().decide(trade, 'pay');
    const { sign: _sign, sign_type: _type, ...unsigned } = genuine;
    const forged = signFields(unsigned, generateRsa2Keys().privateKey);
    expect((await notify(forged)).body).toBe('fail');
    expect((await notify({ ...genuine, total_amount: '999999.00' })).body).toBe('fail');
    expect(await orderState(order.id)).toBe('pending_payment');
  });

  it('when a notify names an unknown trade, then the answer is fail', async () => {
    const { trade } = await openTrade();
    const fields = await sandbox().decide({ ...trade, out_trade_no: '20990101000001_ffffffffff' }, 'pay');
    const answer = await notify(fields);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('fail');
  });

  it('when the order was cancelled before the notify, then the money is kept as refund_due, refunded at the sandbox at once, once, and the order stays cancelled', async () => {
    const { order, trade } = await openTrade();
    await db().update(orders).set({ state: 'cancelled' }).where(eq(orders.id, order.id));
    const fields = await sandbox().decide(trade, 'pay');
    expect((await notify(fields)).body).toBe('success');
    expect((await notify(fields)).body).toBe('success');
    await t.app.deps.refunds.retryDue();
    expect(await orderState(order.id)).toBe('cancelled');
    const rows = await paymentsOf(order.id);
    expect(rows.map((p) => [p.state, p.refundedFen === p.amountFen])).toEqual([['refund_due', true]]);
    expect(rows[0]?.gatewayTradeNo).toBeTruthy();
    const back = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(back.map((r) => [r.cause, r.state])).toEqual([['late_payment', 'succeeded']]);
    const known = await sandbox().queryRefund(trade.out_trade_no, String(back[0]!.id));
    expect(known.status).toBe('succeeded');
  });

  it('when the unpaid sweep reaches an order whose trade was paid at the gateway but never notified, then it asks first and the order is paid, not cancelled', async () => {
    const { order, trade } = await openTrade();
    await sandbox().decide(trade, 'pay');
    await db()
      .update(orders)
      .set({ payBy: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    await t.app.deps.orders.expireDue();
    expect(await orderState(order.id)).toBe('paid');
    expect((await paymentsOf(order.id)).map((p) => p.state)).toEqual(['paid']);
  });

  it('when the tester chooses 支付失败, then the payment fails and the order stays 待付款', async () => {
    const { order, trade } = await openTrade();
    expect((await notify(await sandbox().decide(trade, 'fail'))).body).toBe('success');
    expect(await orderState(order.id)).toBe('pending_payment');
    expect((await paymentsOf(order.id))[0]?.state).toBe('failed');
    const status = await t.client.get('/pay/online/status', { number: order.number });
    expect(status.obj).toEqual({ state: 'pending_payment', payment: 'failed' });
    const next = await t.client.post<Opened>('/pay/online', { number: order.number });
    expect((next.obj as Opened).trade_no).not.toBe(trade.out_trade_no);
  });

  it('when the buyer returns before the notify, then asking for the status settles by querying the gateway', async () => {
    const { order, trade } = await openTrade();
    const fields = await sandbox().decide(trade, 'pay');
    const status = await t.client.get('/pay/online/status', { number: order.number });
    expect(status.obj).toEqual({ state: 'paid', payment: 'paid' });
    // The late notify changes nothing and is acknowledged.
    expect((await notify(fields)).body).toBe('success');
    expect((await paymentsOf(order.id)).filter((p) => p.state === 'paid')).toHaveLength(1);
  });

  it("when a member pays another member's or a paid order, then 404 and 409", async () => {
    const { order, trade } = await openTrade();
    await t.login();
    expect((await t.client.post('/pay/online', { number: order.number })).code).toBe(Code.NOT_FOUND);
    expect((await t.client.get('/pay/online/status', { number: order.number })).code).toBe(Code.NOT_FOUND);
    const owner = await t.login();
    const own = await placeTestOrder(db(), owner.id, [{ skuId, quantity: 1 }]);
    const opened = await t.client.post<Opened>('/pay/online', { number: own.number });
    const url = new URL((opened.obj as Opened).url, 'http://localhost');
    const ownTrade = sandbox().readTrade(Object.fromEntries(url.searchParams)) as SandboxTrade;
    expect((await notify(await sandbox().decide(ownTrade, 'pay'))).body).toBe('success');
    expect((await t.client.post('/pay/online', { number: own.number })).code).toBe(Code.CONFLICT);
    expect(trade).toBeDefined();
  });
});
