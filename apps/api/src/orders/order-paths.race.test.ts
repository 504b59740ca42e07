import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClient, uniquePhone } from '../../test/helper.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { insertUser } from '../accounts/users.repository.ts';
import { memberCoupons } from '../coupons/coupons.schema.ts';
import { addTemplate, giveCoupon } from '../coupons/testing/coupon-fixtures.ts';
import { accountOf, ledgerSum } from '../credit/credit.repository.ts';
import { creditEntries } from '../credit/credit.schema.ts';
import { orderPayable } from '../credit/testing/credit-fixtures.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import type { SandboxGateway, SandboxTrade } from '../payments/gateway/sandbox-gateway.ts';
import { payments } from '../payments/payments.schema.ts';
import { seedDemoData } from '../seed/seed.ts';
import { memberUploadPrefix } from '../uploads/upload-keys.ts';
import { orderEvents, orders } from './orders.schema.ts';
import { ledgerOf, stockedSkus, stockOf } from './testing/order-fixtures.ts';

/**
 * Two paths on one order at once (issue 31 item 7): whatever the interleaving, exactly one wins, nothing
 * is charged twice, and stock, credit and coupons reconcile with their ledgers. Real connections only:
 * PGlite serialises every query on one.
 */
describe.runIf(testDatabaseUrl)('two paths on one order, on postgres', () => {
  const ROUNDS = 6;
  let t: TestApp;
  let skuId: number;
  let operator: TestClient;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    await seedDemoData(t.database.db);
    skuId = (await stockedSkus(t.database.db, 200, 1))[0]!.id;
    operator = (await staffClient(t)).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function creditMember() {
    const user = await insertUser(db(), { phone: uniquePhone() } as never);
    await t.app.deps.credit.setTerms(user.id, { limitFen: 10_000_000, statementDay: 1, dueDays: 30 });
    const client = t.newClient();
    client.session = (await t.app.deps.sessions.issue(user.id)).token;
    return { user, client };
  }

  /** An unpaid ¥100 order holding one of the member's coupons. */
  async function orderWithCoupon(userId: number) {
    const order = await orderPayable(db(), userId, skuId, 10_000);
    const coupon = await giveCoupon(db(), (await addTemplate(db())).id, userId);
    await db()
      .update(memberCoupons)
      .set({ orderId: order.id, usedAt: new Date() })
      .where(eq(memberCoupons.id, coupon));
    return { order, coupon };
  }

  const facts = async (orderId: number) => {
    const [row] = await db().select({ state: orders.state }).from(orders).where(eq(orders.id, orderId));
    const paid = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.state, 'paid')));
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    const credit = await db().select().from(creditEntries).where(eq(creditEntries.orderId, orderId));
    const [coupon] = await db()
      .select({ orderId: memberCoupons.orderId })
      .from(memberCoupons)
      .where(eq(memberCoupons.orderId, orderId));
    return { state: row!.state, paid, events, credit, couponHeld: coupon !== undefined };
  };

  /** Every ledger agrees with what it counts. */
  async function reconciled(userId: number) {
    expect(await stockOf(db(), skuId)).toBe(await ledgerOf(db(), skuId));
    expect((await accountOf(db(), userId))?.outstandingFen ?? 0).toBe(await ledgerSum(db(), userId));
  }

  it('when a credit payment races the buyer’s cancel, then one wins: paid and charged once, or cancelled with stock and coupon back', async () => {
    const { user, client } = await creditMember();
    for (let i = 0; i < ROUNDS; i++) {
      const { order } = await orderWithCoupon(user.id);
      const [pay, cancel] = await Promise.all([
        client.post('/pay/credit', { number: order.number }),
        client.post('/user/order/cancel', { number: order.number }),
      ]);
      expect([pay.code, cancel.code].filter((c) => c === Code.OK)).toHaveLength(1);
      const after = await facts(order.id);
      if (pay.code === Code.OK) {
        expect(after).toMatchObject({ state: 'paid', couponHeld: true });
        expect(after.paid).toHaveLength(1);
        expect(after.credit.map((e) => e.kind)).toEqual(['order']);
      } else {
        expect(after).toMatchObject({ state: 'cancelled', couponHeld: false, paid: [], credit: [] });
      }
      expect(after.events.filter((e) => e.fromState === 'pending_payment')).toHaveLength(1);
    }
    await reconciled(user.id);
  });

  it('when a credit payment races the unpaid sweep, then the order is either paid or cancelled, never both', async () => {
    const { user, client } = await creditMember();
    for (let i = 0; i < ROUNDS; i++) {
      const { order } = await orderWithCoupon(user.id);
      // The sweep runs as if its clock had passed pay_by; the buyer still pays in time by theirs.
      const [pay] = await Promise.all([
        client.post('/pay/credit', { number: order.number }),
        t.app.deps.orders.expireDue(new Date(Date.now() + 3 * 3600_000)),
      ]);
      const after = await facts(order.id);
      if (pay.code === Code.OK) {
        expect(after).toMatchObject({ state: 'paid', couponHeld: true });
        expect(after.credit.map((e) => e.kind)).toEqual(['order']);
      } else {
        expect(pay.code).toBe(Code.CONFLICT);
        expect(after).toMatchObject({ state: 'cancelled', couponHeld: false, paid: [], credit: [] });
      }
      expect(after.events.filter((e) => e.fromState === 'pending_payment')).toHaveLength(1);
    }
    await reconciled(user.id);
  });

  it('when a credit payment races an online notify for the same order, then exactly one payment is paid', async () => {
    const { user, client } = await creditMember();
    const sandbox = t.app.deps.sandboxGateway as SandboxGateway;
    for (let i = 0; i < ROUNDS; i++) {
      const order = await orderPayable(db(), user.id, skuId, 10_000);
      const opened = await client.post<{ url: string }>('/pay/online', { number: order.number });
      expect(opened.code).toBe(Code.OK);
      const url = new URL(opened.obj.url, 'http://localhost');
      const trade = sandbox.readTrade(Object.fromEntries(url.searchParams)) as SandboxTrade;
      const fields = await sandbox.decide(trade, 'pay');
      await Promise.all([
        client.post('/pay/credit', { number: order.number }),
        t.app.inject({
          method: 'POST',
          url: '/pay/notify/sandbox',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
          payload: new URLSearchParams(fields).toString(),
        }),
      ]);
      const after = await facts(order.id);
      expect(after.state).toBe('paid');
      expect(after.paid).toHaveLength(1);
      // Charged on credit only when the credit payment is the one that settled.
      expect(after.credit.map((e) => e.kind)).toEqual(after.paid[0]!.method === 'credit' ? ['order'] : []);
      expect(after.events.filter((e) => e.toState === 'paid')).toHaveLength(1);
    }
    await reconciled(user.id);
  });

  it('when an operator cancels while another ships the same paid order, then one wins and stock comes back only on cancel', async () => {
    const { user, client } = await creditMember();
    for (let i = 0; i < ROUNDS; i++) {
      const { order } = await orderWithCoupon(user.id);
      expect((await client.post('/pay/credit', { number: order.number })).code).toBe(Code.OK);
      const [cancel, ship] = await Promise.all([
        operator.post('/admin/orders/cancel', { number: order.number, reason: '缺货' }),
        operator.post('/admin/orders/ship', {
          number: order.number,
          carrier: '顺丰速运',
          tracking_no: `SF${i}`,
        }),
      ]);
      expect([cancel.code, ship.code].filter((c) => c === Code.OK)).toHaveLength(1);
      const after = await facts(order.id);
      if (cancel.code === Code.OK) {
        expect(after).toMatchObject({ state: 'cancelled', couponHeld: false });
        expect(after.credit.map((e) => e.kind)).toEqual(['order', 'refund']);
      } else {
        expect(after).toMatchObject({ state: 'shipped', couponHeld: true });
        expect(after.credit.map((e) => e.kind)).toEqual(['order']);
      }
    }
    await reconciled(user.id);
  });
  it('when an operator confirms a transfer while the unpaid sweep runs past pay_by, then the order is paid, never cancelled', async () => {
    const { user, client } = await creditMember();
    for (let i = 0; i < ROUNDS; i++) {
      const { order } = await orderWithCoupon(user.id);
      const key = `${memberUploadPrefix(user.id, new Date())}${randomUUID()}.pdf`;
      await t.app.deps.storage.put(key, new TextEncoder().encode('%PDF-1.7\n%%EOF\n'), 'application/pdf');
      const file = await client.post<{ filePath: string }>('/oss/register', {
        key,
        purpose: 'voucher',
        fileName: '回单.pdf',
      });
      expect(file.code).toBe(Code.OK);
      const sent = await client.post('/pay/transfer', { number: order.number, voucher: file.obj.filePath });
      expect(sent.code).toBe(Code.OK);
      const [pending] = await db().select().from(payments).where(eq(payments.orderId, order.id));
      const [confirm] = await Promise.all([
        operator.post('/admin/transfers/confirm', { id: pending!.id }),
        t.app.deps.orders.expireDue(new Date(Date.now() + 3 * 3600_000)),
      ]);
      expect(confirm.code).toBe(Code.OK);
      const after = await facts(order.id);
      expect(after).toMatchObject({ state: 'paid', couponHeld: true, credit: [] });
      expect(after.paid.map((p) => p.method)).toEqual(['transfer']);
    }
    await reconciled(user.id);
  });
  /** The member's voucher for the order, through the API. */
  async function sendVoucher(client: TestClient, userId: number, number: string) {
    const key = `${memberUploadPrefix(userId, new Date())}${randomUUID()}.pdf`;
    await t.app.deps.storage.put(key, new TextEncoder().encode('%PDF-1.7\n%%EOF\n'), 'application/pdf');
    const file = await client.post<{ filePath: string }>('/oss/register', {
      key,
      purpose: 'voucher',
      fileName: '回单.pdf',
    });
    expect(file.code).toBe(Code.OK);
    return client.post('/pay/transfer', { number, voucher: file.obj.filePath });
  }

  it('when the buyer withdraws a voucher while an operator confirms it, then exactly one of them succeeds and the voucher is paid or withdrawn', async () => {
    const { user, client } = await creditMember();
    for (let i = 0; i < ROUNDS; i++) {
      const { order } = await orderWithCoupon(user.id);
      expect((await sendVoucher(client, user.id, order.number)).code).toBe(Code.OK);
      const [pending] = await db().select().from(payments).where(eq(payments.orderId, order.id));
      const [confirm, withdraw] = await Promise.all([
        operator.post('/admin/transfers/confirm', { id: pending!.id }),
        client.post('/pay/transfer/withdraw', { number: order.number }),
      ]);
      expect([confirm.code, withdraw.code].filter((c) => c === Code.OK)).toHaveLength(1);
      expect([confirm.code, withdraw.code].filter((c) => c === Code.CONFLICT)).toHaveLength(1);
      const [row] = await db().select().from(payments).where(eq(payments.orderId, order.id));
      const after = await facts(order.id);
      if (confirm.code === Code.OK) {
        expect(row!.state).toBe('paid');
        expect(after.state).toBe('paid');
      } else {
        expect(row!.state).toBe('withdrawn');
        expect(after).toMatchObject({ state: 'pending_payment', paid: [] });
      }
    }
    await reconciled(user.id);
  });

  it('when a voucher and a credit payment race on one order, then one wins and the order is never paid twice', async () => {
    const { user, client } = await creditMember();
    for (let i = 0; i < ROUNDS; i++) {
      const { order } = await orderWithCoupon(user.id);
      const [voucher, pay] = await Promise.all([
        sendVoucher(client, user.id, order.number),
        client.post('/pay/credit', { number: order.number }),
      ]);
      const after = await facts(order.id);
      const rows = await db().select().from(payments).where(eq(payments.orderId, order.id));
      if (pay.code === Code.OK) {
        // Paid on credit first: the voucher found the order paid.
        expect(voucher.code).toBe(Code.CONFLICT);
        expect(after.state).toBe('paid');
        expect(rows.map((r) => `${r.method}:${r.state}`)).toEqual(['credit:paid']);
      } else {
        expect(pay).toMatchObject({ code: Code.CONFLICT, obj: { pending_method: 'transfer' } });
        expect(after).toMatchObject({ state: 'pending_payment', paid: [], credit: [] });
        expect(rows.map((r) => `${r.method}:${r.state}`)).toEqual(['transfer:pending']);
      }
    }
    await reconciled(user.id);
  });
  it('when a buyer chooses 对公转账 while the unpaid sweep runs past pay_by, then the order is either held for days or cancelled, never cancelled with a new deadline', async () => {
    const { user, client } = await creditMember();
    await t.app.deps.credit.setTerms(user.id, { limitFen: 0, statementDay: 1, dueDays: 30 });
    for (let i = 0; i < ROUNDS; i++) {
      const { order } = await orderWithCoupon(user.id);
      // The sweep runs as if its clock had passed pay_by; the buyer still chooses in time by theirs.
      const [chosen] = await Promise.all([
        client.post('/pay/window', { number: order.number, method: 'transfer' }),
        t.app.deps.orders.expireDue(new Date(Date.now() + 3 * 3600_000)),
      ]);
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      if (chosen.code === Code.OK) {
        expect(row).toMatchObject({ state: 'pending_payment', payWindow: 'transfer' });
        expect(row!.payBy.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
      } else {
        expect(chosen.code).toBe(Code.CONFLICT);
        expect(row).toMatchObject({ state: 'cancelled', payWindow: null });
      }
    }
    await reconciled(user.id);
  });
});
