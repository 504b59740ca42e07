import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../../test/helper.ts';
import { accountOf, ledgerSum } from '../../credit/credit.repository.ts';
import { creditEntries } from '../../credit/credit.schema.ts';
import { orderPayable } from '../../credit/testing/credit-fixtures.ts';
import { memberNotices } from '../../notices/notices.schema.ts';
import { staffClient } from '../../operators/testing/staff-fixtures.ts';
import { lockOrder } from '../../orders/order-machine.service.ts';
import { stockedSkus } from '../../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { payments, refunds } from '../payments.schema.ts';

type Refund = { id: number; method: string; state: string; amount: string; reason: string };
type StaffRefund = Refund & { order_number: string; cause: string; failure: string; voucher_url: string };

describe.each(databaseKinds)('refunds on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  let operator: TestClient;
  let orderStaff: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 200, 1)).map((s) => s.id) as [number];
    operator = (await staffClient(t)).client;
    orderStaff = (await staffClient(t, ['订单'])).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function member(creditFen = 0) {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    if (creditFen > 0)
      await t.app.deps.credit.setTerms(user.id, { limitFen: creditFen, statementDay: 1, dueDays: 30 });
    return { user, client };
  }

  /** An order of `fen` paid by `method`: 账期 by the buyer, a transfer as if staff confirmed it. */
  async function paidOrder(userId: number, fen: number, method: 'credit' | 'transfer', client?: TestClient) {
    const order = await orderPayable(db(), userId, skuId, fen);
    if (method === 'credit') {
      const paid = await client!.post('/pay/credit', { number: order.number });
      expect(paid.code, paid.message).toBe(Code.OK);
      return order;
    }
    await db().transaction(async (tx) => {
      const locked = await lockOrder(tx, { id: order.id });
      await t.app.deps.payments.settle(tx, {
        order: locked!,
        orderId: order.id,
        userId,
        method,
        amountFen: fen,
      });
    });
    return order;
  }

  async function voucher() {
    const token = await operator.get<{ key: string }>('/admin/finance/oss/token');
    expect(token.code, token.message).toBe(Code.OK);
    const key = `${token.obj.key}receipt.png`;
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
    await t.app.deps.storage.put(key, png, 'application/octet-stream');
    const file = await operator.post<{ filePath: string }>('/admin/finance/oss/register', {
      key,
      purpose: 'voucher',
      fileName: '回单.png',
    });
    expect(file.code, file.message).toBe(Code.OK);
    return file.obj.filePath;
  }

  it('when an operator cancels an order paid on credit, then the whole amount goes back to the account once, and the buyer sees it on the order, the record and in 消息中心', async () => {
    const { user, client } = await member(1_000_000);
    const order = await paidOrder(user.id, 250_000, 'credit', client);
    const cancel = await operator.post('/admin/orders/cancel', { number: order.number, reason: '缺货' });
    expect(cancel.code, cancel.message).toBe(Code.OK);

    const detail = await client.get<{ refunds: Refund[] }>('/user/order/detail', { number: order.number });
    expect(detail.obj.refunds).toEqual([
      expect.objectContaining({ method: 'credit', state: 'succeeded', amount: '2500.00', reason: '缺货' }),
    ]);
    const record = await client.get<{ list: { kind: string; state: string; order_number: string }[] }>(
      '/user/bill/record',
    );
    expect(record.obj.list).toContainEqual(
      expect.objectContaining({ kind: 'refund', state: 'succeeded', order_number: order.number }),
    );
    const entries = await db().select().from(creditEntries).where(eq(creditEntries.orderId, order.id));
    expect(entries.map((e) => [e.kind, e.deltaFen]).sort()).toEqual([
      ['order', 250_000],
      ['refund', -250_000],
    ]);
    expect((await accountOf(db(), user.id))?.outstandingFen).toBe(0);
    expect(await ledgerSum(db(), user.id)).toBe(0);
    const notices = await db().select().from(memberNotices).where(eq(memberNotices.userId, user.id));
    expect(notices.map((n) => n.kind)).toContain('refund_succeeded');
    expect(t.smsTexts(user.phone).map((m) => m.text)).toContainEqual(
      expect.stringContaining(`订单 ${order.number} 的退款 ¥2500.00`),
    );
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.refundedFen).toBe(250_000);
  });

  it('when the buyer has repaid part of a credit order before its refund, then what is still owed goes back to the account and the rest waits for finance as a transfer', async () => {
    const { user, client } = await member(1_000_000);
    const order = await paidOrder(user.id, 100_000, 'credit', client);
    const repaid = await operator.post('/admin/credit/adjust', {
      user_id: user.id,
      amount: '-600.00',
      reason: '已还款',
    });
    expect(repaid.code, repaid.message).toBe(Code.OK);
    const granted = await operator.post<{ list: Refund[] }>('/admin/refunds/grant', {
      number: order.number,
      amount: '1000.00',
      reason: '质量问题',
    });
    expect(granted.code, granted.message).toBe(Code.OK);
    expect(granted.obj.list.map((r) => [r.method, r.state, r.amount])).toEqual([
      ['credit', 'succeeded', '400.00'],
      ['transfer', 'processing', '600.00'],
    ]);
    expect((await accountOf(db(), user.id))?.outstandingFen).toBe(0);
    expect(await ledgerSum(db(), user.id)).toBe(0);
  });

  it('when staff refund part of a transfer-paid order, then it waits for finance, who record the payout with the bank voucher, once', async () => {
    const { user, client } = await member();
    const order = await paidOrder(user.id, 50_000, 'transfer');
    const granted = await operator.post<{ list: Refund[] }>('/admin/refunds/grant', {
      number: order.number,
      amount: '200',
      reason: '少发一瓶',
    });
    expect(granted.obj.list).toEqual([
      expect.objectContaining({ method: 'transfer', state: 'processing', amount: '200.00' }),
    ]);
    const id = granted.obj.list[0]!.id;

    const waiting = await operator.get<{ list: StaffRefund[] }>('/admin/refunds', {
      state: 'processing',
      method: 'transfer',
    });
    expect(waiting.obj.list.map((r) => r.id)).toContain(id);

    const badVoucher = await operator.post('/admin/refunds/payout', {
      id,
      voucher: 'o/voucher/2026/11/none.png',
    });
    expect(badVoucher.code).toBe(Code.INVALID);
    const paidOut = await operator.post('/admin/refunds/payout', { id, voucher: await voucher() });
    expect(paidOut.code, paidOut.message).toBe(Code.OK);
    const again = await operator.post('/admin/refunds/payout', { id, voucher: await voucher() });
    expect(again.code).toBe(Code.CONFLICT);

    const staffView = await operator.get<{ refunds: StaffRefund[]; refundable: string }>(
      '/admin/orders/detail',
      {
        number: order.number,
      },
    );
    expect(staffView.obj.refundable).toBe('300.00');
    expect(staffView.obj.refunds[0]).toMatchObject({ state: 'succeeded', cause: 'operator' });
    expect(staffView.obj.refunds[0]!.voucher_url).not.toBe('');
    const detail = await client.get<{ refunds: Refund[] }>('/user/order/detail', { number: order.number });
    expect(detail.obj.refunds).toEqual([expect.objectContaining({ state: 'succeeded', amount: '200.00' })]);
    expect(detail.obj.refunds[0]).not.toHaveProperty('failure');
  });

  it('when a refund is larger than what is left, on an unpaid or unknown order, or asked by staff without the permission, then it is refused and nothing is written', async () => {
    const { user } = await member();
    const order = await paidOrder(user.id, 10_000, 'transfer');
    const first = await operator.post('/admin/refunds/grant', {
      number: order.number,
      amount: '60',
      reason: '部分',
    });
    expect(first.code).toBe(Code.OK);
    const tooMuch = await operator.post('/admin/refunds/grant', {
      number: order.number,
      amount: '40.01',
      reason: '再退',
    });
    expect(tooMuch).toMatchObject({ code: Code.CONFLICT, message: '退款金额超过可退金额（可退 ¥40.00）' });
    const zero = await operator.post('/admin/refunds/grant', {
      number: order.number,
      amount: '0',
      reason: '再退',
    });
    expect(zero.code).toBe(Code.INVALID);
    const unpaid = await orderPayable(db(), user.id, skuId, 10_000);
    const notPaid = await operator.post('/admin/refunds/grant', {
      number: unpaid.number,
      amount: '1',
      reason: '退',
    });
    expect(notPaid).toMatchObject({ code: Code.CONFLICT, message: '订单未付款，不能退款' });
    const unknown = await operator.post('/admin/refunds/grant', {
      number: '20990101000000',
      amount: '1',
      reason: '退',
    });
    expect(unknown.code).toBe(Code.NOT_FOUND);
    const forbidden = await orderStaff.post('/admin/refunds/grant', {
      number: order.number,
      amount: '1',
      reason: '退',
    });
    expect(forbidden.code).toBe(Code.FORBIDDEN);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.refundedFen).toBe(6_000);
  });
});
