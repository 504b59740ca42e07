import { Code } from '@labmall/protocol';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { cartItems } from '../cart/cart.schema.ts';
import { products, skus } from '../catalogue/catalogue.schema.ts';
import { controlledSales } from '../compliance/compliance.schema.ts';
import { setVerification } from '../compliance/testing/compliance-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { orderEvents, orderLines, orders, stockMovements } from './orders.schema.ts';
import {
  addAddress,
  addInvoiceProfile,
  controlledSku,
  plainSkus,
  setSku,
} from './testing/placement-fixtures.ts';

interface Preview {
  lines: { sku_id: number; quantity: number; unit_price: string; subtotal: string; problem: string | null }[];
  amounts: { goods: string; freight: string; discount: string; payable: string; freight_note: string };
  orderable: boolean;
}

import { randomUUID } from 'node:crypto';

const newKey = () => `test-key-${randomUUID()}`;

describe.each(databaseKinds)('order placement on %s', (kind) => {
  let t: TestApp;
  let a: number;
  let b: number;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      env: { FREIGHT_FEN: '1500', FREE_FREIGHT_ABOVE_FEN: '50000', HAZARD_SURCHARGE_FEN: '3000' },
    });
    await seedDemoData(t.database.db);
    const [first, second] = await plainSkus(t.database.db, 2);
    a = first!.id;
    b = second!.id;
    await setSku(t.database.db, a, { stock: 100, priceFen: 12_800, minQty: 1, step: 1, onSale: true });
    await setSku(t.database.db, b, { stock: 100, priceFen: 2_550, minQty: 2, step: 2, onSale: true });
  });
  afterAll(() => t.close());

  async function member() {
    const user = await t.login();
    const addressId = await addAddress(t.database.db, user.id);
    return { user, addressId };
  }

  const submit = (payload: Record<string, unknown>) =>
    t.client.post<{ number: string }>('/order/submit', { idempotency_key: newKey(), ...payload });

  it('when a visitor asks for a preview, then they are asked to log in', async () => {
    const visitor = t.newClient();
    expect((await visitor.post('/order/preview', { source: 1, items: [] })).code).toBe(Code.SESSION_EXPIRED);
  });

  it('when 立即购买 previews one line, then prices, freight and payable come from the server', async () => {
    await member();
    const view = await t.client.post<Preview>('/order/preview', {
      source: 1,
      items: [{ sku_id: a, quantity: 2 }],
    });
    expect(view.code).toBe(Code.OK);
    expect(view.obj.lines).toMatchObject([
      { sku_id: a, quantity: 2, unit_price: '128.00', subtotal: '256.00' },
    ]);
    expect(view.obj.amounts).toMatchObject({
      goods: '256.00',
      freight: '15.00',
      discount: '0.00',
      payable: '271.00',
    });
    expect(view.obj.orderable).toBe(true);
  });

  it('when the goods reach the threshold, then the freight is free', async () => {
    await member();
    const view = await t.client.post<Preview>('/order/preview', {
      source: 3,
      items: [{ sku_id: a, quantity: 4 }],
    });
    expect(view.obj.amounts).toMatchObject({ goods: '512.00', freight: '0.00', payable: '512.00' });
  });

  it('when a controlled product is in the order, then the hazardous-goods surcharge is added once', async () => {
    await member();
    const controlled = await controlledSku(t.database.db);
    expect(controlled).not.toBeNull();
    await setSku(t.database.db, controlled!.id, {
      stock: 50,
      priceFen: 1000,
      minQty: 1,
      step: 1,
      onSale: true,
    });
    const view = await t.client.post<Preview>('/order/preview', {
      source: 1,
      items: [
        { sku_id: controlled!.id, quantity: 1 },
        { sku_id: a, quantity: 1 },
      ],
    });
    expect(view.obj.amounts).toMatchObject({ goods: '138.00', freight: '45.00', payable: '183.00' });
  });

  it('when an unverified member orders a controlled product, then the preview says what is missing and the submit is refused with 403', async () => {
    const { user, addressId } = await member();
    const controlled = await controlledSku(t.database.db);
    const items = [{ sku_id: controlled!.id, quantity: 1 }];
    const view = await t.client.post<
      Preview & { compliance: { ok: boolean; missing: { message: string; link: string }[] } }
    >('/order/preview', { source: 1, items });
    expect(view.obj.compliance.ok).toBe(false);
    expect(view.obj.compliance.missing.length).toBeGreaterThan(0);
    expect(view.obj.compliance.missing[0]!.link).toMatch(/^\/user\//);
    expect(view.obj.orderable).toBe(false);
    const sent = await submit({ source: 1, items, address_id: addressId });
    expect(sent.code).toBe(Code.FORBIDDEN);
    expect(sent.message).toContain(view.obj.compliance.missing[0]!.message);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it('when a verified member orders a 危险化学品, then the order is placed and written to the controlled-sales ledger', async () => {
    const { user, addressId } = await member();
    await setVerification(t, user.id, 'approved');
    const [row] = await t.database.db
      .select({ id: skus.id })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(sql`${products.controlled} = array['hazardous']::text[] and ${skus.onSale}`)
      .orderBy(skus.id)
      .limit(1);
    await setSku(t.database.db, row!.id, { stock: 20, minQty: 1, step: 1 });
    const sent = await submit({
      source: 1,
      items: [{ sku_id: row!.id, quantity: 2 }],
      address_id: addressId,
    });
    expect(sent.code, sent.message).toBe(Code.OK);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.number, sent.obj.number));
    expect(order!.controlled).toBe(true);
    const ledger = await t.database.db
      .select()
      .from(controlledSales)
      .where(eq(controlledSales.orderId, order!.id));
    expect(ledger).toMatchObject([{ userId: user.id, quantity: 2 }]);
  });

  it('when a member places an order from 立即购买, then stock, lines, snapshots, ledger and event are written', async () => {
    const { user, addressId } = await member();
    const invoiceId = await addInvoiceProfile(t.database.db, user.id);
    const [before] = await t.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, a));
    const placed = await submit({
      source: 1,
      items: [{ sku_id: a, quantity: 3 }],
      address_id: addressId,
      invoice_profile_id: invoiceId,
      po_number: 'PO-2026-0042',
      remark: '请工作日送货',
    });
    expect(placed.code).toBe(Code.OK);
    expect(placed.obj.number).toMatch(/^\d{8}\d{6,}$/);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.number, placed.obj.number));
    expect(order).toMatchObject({
      userId: user.id,
      state: 'pending_payment',
      source: 1,
      goodsFen: 38_400,
      freightFen: 1500,
      discountFen: 0,
      payableFen: 39_900,
      poNumber: 'PO-2026-0042',
      remark: '请工作日送货',
      controlled: false,
    });
    expect(order!.address).toMatchObject({ consignee: '张三', regionNames: '上海市 市辖区 徐汇区' });
    expect(order!.invoice).toMatchObject({ kind: 'special', title: '上海有机化学研究所' });
    const minutes = (order!.payBy.getTime() - order!.createdAt.getTime()) / 60_000;
    expect(minutes).toBe(30);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toMatchObject([{ skuId: a, quantity: 3, unitPriceFen: 12_800, subtotalFen: 38_400 }]);
    expect(lines[0]!.name.length).toBeGreaterThan(0);
    const [after] = await t.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, a));
    expect(after!.stock).toBe(before!.stock - 3);
    const moves = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order!.id));
    expect(moves).toMatchObject([{ skuId: a, delta: -3, reason: 'order' }]);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events).toMatchObject([
      { fromState: null, toState: 'pending_payment', actor: 'member', actorId: user.id },
    ]);

    const info = await t.client.get<{ payable: string; state: string }>('/order/pay-info', {
      number: placed.obj.number,
    });
    expect(info.obj).toMatchObject({
      number: placed.obj.number,
      payable: '399.00',
      state: 'pending_payment',
    });
  });

  it('when a client sends prices, totals or a discount, then they are ignored and the server prices the order', async () => {
    const { addressId } = await member();
    const sent = await submit({
      source: 1,
      items: [{ sku_id: a, quantity: 1, price: '0.01', unit_price_fen: 1 }],
      address_id: addressId,
      goods: '0.01',
      payable: '0.01',
      payable_fen: 1,
      discount: '999',
    });
    expect(sent.code).toBe(Code.OK);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.number, sent.obj.number));
    expect(order).toMatchObject({ goodsFen: 12_800, freightFen: 1500, discountFen: 0, payableFen: 14_300 });
  });

  it('when the cart is checked out (source 2), then only the selected lines are ordered and removed', async () => {
    const { user, addressId } = await member();
    await t.database.db.insert(cartItems).values([
      { userId: user.id, skuId: a, quantity: 1, selected: true },
      { userId: user.id, skuId: b, quantity: 2, selected: false },
    ]);
    const view = await t.client.post<Preview>('/order/preview', { source: 2 });
    expect(view.obj.lines.map((l) => l.sku_id)).toEqual([a]);
    const placed = await submit({ source: 2, address_id: addressId });
    expect(placed.code).toBe(Code.OK);
    const left = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(left.map((l) => l.skuId)).toEqual([b]);
    const again = await submit({ source: 2, address_id: addressId });
    expect(again.code).toBe(Code.CONFLICT);
    expect(again.message).toContain('采购单中没有选中的货品');
  });

  it('when another member has cart lines, then they never reach my order', async () => {
    const other = await member();
    await t.database.db.insert(cartItems).values({ userId: other.user.id, skuId: a, quantity: 1 });
    const { addressId } = await member();
    const view = await t.client.post<Preview>('/order/preview', { source: 2 });
    expect(view.obj.lines).toEqual([]);
    expect((await submit({ source: 2, address_id: addressId })).code).toBe(Code.CONFLICT);
  });

  it('when another member’s address or invoice profile is named, then the answer is 404', async () => {
    const other = await member();
    const otherInvoice = await addInvoiceProfile(t.database.db, other.user.id);
    const { addressId } = await member();
    const items = [{ sku_id: a, quantity: 1 }];
    expect((await submit({ source: 1, items, address_id: other.addressId })).code).toBe(Code.NOT_FOUND);
    expect(
      (await submit({ source: 1, items, address_id: addressId, invoice_profile_id: otherInvoice })).code,
    ).toBe(Code.NOT_FOUND);
  });

  it('when another member’s order number is asked for, then the answer is 404', async () => {
    const first = await member();
    const placed = await submit({
      source: 1,
      items: [{ sku_id: a, quantity: 1 }],
      address_id: first.addressId,
    });
    await member();
    expect((await t.client.get('/order/pay-info', { number: placed.obj.number })).code).toBe(Code.NOT_FOUND);
  });

  it.each([
    [0, Code.INVALID],
    [-1, Code.INVALID],
    [1.5, Code.INVALID],
    [10_000, Code.INVALID],
    [1e12, Code.INVALID],
  ])('when the quantity is %s, then the submit is refused with %s', async (quantity, code) => {
    const { addressId } = await member();
    expect((await submit({ source: 1, items: [{ sku_id: a, quantity }], address_id: addressId })).code).toBe(
      code,
    );
  });

  it('when a quantity breaks the SKU’s step, then the preview flags it and the submit is refused', async () => {
    const { addressId } = await member();
    const view = await t.client.post<Preview>('/order/preview', {
      source: 1,
      items: [{ sku_id: b, quantity: 3 }],
    });
    expect(view.obj.lines[0]!.problem).toContain('递增');
    expect(view.obj.orderable).toBe(false);
    const sent = await submit({ source: 1, items: [{ sku_id: b, quantity: 3 }], address_id: addressId });
    expect(sent.code).toBe(Code.INVALID);
  });

  it('when a quantity is above the stock, then the preview says what is left and the submit names the line', async () => {
    const { addressId } = await member();
    const [row] = await t.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, a));
    const quantity = Math.min(row!.stock + 1, 9999);
    const view = await t.client.post<Preview>('/order/preview', {
      source: 1,
      items: [{ sku_id: a, quantity }],
    });
    expect(view.obj.lines[0]!.problem).toBe(`库存不足，仅剩 ${row!.stock} 件`);
    const sent = await submit({ source: 1, items: [{ sku_id: a, quantity }], address_id: addressId });
    expect(sent.code).toBe(Code.CONFLICT);
    expect(sent.message).toContain('库存不足');
    const [after] = await t.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, a));
    expect(after!.stock).toBe(row!.stock);
  });

  it('when a SKU is off sale, then the preview flags it and the submit is refused with nothing written', async () => {
    const { user, addressId } = await member();
    const [, , third] = await plainSkus(t.database.db, 3);
    await setSku(t.database.db, third!.id, { onSale: false, stock: 5 });
    const view = await t.client.post<Preview>('/order/preview', {
      source: 1,
      items: [{ sku_id: third!.id, quantity: 1 }],
    });
    expect(view.obj.lines[0]!.problem).toBe('已下架');
    const sent = await submit({
      source: 3,
      items: [
        { sku_id: a, quantity: 1 },
        { sku_id: third!.id, quantity: 1 },
      ],
      address_id: addressId,
    });
    expect(sent.code).toBe(Code.CONFLICT);
    expect(sent.message).toContain('已下架');
    const mine = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(mine).toEqual([]);
  });

  it('when an unknown SKU is named, then the answer is 404', async () => {
    await member();
    const view = await t.client.post('/order/preview', {
      source: 1,
      items: [{ sku_id: 999_999_999, quantity: 1 }],
    });
    expect(view.code).toBe(Code.NOT_FOUND);
  });

  it('when source 4 (points) is asked for, then it is refused until points exist', async () => {
    await member();
    expect((await t.client.post('/order/preview', { source: 4, items: [] })).code).toBe(Code.INVALID);
  });

  it('when the same submit is sent twice with one key, then one order is placed and the answers are identical', async () => {
    const { user, addressId } = await member();
    const payload = {
      idempotency_key: newKey(),
      source: 1,
      items: [{ sku_id: a, quantity: 1 }],
      address_id: addressId,
    };
    const first = await t.client.post('/order/submit', payload);
    const second = await t.client.post('/order/submit', payload);
    expect(first.code).toBe(Code.OK);
    expect(second).toEqual(first);
    const mine = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(mine).toHaveLength(1);
    const other = await t.client.post('/order/submit', { ...payload, items: [{ sku_id: a, quantity: 2 }] });
    expect(other.code).toBe(Code.CONFLICT);
  });

  it('when a refused submit is sent again with its key, then it is tried again and may succeed', async () => {
    const { addressId } = await member();
    const payload = {
      idempotency_key: newKey(),
      source: 1,
      items: [{ sku_id: a, quantity: 1 }],
      address_id: addressId,
    };
    const refused = await t.client.post('/order/submit', { ...payload, address_id: 999_999_999 });
    expect(refused.code).toBe(Code.NOT_FOUND);
    expect((await t.client.post('/order/submit', payload)).code).toBe(Code.OK);
  });

  it('when orders are placed, then the stock ledger still sums to the stock', async () => {
    const [row] = await t.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, a));
    const [ledger] = await t.database.db
      .select({ sum: sql<string>`coalesce(sum(${stockMovements.delta}), 0)::text` })
      .from(stockMovements)
      .where(and(eq(stockMovements.skuId, a)));
    expect(Number(ledger!.sum)).toBe(row!.stock);
  });
});
