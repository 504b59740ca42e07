import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orderEvents, orders } from '../orders/orders.schema.ts';
import { placeTestOrder, stockedSkus } from '../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { memberUploadPrefix } from '../uploads/upload-keys.ts';
import type { SandboxGateway, SandboxTrade } from './gateway/sandbox-gateway.ts';
import { payments } from './payments.schema.ts';

/**
 * One payment at a time (issue 32 item 1, ADR 33): a voucher awaiting review refuses the other methods
 * until the buyer withdraws it; an open online trade refuses a voucher until the buyer cancels it; and
 * money the gateway takes anyway settles the order once or is kept to be refunded.
 */
describe.each(databaseKinds)('paying once on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  let operator: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    skuId = (await stockedSkus(t.database.db, 100, 1))[0]!.id;
    await t.login();
    operator = (await staffClient(t)).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const sandbox = () => t.app.deps.sandboxGateway as SandboxGateway;

  async function buyer() {
    const user = await t.login();
    const order = await placeTestOrder(db(), user.id, [{ skuId, quantity: 1 }]);
    return { user, order };
  }

  async function sendVoucher(userId: number, number: string) {
    const key = `${memberUploadPrefix(userId, new Date())}${randomUUID()}.pdf`;
    await t.app.deps.storage.put(key, new TextEncoder().encode('%PDF-1.7\n%%EOF\n'), 'application/pdf');
    const file = await t.client.post<{ filePath: string }>('/oss/register', {
      key,
      purpose: 'voucher',
      fileName: '回单.pdf',
    });
    expect(file.code).toBe(Code.OK);
    return t.client.post('/pay/transfer', { number, voucher: file.obj.filePath });
  }

  async function openTrade(number: string) {
    const opened = await t.client.post<{ url: string }>('/pay/online', { number });
    expect(opened.code).toBe(Code.OK);
    const url = new URL(opened.obj.url, 'http://localhost');
    return sandbox().readTrade(Object.fromEntries(url.searchParams)) as SandboxTrade;
  }

  const notify = async (trade: SandboxTrade) =>
    t.app.inject({
      method: 'POST',
      url: '/pay/notify/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: new URLSearchParams(await sandbox().decide(trade, 'pay')).toString(),
    });

  const rowsOf = (orderId: number) =>
    db()
      .select({ method: payments.method, state: payments.state, reason: payments.reason })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(payments.id);
  const orderState = async (id: number) =>
    (await db().select({ state: orders.state }).from(orders).where(eq(orders.id, id)))[0]!.state;
  const paidEvents = (orderId: number) =>
    db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toState, 'paid')));

  it('when a voucher awaits confirmation, then 在线支付 and 账期支付 are refused with 409 naming the transfer, and nothing is written', async () => {
    const { user, order } = await buyer();
    expect((await sendVoucher(user.id, order.number)).code).toBe(Code.OK);

    const online = await t.client.post('/pay/online', { number: order.number });
    expect(online).toMatchObject({ code: Code.CONFLICT, obj: { pending_method: 'transfer' } });
    expect(online.message).toContain('撤回凭证');
    const credit = await t.client.post('/pay/credit', { number: order.number });
    expect(credit).toMatchObject({ code: Code.CONFLICT, obj: { pending_method: 'transfer' } });

    expect(await rowsOf(order.id)).toEqual([{ method: 'transfer', state: 'pending', reason: '' }]);
    expect(await orderState(order.id)).toBe('pending_payment');
  });

  it('when the buyer withdraws the voucher, then it reads 已撤回 and 在线支付 pays the order once', async () => {
    const { user, order } = await buyer();
    await sendVoucher(user.id, order.number);
    const withdrawn = await t.client.post('/pay/transfer/withdraw', { number: order.number });
    expect(withdrawn).toMatchObject({
      code: Code.OK,
      obj: { state: 'pending_payment', awaiting_transfer: false },
    });
    const page = await t.client.get<{ awaiting_transfer: boolean; transfer: { state: string } }>(
      '/pay/order',
      { number: order.number },
    );
    expect(page.obj).toMatchObject({ awaiting_transfer: false, transfer: { state: 'withdrawn' } });
    expect((await t.client.post('/pay/transfer/withdraw', { number: order.number })).code).toBe(
      Code.CONFLICT,
    );

    const trade = await openTrade(order.number);
    expect((await notify(trade)).body).toBe('success');
    expect(await orderState(order.id)).toBe('paid');
    expect((await rowsOf(order.id)).map((r) => `${r.method}:${r.state}`)).toEqual([
      'transfer:withdrawn',
      'online:paid',
    ]);
    const record = await t.client.get<{ list: { state: string }[] }>('/user/bill/record', {});
    expect(record.obj.list.map((r) => r.state)).toEqual(['paid', 'withdrawn']);
  });

  it('when an operator already confirmed the voucher, then withdrawing it is refused; and a withdrawn one cannot be confirmed', async () => {
    const { user, order } = await buyer();
    await sendVoucher(user.id, order.number);
    const [pending] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect((await operator.post('/admin/transfers/confirm', { id: pending!.id })).code).toBe(Code.OK);
    const late = await t.client.post('/pay/transfer/withdraw', { number: order.number });
    expect(late).toMatchObject({ code: Code.CONFLICT, message: '转账已确认到账，订单已付款，不能撤回凭证' });
    expect(await rowsOf(order.id)).toEqual([{ method: 'transfer', state: 'paid', reason: '' }]);

    const other = await buyer();
    await sendVoucher(other.user.id, other.order.number);
    const [second] = await db().select().from(payments).where(eq(payments.orderId, other.order.id));
    expect((await t.client.post('/pay/transfer/withdraw', { number: other.order.number })).code).toBe(
      Code.OK,
    );
    expect((await operator.post('/admin/transfers/confirm', { id: second!.id })).code).toBe(Code.CONFLICT);
    expect(await orderState(other.order.id)).toBe('pending_payment');
  });

  it('when an online trade is open, then a voucher is refused with 409 naming it until the buyer cancels the trade', async () => {
    const { user, order } = await buyer();
    await openTrade(order.number);
    const page = await t.client.get<{ online_open: boolean }>('/pay/order', { number: order.number });
    expect(page.obj.online_open).toBe(true);
    const refused = await sendVoucher(user.id, order.number);
    expect(refused).toMatchObject({ code: Code.CONFLICT, obj: { pending_method: 'online' } });
    expect(refused.message).toContain('取消在线支付');

    const cancelled = await t.client.post('/pay/online/cancel', { number: order.number });
    expect(cancelled).toMatchObject({ code: Code.OK, obj: { state: 'pending_payment', payment: 'closed' } });
    expect((await sendVoucher(user.id, order.number)).code).toBe(Code.OK);
    expect((await rowsOf(order.id)).map((r) => `${r.method}:${r.state}`)).toEqual([
      'online:closed',
      'transfer:pending',
    ]);
  });

  it('when the buyer cancels a trade the gateway already paid, then the order is paid by it instead', async () => {
    const { order } = await buyer();
    const trade = await openTrade(order.number);
    await sandbox().decide(trade, 'pay');
    const cancelled = await t.client.post('/pay/online/cancel', { number: order.number });
    expect(cancelled).toMatchObject({ code: Code.OK, obj: { state: 'paid', payment: 'paid' } });
    expect((await rowsOf(order.id)).map((r) => `${r.method}:${r.state}`)).toEqual(['online:paid']);
  });

  it('when a cancelled trade is paid at the gateway while a voucher waits, then the order is paid once online and the voucher closes with the reason', async () => {
    const { user, order } = await buyer();
    const trade = await openTrade(order.number);
    await t.client.post('/pay/online/cancel', { number: order.number });
    await sendVoucher(user.id, order.number);
    expect((await notify(trade)).body).toBe('success');
    expect((await notify(trade)).body).toBe('success');
    expect(await orderState(order.id)).toBe('paid');
    const rows = await rowsOf(order.id);
    expect(rows.map((r) => `${r.method}:${r.state}`)).toEqual(['online:paid', 'transfer:closed']);
    expect(rows[1]!.reason).toContain('原路退回');
    expect(await paidEvents(order.id)).toHaveLength(1);
  });

  it('when a cancelled trade is paid at the gateway after the transfer was confirmed, then the money is kept as refund_due and the gateway is answered success', async () => {
    const { user, order } = await buyer();
    const trade = await openTrade(order.number);
    await t.client.post('/pay/online/cancel', { number: order.number });
    await sendVoucher(user.id, order.number);
    const [transfer] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.method, 'transfer')));
    expect((await operator.post('/admin/transfers/confirm', { id: transfer!.id })).code).toBe(Code.OK);

    expect((await notify(trade)).body).toBe('success');
    expect((await notify(trade)).body).toBe('success');
    const rows = await rowsOf(order.id);
    expect(rows.map((r) => `${r.method}:${r.state}`)).toEqual(['online:refund_due', 'transfer:paid']);
    expect(rows[0]!.reason).toContain('原路退回');
    expect(await paidEvents(order.id)).toHaveLength(1);
    const record = await t.client.get<{ list: { method: string; state: string }[] }>('/user/bill/record', {});
    expect(record.obj.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ method: 'online', state: 'refund_due' })]),
    );
  });
});
