import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orders } from '../orders/orders.schema.ts';
import { placeTestOrder, stockedSkus } from '../orders/testing/order-fixtures.ts';
import { payments } from '../payments/payments.schema.ts';
import { seedDemoData } from '../seed/seed.ts';

type Messages = {
  total: number;
  unread: number;
  list: { id: number; kind: string; title: string; body: string; link: string; read: boolean }[];
};

const DAY = 24 * 3600_000;

/**
 * 消息中心 (issue 36 item 4; issue 32's in-site pay reminder): what the store does to a member's order,
 * payment or request reaches their messages, once, and only theirs.
 */
describe.each(databaseKinds)('the member’s 消息中心 on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  let operator: TestClient;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    skuId = (await stockedSkus(t.database.db, 100, 1))[0]!.id;
    operator = (await staffClient(t, ['管理员'])).client;
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  async function member() {
    const user = await t.login();
    const session = t.client.session!;
    return {
      user,
      messages: (payload: object = {}) => t.client.get<Messages>('/user/messages', payload, { session }),
      read: (payload: object = {}) =>
        t.client.post<{ unread: number }>('/user/messages/read', payload, { session }),
      info: () => t.client.get<{ message_count: number }>('/user/info', {}, { session }),
    };
  }
  const admin = (path: string, payload: object) => operator.post(path, payload);

  it('when an order is shipped, then its buyer’s messages say so with the carrier and tracking number, unread', async () => {
    const buyer = await member();
    const order = await placeTestOrder(db(), buyer.user.id, [{ skuId, quantity: 1 }]);
    await db().update(orders).set({ state: 'paid', paidAt: new Date() }).where(eq(orders.id, order.id));
    expect((await buyer.info()).obj.message_count).toBe(0);

    const shipped = await admin('/admin/orders/ship', {
      number: order.number,
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(shipped.code, shipped.message).toBe(Code.OK);

    const { obj } = await buyer.messages();
    expect(obj).toMatchObject({ total: 1, unread: 1 });
    expect(obj.list[0]).toMatchObject({
      kind: 'order_shipped',
      title: '订单已发货',
      link: `/user/order/${order.number}`,
      read: false,
    });
    expect(obj.list[0]!.body).toContain('顺丰速运，运单号 SF1234567890');
    expect((await buyer.info()).obj.message_count).toBe(1);
    // 订单 texts are on by default: the same words go out by SMS, with the template's variables.
    const texts = t.smsTexts(buyer.user.phone);
    expect(texts).toEqual([
      expect.objectContaining({
        template: 'order_shipped',
        params: { order: order.number, carrier: '顺丰速运', tracking: 'SF1234567890' },
        text: expect.stringContaining(`您的订单 ${order.number} 已发货：顺丰速运，运单号 SF1234567890。`),
      }),
    ]);
  });

  it('when a transfer voucher is rejected, then the buyer reads the reason and the way back to /pay', async () => {
    const buyer = await member();
    const order = await placeTestOrder(db(), buyer.user.id, [{ skuId, quantity: 1 }]);
    const [payment] = await db()
      .insert(payments)
      .values({
        orderId: order.id,
        userId: buyer.user.id,
        method: 'transfer',
        state: 'pending',
        amountFen: 100,
      })
      .returning({ id: payments.id });
    const rejected = await admin('/admin/transfers/reject', { id: payment!.id, reason: '未查到该笔款项' });
    expect(rejected.code, rejected.message).toBe(Code.OK);
    const [notice] = (await buyer.messages()).obj.list;
    expect(notice).toMatchObject({ kind: 'transfer_rejected', link: `/pay?number=${order.number}` });
    expect(notice!.body).toContain('未查到该笔款项');
    expect(t.smsTexts(buyer.user.phone).map((m) => [m.template, m.params])).toEqual([
      ['transfer_rejected', { order: order.number, reason: '未查到该笔款项' }],
    ]);
  });

  it('when a long pay window has a day left, then one reminder reaches the messages however often the job runs', async () => {
    const buyer = await member();
    const order = await placeTestOrder(db(), buyer.user.id, [{ skuId, quantity: 1 }]);
    const payBy = Date.now() + 5 * DAY;
    await db()
      .update(orders)
      .set({ payWindow: 'transfer', payBy: new Date(payBy) })
      .where(eq(orders.id, order.id));
    const dayBefore = new Date(payBy - DAY + 3600_000);
    await Promise.all([
      t.app.deps.payReminders.remindDue(dayBefore),
      t.app.deps.payReminders.remindDue(dayBefore),
    ]);
    await t.app.deps.payReminders.remindDue(dayBefore);
    const { obj } = await buyer.messages();
    expect(obj.list.filter((n) => n.kind === 'pay_reminder')).toHaveLength(1);
    expect(obj.list[0]!.body).toContain(order.number);
    expect(obj.list[0]!.link).toBe(`/pay?number=${order.number}`);
  });

  it('when an inquiry is answered and a verification decided, then each is a notice of its group', async () => {
    const buyer = await member();
    const session = t.client.session!;
    const created = await t.client.post<{ id: number }>(
      '/inquiry/create',
      { name: '氘代氯仿', cas: '', quantity: '2 瓶', contact: '王老师' },
      { session, ip: '198.51.100.77' },
    );
    expect(created.code, created.message).toBe(Code.OK);
    await admin('/admin/inquiries/answer', { id: created.obj.id, answer: '有现货' });

    const inquiries = await buyer.messages({ group: 'inquiries' });
    expect(inquiries.obj.list.map((n) => n.kind)).toEqual(['inquiry_answered']);
    expect(inquiries.obj.list[0]!.body).toContain('氘代氯仿');
    expect((await buyer.messages({ group: 'orders' })).obj.total).toBe(0);
    // 询价 texts are off unless the member turns them on.
    expect(t.smsTexts(buyer.user.phone)).toEqual([]);
  });

  it('when a member marks one read and then all, then the counts follow; another member’s id marks nothing', async () => {
    const other = await member();
    const otherOrder = await placeTestOrder(db(), other.user.id, [{ skuId, quantity: 1 }]);
    await db().update(orders).set({ state: 'paid', paidAt: new Date() }).where(eq(orders.id, otherOrder.id));
    await admin('/admin/orders/ship', { number: otherOrder.number, carrier: 'EMS', tracking_no: 'E1' });
    const othersNotice = (await other.messages()).obj.list[0]!.id;

    const buyer = await member();
    for (const tracking of ['A1', 'A2']) {
      const order = await placeTestOrder(db(), buyer.user.id, [{ skuId, quantity: 1 }]);
      await db().update(orders).set({ state: 'paid', paidAt: new Date() }).where(eq(orders.id, order.id));
      await admin('/admin/orders/ship', { number: order.number, carrier: 'EMS', tracking_no: tracking });
    }
    expect((await buyer.read({ id: othersNotice })).obj.unread).toBe(2);
    expect((await other.messages()).obj.unread).toBe(1);

    const [newest] = (await buyer.messages()).obj.list;
    expect((await buyer.read({ id: newest!.id })).obj.unread).toBe(1);
    expect((await buyer.messages({ group: 'unread' })).obj.list.map((n) => n.id)).not.toContain(newest!.id);
    expect((await buyer.read()).obj.unread).toBe(0);
    expect((await buyer.info()).obj.message_count).toBe(0);
    expect((await buyer.messages()).obj.list.every((n) => n.read)).toBe(true);
  });

  it('when a visitor asks for messages or a bad group, then it is refused', async () => {
    expect((await t.client.get('/user/messages', {}, { session: null })).code).toBe(Code.SESSION_EXPIRED);
    await member();
    const bad = await t.client.get('/user/messages', { group: 'spam' });
    expect(bad.code).toBe(Code.INVALID);
  });
});
