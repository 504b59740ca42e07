import { Code } from '@labmall/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { acceptedUpload } from '../accounts/testing/account-fixtures.ts';
import { products, skus } from '../catalogue/catalogue.schema.ts';
import { accountOf, ledgerSum } from '../credit/credit.repository.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orderLines, orders, stockMovements } from '../orders/orders.schema.ts';
import { ledgerOf, placeTestOrder, stockedSkus, stockOf } from '../orders/testing/order-fixtures.ts';
import { refunds } from '../payments/payments.schema.ts';
import { seedDemoData } from '../seed/seed.ts';

type Options = {
  kinds: string[];
  lines: { line_id: number; open: number; returnable: boolean; why_not: string; amount: string }[];
};
type Aftersale = { id: number; state: string; amount: string; restocking_fee: string; photos: string[] };

const DAY = 24 * 3600 * 1000;

describe.each(databaseKinds)('售后 on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  let productId: number;
  let categoryId: number;
  let staff: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 200, 1)).map((s) => s.id) as [number];
    const [sku] = await t.database.db
      .select({ productId: skus.productId, categoryId: products.productTypeId })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(eq(skus.id, skuId));
    productId = sku!.productId;
    categoryId = sku!.categoryId;
    // An ordinary reagent: neither controlled nor kept cold, so the defaults let it be returned.
    await t.database.db
      .update(products)
      .set({ storage: '室温', controlled: [] })
      .where(eq(products.id, productId));
    staff = (await staffClient(t, ['订单'])).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  /** A member's order of 4 units, paid on credit and shipped (or only paid). */
  async function shippedOrder(shipped = true) {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    await t.app.deps.credit.setTerms(user.id, { limitFen: 100_000_000, statementDay: 1, dueDays: 30 });
    const order = await placeTestOrder(db(), user.id, [{ skuId, quantity: 4 }]);
    expect((await client.post('/pay/credit', { number: order.number })).code).toBe(Code.OK);
    if (shipped) {
      const ship = await staff.post('/admin/orders/ship', {
        number: order.number,
        carrier: '顺丰速运',
        tracking_no: 'SF1',
      });
      expect(ship.code, ship.message).toBe(Code.OK);
    }
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    return { user, client, order, line: line! };
  }

  const apply = (client: TestClient, body: Record<string, unknown>) =>
    client.post<{ id: number }>('/user/aftersale/apply', {
      reason: 'damaged',
      description: '到货时瓶身破裂',
      ...body,
    });

  it('when a buyer returns two of four bottles, then staff approve, the buyer sends them back, staff receive them: stock returns through the ledger and the paid share goes back to the credit account', async () => {
    const { user, client, order, line } = await shippedOrder();
    const options = await client.get<Options>('/user/aftersale/options', { number: order.number });
    expect(options.obj.kinds).toEqual(['refund_only', 'return_refund', 'exchange']);
    expect(options.obj.lines).toEqual([
      expect.objectContaining({ line_id: line.id, open: 4, returnable: true }),
    ]);

    const photo = await acceptedUpload(t, user.id, 'aftersale');
    const applied = await apply(client, {
      number: order.number,
      kind: 'return_refund',
      photos: [photo],
      lines: [{ line_id: line.id, quantity: 2 }],
    });
    expect(applied.code, applied.message).toBe(Code.OK);
    const id = applied.obj.id;
    const mine = await client.get<Aftersale>('/user/aftersale/detail', { id });
    expect(mine.obj).toMatchObject({ state: 'pending', amount: ((line.unitPriceFen * 2) / 100).toFixed(2) });
    expect(mine.obj.photos).toHaveLength(1);

    const noAddress = await staff.post('/admin/aftersales/approve', { id });
    expect(noAddress.code).toBe(Code.INVALID);
    const approved = await staff.post('/admin/aftersales/approve', {
      id,
      return_address: '上海市张江路 1 号 售后部',
    });
    expect(approved.obj).toEqual({ state: 'approved' });
    const early = await staff.post('/admin/aftersales/receive', { id, note: '完好' });
    expect(early.code).toBe(Code.CONFLICT);
    const sent = await client.post('/user/aftersale/return', {
      id,
      carrier: '顺丰速运',
      tracking_no: 'SF2026',
    });
    expect(sent.obj).toEqual({ state: 'returning' });

    const stockBefore = await stockOf(db(), skuId);
    const received = await staff.post('/admin/aftersales/receive', { id, note: '两瓶完好' });
    expect(received.obj).toEqual({ state: 'completed' });
    expect(await stockOf(db(), skuId)).toBe(stockBefore + 2);
    expect(await ledgerOf(db(), skuId)).toBe(await stockOf(db(), skuId));
    const returned = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'return')));
    expect(returned.map((m) => m.delta)).toEqual([2]);
    const back = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(back.map((r) => [r.cause, r.method, r.state, r.amountFen])).toEqual([
      ['aftersale', 'credit', 'succeeded', line.unitPriceFen * 2],
    ]);
    expect((await accountOf(db(), user.id))?.outstandingFen).toBe(await ledgerSum(db(), user.id));
    const again = await client.get<Options>('/user/aftersale/options', { number: order.number });
    expect(again.obj.lines[0]?.open).toBe(2);
  });

  it('when the request is too much, too late, for goods that may not come back, opened without a fault, or on another member’s order, then it is refused and nothing is written', async () => {
    const { client, order, line } = await shippedOrder();
    const other = await shippedOrder();
    const base = { number: order.number, kind: 'return_refund' };
    expect((await apply(client, { ...base, lines: [{ line_id: line.id, quantity: 5 }] })).message).toBe(
      `${line.name} 最多还可申请 4 件`,
    );
    const foreign = await apply(client, { ...base, lines: [{ line_id: other.line.id, quantity: 1 }] });
    expect(foreign.code).toBe(Code.NOT_FOUND);
    const notMine = await client.get('/user/aftersale/options', { number: other.order.number });
    expect(notMine.code).toBe(Code.NOT_FOUND);
    const opened = await apply(client, {
      ...base,
      reason: 'not_needed',
      opened: true,
      lines: [{ line_id: line.id, quantity: 1 }],
    });
    expect(opened).toMatchObject({ code: Code.CONFLICT, message: expect.stringContaining('已开封') });
    const twice = await apply(client, {
      ...base,
      lines: [
        { line_id: line.id, quantity: 1 },
        { line_id: line.id, quantity: 1 },
      ],
    });
    expect(twice.code).toBe(Code.INVALID);
    const strangerPhoto = await acceptedUpload(t, other.user.id, 'aftersale');
    const photo = await apply(client, {
      ...base,
      photos: [strangerPhoto],
      lines: [{ line_id: line.id, quantity: 1 }],
    });
    expect(photo.code).toBe(Code.INVALID);

    const rule = await staff.post('/admin/aftersales/rules/save', {
      scope: 'product',
      target_id: productId,
      returnable: false,
      days: 7,
      restocking_percent: 0,
      note: '标准品开封后不退',
    });
    expect(rule.code).toBe(Code.FORBIDDEN);
    const admin = (await staffClient(t)).client;
    const saved = await admin.post<{ id: number }>('/admin/aftersales/rules/save', {
      scope: 'product',
      target_id: productId,
      returnable: false,
      days: 7,
      restocking_percent: 0,
      note: '标准品开封后不退',
    });
    expect(saved.code, saved.message).toBe(Code.OK);
    const refused = await apply(client, { ...base, lines: [{ line_id: line.id, quantity: 1 }] });
    expect(refused.message).toBe(`${line.name}：标准品开封后不退`);
    // 仅退款 (a bottle missing) is not a return: the rule does not stop it.
    const missing = await apply(client, {
      ...base,
      kind: 'refund_only',
      reason: 'missing',
      lines: [{ line_id: line.id, quantity: 1 }],
    });
    expect(missing.code, missing.message).toBe(Code.OK);
    expect((await admin.post('/admin/aftersales/rules/delete', { id: saved.obj.id })).code).toBe(Code.OK);

    await db()
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - 30 * DAY) })
      .where(eq(orders.id, order.id));
    const late = await apply(client, { ...base, lines: [{ line_id: line.id, quantity: 1 }] });
    expect(late.message).toBe(`${line.name} 已超过售后期限（签收后 7 天内可申请）`);

    const unshipped = await shippedOrder(false);
    const beforeShipping = await apply(unshipped.client, {
      number: unshipped.order.number,
      kind: 'return_refund',
      lines: [{ line_id: unshipped.line.id, quantity: 1 }],
    });
    expect(beforeShipping).toMatchObject({ code: Code.CONFLICT, message: '订单未发货，只能申请仅退款' });
    const requests = await client.get<{ total: number }>('/user/aftersale');
    expect(requests.obj.total).toBe(1);
  });

  it('when a category charges a restocking fee, then the buyer is told and the refund is the paid share less the fee; a product rule wins over it', async () => {
    const admin = (await staffClient(t)).client;
    const category = await admin.post<{ id: number }>('/admin/aftersales/rules/save', {
      scope: 'category',
      target_id: categoryId,
      returnable: true,
      days: 15,
      restocking_percent: 10,
      note: '',
    });
    expect(category.code, category.message).toBe(Code.OK);
    const { client, order, line } = await shippedOrder();
    const options = await client.get<{ lines: { restocking_percent: number }[] }>('/user/aftersale/options', {
      number: order.number,
    });
    expect(options.obj.lines[0]?.restocking_percent).toBe(10);
    const applied = await apply(client, {
      number: order.number,
      kind: 'return_refund',
      reason: 'not_needed',
      lines: [{ line_id: line.id, quantity: 4 }],
    });
    const detail = await client.get<Aftersale>('/user/aftersale/detail', { id: applied.obj.id });
    const fee = Math.floor((line.unitPriceFen * 4 * 10) / 100);
    expect(detail.obj).toMatchObject({
      restocking_fee: (fee / 100).toFixed(2),
      amount: ((line.unitPriceFen * 4 - fee) / 100).toFixed(2),
    });
    expect((await client.post('/user/aftersale/withdraw', { id: applied.obj.id })).obj).toEqual({
      state: 'withdrawn',
    });
    await admin.post('/admin/aftersales/rules/delete', { id: category.obj.id });
  });

  it('when a bottle is exchanged, then it comes back into stock, a replacement leaves stock, and no money moves', async () => {
    const { client, order, line } = await shippedOrder();
    const { id } = (
      await apply(client, {
        number: order.number,
        kind: 'exchange',
        reason: 'wrong_item',
        lines: [{ line_id: line.id, quantity: 1 }],
      })
    ).obj;
    await staff.post('/admin/aftersales/approve', { id, return_address: '上海市张江路 1 号' });
    await client.post('/user/aftersale/return', { id, carrier: '顺丰速运', tracking_no: 'SF3' });
    const before = await stockOf(db(), skuId);
    expect((await staff.post('/admin/aftersales/receive', { id, note: '规格发错' })).obj).toEqual({
      state: 'received',
    });
    expect(await stockOf(db(), skuId)).toBe(before + 1);
    const reshipped = await staff.post('/admin/aftersales/reship', {
      id,
      carrier: '顺丰速运',
      tracking_no: 'SF4',
    });
    expect(reshipped.obj).toEqual({ state: 'completed' });
    expect(await stockOf(db(), skuId)).toBe(before);
    expect(await ledgerOf(db(), skuId)).toBe(before);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    const staffView = await staff.get<{ replacement: { tracking_no: string } }>('/admin/aftersales/detail', {
      id,
    });
    expect(staffView.obj.replacement?.tracking_no).toBe('SF4');
  });

  it('when the buyer withdraws a request while 待处理 or 待寄回, then its units may be asked again and nothing moved; once sent back it stays', async () => {
    const { client, order, line } = await shippedOrder();
    const ask = async (quantity: number) =>
      (
        await apply(client, {
          number: order.number,
          kind: 'return_refund',
          lines: [{ line_id: line.id, quantity }],
        })
      ).obj.id;
    const open = async () =>
      (await client.get<Options>('/user/aftersale/options', { number: order.number })).obj.lines[0]?.open;
    const withdraw = (id: number) => client.post('/user/aftersale/withdraw', { id });
    const address = { return_address: '上海市张江路 1 号' };
    const stockBefore = await stockOf(db(), skuId);

    const pending = await ask(3);
    expect(await open()).toBe(1);
    expect((await withdraw(pending)).obj).toEqual({ state: 'withdrawn' });
    expect(await open()).toBe(4);
    expect((await withdraw(pending)).code).toBe(Code.CONFLICT);
    expect((await staff.post('/admin/aftersales/approve', { id: pending, ...address })).code).toBe(
      Code.CONFLICT,
    );

    const approved = await ask(4);
    await staff.post('/admin/aftersales/approve', { id: approved, ...address });
    expect((await withdraw(approved)).obj).toEqual({ state: 'withdrawn' });
    const sent = { carrier: '顺丰速运', tracking_no: 'SF5' };
    expect((await client.post('/user/aftersale/return', { id: approved, ...sent })).code).toBe(Code.CONFLICT);

    const returning = await ask(1);
    await staff.post('/admin/aftersales/approve', { id: returning, ...address });
    await client.post('/user/aftersale/return', { id: returning, ...sent });
    expect((await withdraw(returning)).code).toBe(Code.CONFLICT);
    const mine = await client.get<{ list: Aftersale[] }>('/user/aftersale');
    expect(mine.obj.list.map((r) => [r.id, r.state]).sort()).toEqual(
      [
        [pending, 'withdrawn'],
        [approved, 'withdrawn'],
        [returning, 'returning'],
      ].sort(),
    );
    expect(await stockOf(db(), skuId)).toBe(stockBefore);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });

  it('when staff reject a request, then the buyer reads why, and another member reads nothing of it', async () => {
    const { client, order, line } = await shippedOrder();
    const { id } = (
      await apply(client, {
        number: order.number,
        kind: 'refund_only',
        reason: 'other',
        lines: [{ line_id: line.id, quantity: 1 }],
      })
    ).obj;
    const queue = await staff.get<{ list: { id: number }[] }>('/admin/aftersales', { number: order.number });
    expect(queue.obj.list.map((r) => r.id)).toEqual([id]);
    expect((await staff.post('/admin/aftersales/reject', { id, reason: '未见破损照片' })).obj).toEqual({
      state: 'rejected',
    });
    expect((await staff.post('/admin/aftersales/approve', { id })).code).toBe(Code.CONFLICT);
    const mine = await client.get<{ reject_reason: string }>('/user/aftersale/detail', { id });
    expect(mine.obj.reject_reason).toBe('未见破损照片');
    // Without a state, staff read every state (the order's console page); with one, only that state.
    const everyState = await staff.get<{ list: { id: number }[] }>('/admin/aftersales', {
      number: order.number,
    });
    expect(everyState.obj.list.map((r) => r.id)).toEqual([id]);
    const waiting = await staff.get<{ total: number }>('/admin/aftersales', {
      number: order.number,
      state: 'pending',
    });
    expect(waiting.obj.total).toBe(0);
    const stranger = await shippedOrder();
    expect((await stranger.client.get('/user/aftersale/detail', { id })).code).toBe(Code.NOT_FOUND);
    expect((await stranger.client.post('/user/aftersale/withdraw', { id })).code).toBe(Code.NOT_FOUND);

    // The order page lists the order's own requests; a stranger naming the order reads none.
    type List = { total: number; list: { id: number; state: string }[] };
    const ofOrder = await client.get<List>('/user/aftersale', { number: order.number });
    expect(ofOrder.obj.list.map((r) => [r.id, r.state])).toEqual([[id, 'rejected']]);
    const ofOther = await client.get<List>('/user/aftersale', { number: stranger.order.number });
    expect(ofOther.obj).toEqual({ total: 0, list: [] });
    const peeking = await stranger.client.get<List>('/user/aftersale', { number: order.number });
    expect(peeking.obj).toEqual({ total: 0, list: [] });
  });
});
