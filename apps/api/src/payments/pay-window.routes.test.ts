import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, readOutbox, type TestApp } from '../../test/helper.ts';
import { orders } from '../orders/orders.schema.ts';
import { placeTestOrder, stockedSkus, stockOf } from '../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { memberUploadPrefix } from '../uploads/upload-keys.ts';

const DAY = 24 * 3600_000;
type PayOrder = { pay_by: string; pay_window: string | null; long_window_days: number };

/**
 * The payment window of a purchasing office (issue 32 item 6, ADR 33): choosing 对公转账 (or 账期 while a
 * limit is pending) gives TRANSFER_PAY_DAYS days, the sweep honours each order's deadline, the stock
 * stays held, and a reminder goes out once a day before.
 */
describe.each(databaseKinds)('a pay window in days on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    skuId = (await stockedSkus(t.database.db, 100, 1))[0]!.id;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function buyer() {
    const user = await t.login();
    const order = await placeTestOrder(db(), user.id, [{ skuId, quantity: 1 }]);
    return { user, order };
  }
  const head = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

  it('when a buyer chooses 对公转账, then the order stays payable for 7 days with its stock held, and only a sweep past that cancels it', async () => {
    const { order } = await buyer();
    const placed = await head(order.id);
    const chosen = await t.client.post<{ pay_by: string; pay_window: string }>('/pay/window', {
      number: order.number,
      method: 'transfer',
    });
    expect(chosen).toMatchObject({ code: Code.OK, obj: { pay_window: 'transfer' } });
    const payBy = Date.parse(chosen.obj.pay_by);
    expect(payBy).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    expect(payBy).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    const page = await t.client.get<PayOrder>('/pay/order', { number: order.number });
    expect(page.obj).toMatchObject({
      pay_by: chosen.obj.pay_by,
      pay_window: 'transfer',
      long_window_days: 7,
    });
    const detail = await t.client.get<{ pay_by: string }>('/user/order/detail', { number: order.number });
    expect(detail.obj.pay_by).toBe(chosen.obj.pay_by);

    const stock = await stockOf(db(), skuId);
    // Past the usual ORDER_PAY_MINUTES: the sweep leaves it.
    await t.app.deps.orders.expireDue(new Date(placed.payBy.getTime() + 3600_000));
    expect((await head(order.id)).state).toBe('pending_payment');
    expect(await stockOf(db(), skuId)).toBe(stock);
    // Past the 7 days: cancelled, stock back.
    await t.app.deps.orders.expireDue(new Date(payBy + 60_000));
    expect((await head(order.id)).state).toBe('cancelled');
    expect(await stockOf(db(), skuId)).toBe(stock + 1);
  });

  it('when a buyer sends a voucher without choosing first, then the window is days too; choosing again never shortens it', async () => {
    const { user, order } = await buyer();
    const key = `${memberUploadPrefix(user.id, new Date())}${randomUUID()}.pdf`;
    await t.app.deps.storage.put(key, new TextEncoder().encode('%PDF-1.7\n%%EOF\n'), 'application/pdf');
    const file = await t.client.post<{ filePath: string }>('/oss/register', {
      key,
      purpose: 'voucher',
      fileName: '回单.pdf',
    });
    expect(
      (await t.client.post('/pay/transfer', { number: order.number, voucher: file.obj.filePath })).code,
    ).toBe(Code.OK);
    const after = await head(order.id);
    expect(after.payWindow).toBe('transfer');
    expect(after.payBy.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    await db()
      .update(orders)
      .set({ payBy: new Date(Date.now() + 9 * DAY) })
      .where(eq(orders.id, order.id));
    await t.client.post('/pay/transfer/withdraw', { number: order.number });
    await t.client.post('/pay/window', { number: order.number, method: 'transfer' });
    expect((await head(order.id)).payBy.getTime()).toBeGreaterThan(Date.now() + 8 * DAY);
  });

  it('when a member without enough credit chooses 账期, then the order is held for days; with enough credit it is refused', async () => {
    const { order } = await buyer();
    const held = await t.client.post('/pay/window', { number: order.number, method: 'credit' });
    expect(held).toMatchObject({ code: Code.OK, obj: { pay_window: 'credit' } });

    const { user, order: other } = await buyer();
    await t.app.deps.credit.setTerms(user.id, { limitFen: 100_000_000, statementDay: 1, dueDays: 30 });
    const refused = await t.client.post('/pay/window', { number: other.number, method: 'credit' });
    expect(refused).toMatchObject({
      code: Code.CONFLICT,
      message: '您的账期额度足以支付本单，请直接使用账期支付',
    });
    expect((await head(other.id)).payWindow).toBeNull();
  });

  it('when a long window has a day left, then one SMS reminder goes out, once, and none for a usual window', async () => {
    const { user, order } = await buyer();
    await t.client.post('/pay/window', { number: order.number, method: 'transfer' });
    const usual = await buyer();
    const payBy = (await head(order.id)).payBy.getTime();
    const toUser = () => readOutbox(t.config.DATA_DIR).filter((m) => m.to === user.phone);

    expect(await t.app.deps.payReminders.remindDue(new Date(payBy - 2 * DAY))).toBe(0);
    const dayBefore = new Date(payBy - DAY + 3600_000);
    await t.app.deps.payReminders.remindDue(dayBefore);
    await t.app.deps.payReminders.remindDue(dayBefore);
    await Promise.all([
      t.app.deps.payReminders.remindDue(dayBefore),
      t.app.deps.payReminders.remindDue(dayBefore),
    ]);
    expect(toUser()).toHaveLength(1);
    expect(toUser()[0]!.text).toContain(order.number);
    expect(toUser()[0]!.text).toContain('前付款');
    expect(readOutbox(t.config.DATA_DIR).filter((m) => m.to === usual.user.phone)).toHaveLength(0);
  });

  it('when an unpaid order is exported, then the 送货单 and 报价单 carry its payment deadline', async () => {
    const { order } = await buyer();
    await t.client.post('/pay/window', { number: order.number, method: 'transfer' });
    for (const kind of ['delivery', 'quotation'] as const) {
      const answer = await t.client.get<{ xlsx: string }>('/user/order/export', {
        number: order.number,
        kind,
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(answer.obj.xlsx, 'base64') as unknown as ArrayBuffer);
      const text: string[] = [];
      workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => text.push(String(cell.value))));
      expect(text).toContain('付款期限');
      expect(text.some((s) => /^请于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前付款/.test(s))).toBe(true);
    }
  });
});
