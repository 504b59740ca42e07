import { Code } from '@labmall/protocol';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { cartItems } from '../cart/cart.schema.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { orderEvents, orders, stockMovements } from './orders.schema.ts';
import { ledgerOf, placeTestOrder, stockedSkus, stockOf } from './testing/order-fixtures.ts';

type Detail = {
  number: string;
  state: string;
  actions: { cancel: boolean; pay: boolean; confirm: boolean; rebuy: boolean };
  timeline: { from: string | null; to: string; actor: string; note: string }[];
  carrier: string | null;
  tracking_no: string | null;
  cancel_reason: string | null;
  po_number: string;
  lines: { sku: string; quantity: number }[];
  payable: string;
};
type List = { total: number; counts: Record<string, number>; list: { number: string; state: string }[] };

describe.each(databaseKinds)('orders after placement on %s', (kind) => {
  let t: TestApp;
  let skuIds: number[];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    skuIds = (await stockedSkus(t.database.db, 50, 3)).map((s) => s.id);
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function operatorClient(): Promise<TestClient> {
    return (await staffClient(t)).client;
  }

  const ordered = async (userId: number, quantity = 2, payBy?: Date) =>
    placeTestOrder(
      db(),
      userId,
      [
        { skuId: skuIds[0]!, quantity },
        { skuId: skuIds[1]!, quantity: 1 },
      ],
      {
        ...(payBy ? { payBy } : {}),
      },
    );

  it('when a buyer cancels an unpaid order, then it is 已取消 with the stock back once and the ledger still adds up', async () => {
    const member = await t.login();
    const before = await stockOf(db(), skuIds[0]!);
    const ledgerBefore = await ledgerOf(db(), skuIds[0]!);
    const order = await ordered(member.id, 3);
    expect(await stockOf(db(), skuIds[0]!)).toBe(before - 3);

    const cancelled = await t.client.post('/user/order/cancel', { number: order.number });
    expect(cancelled).toMatchObject({ code: Code.OK, obj: { state: 'cancelled' } });
    expect(await stockOf(db(), skuIds[0]!)).toBe(before);
    expect(await ledgerOf(db(), skuIds[0]!)).toBe(ledgerBefore);

    const again = await t.client.post('/user/order/cancel', { number: order.number });
    expect(again.code).toBe(Code.CONFLICT);
    expect(again.message).toBe('订单已取消，不能取消');
    expect(await stockOf(db(), skuIds[0]!)).toBe(before);
    const returned = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'cancel')));
    expect(returned.map((m) => m.delta).sort()).toEqual([1, 3]);

    const detail = await t.client.get<Detail>('/user/order/detail', { number: order.number });
    expect(detail.obj.timeline.map((e) => [e.from, e.to, e.actor])).toEqual([
      [null, 'pending_payment', 'member'],
      ['pending_payment', 'cancelled', 'member'],
    ]);
    expect(detail.obj.actions).toEqual({ cancel: false, pay: false, confirm: false, rebuy: true });
  });

  it('when an order is paid, shipped and received, then each step is recorded and the wrong steps get 409', async () => {
    const member = await t.login();
    const operator = await operatorClient();
    const order = await ordered(member.id);

    const early = await operator.post('/admin/orders/ship', {
      number: order.number,
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(early.code).toBe(Code.CONFLICT);
    expect((await t.client.post('/user/order/confirm', { number: order.number })).code).toBe(Code.CONFLICT);

    await db().transaction((tx) => t.app.deps.orderMachine.markPaid(tx, order.id));
    await expect(
      db().transaction((tx) => t.app.deps.orderMachine.markPaid(tx, order.id)),
    ).rejects.toMatchObject({
      code: Code.CONFLICT,
    });
    const paid = await t.client.get<Detail>('/user/order/detail', { number: order.number });
    expect(paid.obj).toMatchObject({ state: 'paid', actions: { cancel: false, pay: false, confirm: false } });
    const buyerCancel = await t.client.post('/user/order/cancel', { number: order.number });
    expect(buyerCancel).toMatchObject({ code: Code.CONFLICT, message: '订单已付款，如需取消请联系客服' });

    const shipped = await operator.post('/admin/orders/ship', {
      number: order.number,
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(shipped).toMatchObject({ code: Code.OK, obj: { state: 'shipped' } });
    const late = await operator.post('/admin/orders/cancel', { number: order.number, reason: '缺货' });
    expect(late.code).toBe(Code.CONFLICT);

    const seen = await t.client.get<Detail>('/user/order/detail', { number: order.number });
    expect(seen.obj).toMatchObject({
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
      actions: { confirm: true },
    });

    expect(await t.client.post('/user/order/confirm', { number: order.number })).toMatchObject({
      code: Code.OK,
      obj: { state: 'completed' },
    });
    const done = await t.client.get<Detail>('/user/order/detail', { number: order.number });
    expect(done.obj.timeline.map((e) => `${e.actor}:${e.to}`)).toEqual([
      'member:pending_payment',
      'system:paid',
      'operator:shipped',
      'member:completed',
    ]);
  });

  it('when an operator cancels a paid order with a reason, then the buyer sees the reason and the stock is back', async () => {
    const member = await t.login();
    const operator = await operatorClient();
    const before = await stockOf(db(), skuIds[1]!);
    const order = await ordered(member.id);
    await db().transaction((tx) => t.app.deps.orderMachine.markPaid(tx, order.id));

    const noReason = await operator.post('/admin/orders/cancel', { number: order.number, reason: ' ' });
    expect(noReason.code).toBe(Code.INVALID);
    const cancelled = await operator.post('/admin/orders/cancel', {
      number: order.number,
      reason: '该批次质检未通过',
    });
    expect(cancelled).toMatchObject({ code: Code.OK, obj: { state: 'cancelled' } });
    expect(await stockOf(db(), skuIds[1]!)).toBe(before);
    const seen = await t.client.get<Detail>('/user/order/detail', { number: order.number });
    expect(seen.obj.cancel_reason).toBe('该批次质检未通过');
    expect(seen.obj.timeline.at(-1)).toMatchObject({ actor: 'operator', note: '该批次质检未通过' });
  });

  it('when an operator lists orders, then state, number and phone filter them', async () => {
    const member = await t.login();
    const operator = await operatorClient();
    const a = await ordered(member.id);
    await ordered(member.id);
    await t.client.post('/user/order/cancel', { number: a.number });

    const byPhone = await operator.get<{ total: number; list: { number: string; phone: string }[] }>(
      '/admin/orders',
      {
        phone: member.phone,
      },
    );
    expect(byPhone.obj.total).toBe(2);
    expect(byPhone.obj.list.every((o) => o.phone === member.phone)).toBe(true);
    const cancelled = await operator.get<{ total: number }>('/admin/orders', {
      phone: member.phone,
      state: 'cancelled',
    });
    expect(cancelled.obj.total).toBe(1);
    const byNumber = await operator.get<{ list: { number: string }[] }>('/admin/orders', {
      number: a.number,
    });
    expect(byNumber.obj.list.map((o) => o.number)).toEqual([a.number]);
    const detail = await operator.get<Detail & { phone: string }>('/admin/orders/detail', {
      number: a.number,
    });
    expect(detail.obj).toMatchObject({ number: a.number, phone: member.phone, state: 'cancelled' });

    expect((await t.client.get('/admin/orders')).code).toBe(Code.FORBIDDEN);
  });

  it('when a buyer lists orders, then tabs count by state, search finds by number, name or 货号, and pages hold 20', async () => {
    const member = await t.login();
    const made = [];
    for (let i = 0; i < 22; i++)
      made.push(await placeTestOrder(db(), member.id, [{ skuId: skuIds[2]!, quantity: 1 }]));
    const special = await placeTestOrder(db(), member.id, [{ skuId: skuIds[0]!, quantity: 1 }]);
    await t.client.post('/user/order/cancel', { number: made[0]!.number });

    const first = await t.client.get<List>('/user/order/list');
    expect(first.obj.total).toBe(23);
    expect(first.obj.list).toHaveLength(20);
    expect(first.obj.list[0]!.number).toBe(special.number);
    expect(first.obj.counts).toEqual({
      all: 23,
      pending_payment: 22,
      paid: 0,
      shipped: 0,
      completed: 0,
      cancelled: 1,
    });
    const second = await t.client.get<List>('/user/order/list', { index: 2 });
    expect(second.obj.list).toHaveLength(3);
    const tab = await t.client.get<List>('/user/order/list', { state: 'cancelled' });
    expect(tab.obj.list.map((o) => o.number)).toEqual([made[0]!.number]);

    const [sku0] = await db().select({ sku: skus.sku }).from(skus).where(eq(skus.id, skuIds[0]!));
    const byCode = await t.client.get<List>('/user/order/list', { q: sku0!.sku.toLowerCase() });
    expect(byCode.obj.list.map((o) => o.number)).toEqual([special.number]);
    expect(byCode.obj.counts.all).toBe(1);
    const byNumber = await t.client.get<List>('/user/order/list', { q: special.number });
    expect(byNumber.obj.total).toBe(1);
    const wildcard = await t.client.get<List>('/user/order/list', { q: '%' });
    expect(wildcard.obj.total).toBe(0);
  });

  it("when member A uses member B's order number on every call, then each answers 404 and nothing changes", async () => {
    const b = await t.login();
    const order = await ordered(b.id);
    const a = await t.login();
    const calls: [string, 'GET' | 'POST', Record<string, unknown>][] = [
      ['/user/order/detail', 'GET', {}],
      ['/user/order/export', 'GET', {}],
      ['/user/order/export', 'GET', { kind: 'quotation' }],
      ['/user/order/cancel', 'POST', {}],
      ['/user/order/confirm', 'POST', {}],
      ['/user/order/rebuy', 'POST', {}],
    ];
    for (const [path, method, extra] of calls) {
      const answer = await t.client.call(method, path, { number: order.number, ...extra });
      expect(answer.code, path).toBe(Code.NOT_FOUND);
      expect(answer.message, path).toBe('订单不存在');
    }
    const list = await t.client.get<List>('/user/order/list', { q: order.number });
    expect(list.obj.total).toBe(0);
    const [row] = await db().select({ state: orders.state }).from(orders).where(eq(orders.id, order.id));
    expect(row!.state).toBe('pending_payment');
    expect(a.id).not.toBe(b.id);
  });

  it('when a buyer buys again, then on-sale lines go to the 采购单 and off-sale ones are listed as skipped', async () => {
    const member = await t.login();
    const order = await ordered(member.id, 2);
    await db().update(skus).set({ onSale: false }).where(eq(skus.id, skuIds[1]!));
    try {
      const again = await t.client.post<{ added: number; count: number; skipped: { reason: string }[] }>(
        '/user/order/rebuy',
        { number: order.number },
      );
      expect(again.code).toBe(Code.OK);
      expect(again.obj).toMatchObject({ added: 1, count: 1 });
      expect(again.obj.skipped.map((s) => s.reason)).toEqual(['已下架']);
      const cart = await db().select().from(cartItems).where(eq(cartItems.userId, member.id));
      expect(cart.map((c) => [c.skuId, c.quantity])).toEqual([[skuIds[0]!, 2]]);
    } finally {
      await db().update(skus).set({ onSale: true }).where(eq(skus.id, skuIds[1]!));
    }
  });

  it('when a buyer exports a delivery list or a quotation, then it is a valid .xlsx with the order in it', async () => {
    const member = await t.login();
    const order = await ordered(member.id, 2);
    for (const kind of ['delivery', 'quotation'] as const) {
      const answer = await t.client.get<{ filename: string; xlsx: string }>('/user/order/export', {
        number: order.number,
        kind,
      });
      expect(answer.code).toBe(Code.OK);
      const title = kind === 'delivery' ? '送货单' : '报价单';
      expect(answer.obj.filename).toBe(`${title}-${order.number}.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(answer.obj.xlsx, 'base64') as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet(title)!;
      const text: string[] = [];
      sheet.eachRow((row) => row.eachCell((cell) => text.push(String(cell.value))));
      expect(text).toContain(order.number);
      expect(text).toContain('PO-2026-0042');
      expect(text).toContain(t.config.SHOP_NAME);
      expect(text.some((s) => s.startsWith('合计金额（大写）：人民币'))).toBe(true);
    }
  });

  it('when an event is recorded, then it carries the time, the actor and the note', async () => {
    const member = await t.login();
    const order = await ordered(member.id);
    await t.client.post('/user/order/cancel', { number: order.number });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)).toMatchObject({
      actor: 'member',
      actorId: member.id,
      note: '买家取消',
      toState: 'cancelled',
    });
    expect(events.at(-1)!.at).toBeInstanceOf(Date);
  });
});
