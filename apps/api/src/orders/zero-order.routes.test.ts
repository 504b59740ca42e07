import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { addTemplate, giveCoupon, memberCoupon } from '../coupons/testing/coupon-fixtures.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { payments } from '../payments/payments.schema.ts';
import { seedDemoData } from '../seed/seed.ts';
import { memberUploadPrefix } from '../uploads/upload-keys.ts';
import { orderEvents, orders } from './orders.schema.ts';
import { ZERO_ORDER_NOTE } from './placement.service.ts';
import { addAddress, plainSkus, setSku } from './testing/placement-fixtures.ts';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Issue 30 part 3: an order a coupon covers entirely (payable ¥0.00). */
describe.each(databaseKinds)('a ¥0 order on %s', (kind) => {
  let t: TestApp;
  let operator: TestClient;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { FREIGHT_FEN: '1500', FREE_FREIGHT_ABOVE_FEN: '50000' } });
    await seedDemoData(t.database.db);
    skuId = (await plainSkus(t.database.db, 1))[0]!.id;
    await setSku(t.database.db, skuId, { stock: 1000, priceFen: 10_000, minQty: 1, step: 1, onSale: true });
    await t.login();
    operator = (await staffClient(t)).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  /** A member (logged in on t.client too) holding a ¥10,000 无门槛 coupon written straight to its table. */
  async function memberWithWholeCoupon() {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    const addressId = await addAddress(db(), user.id);
    const template = await addTemplate(db(), { thresholdFen: 0, amountFen: 1_000_000 });
    const coupon = await giveCoupon(db(), template.id, user.id);
    return { user, client, addressId, coupon };
  }

  async function upload(userId: number) {
    const key = `${memberUploadPrefix(userId, new Date())}${randomUUID()}.pdf`;
    await t.app.deps.storage.put(key, PDF, 'application/octet-stream');
    const file = await t.client.post<{ filePath: string }>('/oss/register', {
      key,
      purpose: 'voucher',
      fileName: '回单.pdf',
    });
    expect(file.code).toBe(Code.OK);
    return file.obj.filePath;
  }

  it('when a coupon covers goods and freight, then the order is settled at placement and every way to pay answers 409, never 500', async () => {
    const { user, client, addressId, coupon } = await memberWithWholeCoupon();
    const items = [{ sku_id: skuId, quantity: 6 }];
    const preview = await client.post<{ amounts: { payable: string }; coupons: { selected_id: number } }>(
      '/order/preview',
      { source: 1, items },
    );
    expect(preview.obj.coupons.selected_id).toBe(coupon);
    expect(preview.obj.amounts.payable).toBe('0.00');

    const placed = await client.post<{ number: string }>('/order/submit', {
      idempotency_key: randomUUID(),
      source: 1,
      items,
      address_id: addressId,
      coupon_id: coupon,
      expected_payable: '0.00',
    });
    expect(placed.code).toBe(Code.OK);
    const number = placed.obj.number;
    const [order] = await db().select().from(orders).where(eq(orders.number, number));
    expect(order).toMatchObject({ state: 'paid', payableFen: 0, discountFen: 60_000 });
    expect(order!.paidAt).not.toBeNull();
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events.map((e) => [e.fromState, e.toState, e.note])).toEqual([
      [null, 'pending_payment', ''],
      ['pending_payment', 'paid', ZERO_ORDER_NOTE],
    ]);
    expect(await memberCoupon(db(), coupon)).toMatchObject({ orderId: order!.id });

    const nothingToPay = { code: Code.CONFLICT, message: '订单应付金额为 ¥0.00，无需支付' };
    expect(await client.post('/pay/credit', { number })).toMatchObject(nothingToPay);
    expect(await client.post('/pay/online', { number })).toMatchObject(nothingToPay);
    const voucher = await upload(user.id);
    expect(await client.post('/pay/transfer', { number, voucher })).toMatchObject(nothingToPay);
    // No payment row of any amount, and the page shows it paid.
    expect(await db().select().from(payments).where(eq(payments.orderId, order!.id))).toEqual([]);
    const page = await client.get<{ state: string; payable: string }>('/pay/order', { number });
    expect(page.obj).toMatchObject({ state: 'paid', payable: '0.00' });

    // Paid, so the unpaid sweep leaves it alone even long after its pay-by time.
    await t.app.deps.orders.expireDue(new Date(Date.now() + 7 * 86_400_000));
    const [after] = await db().select({ state: orders.state }).from(orders).where(eq(orders.id, order!.id));
    expect(after!.state).toBe('paid');
  });

  it('when an operator makes a 满减 template, then its amount stays below the threshold and a 无门槛 one at most ¥200', async () => {
    const base = {
      name: '满500减50',
      kind: 'amount',
      threshold: '500',
      amount: '50',
      valid_days: 30,
      total: 10,
    };
    const save = (values: Record<string, unknown>) => operator.post('/admin/coupon/templates/save', values);
    expect(await save({ ...base, amount: '500' })).toMatchObject({
      code: Code.INVALID,
      message: '减免金额须低于使用门槛',
    });
    expect((await save({ ...base, amount: '499.99' })).code).toBe(Code.OK);
    expect(await save({ ...base, threshold: '0', amount: '10000' })).toMatchObject({
      code: Code.INVALID,
      message: '无门槛券的减免金额不能超过 ¥200，更大的减免请设置使用门槛',
    });
    expect((await save({ ...base, threshold: '0', amount: '200' })).code).toBe(Code.OK);
  });
});
