import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { products, skus } from '../catalogue/catalogue.schema.ts';
import { seedDemoData } from '../seed/seed.ts';

const yuan = (fen: number) =>
  `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;

/** The server-rendered /cart and the quick-order template, through the built storefront. */
describe('the 采购单 page and the quick-order template', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { web: true });
    await seedDemoData(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  it('when a line’s price rose and its stock fell since it was added, then the page says both, with the old and new price', async () => {
    await t.login();
    // A product anyone may buy: a controlled one goes into the 采购单 unticked for this member.
    const [found] = await t.database.db
      .select({ sku: skus })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(skus.onSale, true), sql`cardinality(${products.controlled}) = 0`))
      .orderBy(skus.id)
      .limit(1);
    const sku = found?.sku;
    await t.client.post('/user/cart/add', { items: [{ sku_id: sku!.id, quantity: sku!.minQty }] });
    await t.database.db
      .update(skus)
      .set({ priceFen: sku!.priceFen + 1234, stock: 0 })
      .where(eq(skus.id, sku!.id));

    const response = await t.app.inject({ url: '/cart', headers: { cookie: `session=${t.client.session}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain(sku!.sku);
    expect(html).toContain(`涨价：加入时 ${yuan(sku!.priceFen)}，现价 ${yuan(sku!.priceFen + 1234)}`);
    expect(html).toContain('缺货');
    expect(html).toContain('所选货品中有 1 种暂时无法下单');
  });

  it('when the template is downloaded, then it is an .xlsx whose first sheet heads 货号或CAS号 and 数量', async () => {
    const response = await t.app.inject('/quick/template.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '货号或CAS号', '数量']);
    expect(sheet.actualRowCount).toBe(1);
  });
});
