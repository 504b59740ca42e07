import { Code } from '@labmall/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClient } from '../../test/helper.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { products, skus } from '../catalogue/catalogue.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orderLines, stockMovements } from '../orders/orders.schema.ts';
import { ledgerOf, placeTestOrder, stockedSkus, stockOf } from '../orders/testing/order-fixtures.ts';
import { refunds } from '../payments/payments.schema.ts';
import { seedDemoData } from '../seed/seed.ts';

/** 售后 at the same moment, on real connections (PGlite serialises every query). */
describe.runIf(testDatabaseUrl)('售后 races on postgres', () => {
  let t: TestApp;
  let skuId: number;
  let staff: TestClient;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 200, 1)).map((s) => s.id) as [number];
    const [sku] = await t.database.db
      .select({ productId: skus.productId })
      .from(skus)
      .where(eq(skus.id, skuId));
    await t.database.db
      .update(products)
      .set({ storage: '室温', controlled: [] })
      .where(eq(products.id, sku!.productId));
    staff = (await staffClient(t, ['订单'])).client;
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function shippedOrder() {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    await t.app.deps.credit.setTerms(user.id, { limitFen: 100_000_000, statementDay: 1, dueDays: 30 });
    const order = await placeTestOrder(db(), user.id, [{ skuId, quantity: 4 }]);
    await client.post('/pay/credit', { number: order.number });
    await staff.post('/admin/orders/ship', { number: order.number, carrier: '顺丰速运', tracking_no: 'SF1' });
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    return { client, order, line: line! };
  }

  const returnTwo = (client: TestClient, number: string, lineId: number) =>
    client.post<{ id: number }>('/user/aftersale/apply', {
      number,
      kind: 'return_refund',
      reason: 'damaged',
      description: '破损',
      lines: [{ line_id: lineId, quantity: 2 }],
    });

  it('when five requests for two of four bottles arrive at once, then exactly two are taken', async () => {
    const { client, order, line } = await shippedOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => returnTwo(client, order.number, line.id)),
    );
    expect(answers.filter((a) => a.code === Code.OK)).toHaveLength(2);
    expect(answers.filter((a) => a.code === Code.CONFLICT)).toHaveLength(3);
  });

  it('when staff confirm receipt of one return several times at once, then the stock comes back once and the refund opens once', async () => {
    const { client, order, line } = await shippedOrder();
    const { id } = (await returnTwo(client, order.number, line.id)).obj;
    await staff.post('/admin/aftersales/approve', { id, return_address: '上海市张江路 1 号' });
    await client.post('/user/aftersale/return', { id, carrier: '顺丰速运', tracking_no: 'SF2' });
    const before = await stockOf(db(), skuId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => staff.post('/admin/aftersales/receive', { id, note: '完好' })),
    );
    expect(answers.filter((a) => a.code === Code.OK)).toHaveLength(1);
    expect(await stockOf(db(), skuId)).toBe(before + 2);
    expect(await ledgerOf(db(), skuId)).toBe(before + 2);
    const back = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'return')));
    expect(back).toHaveLength(1);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });
});
