import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { insertTestSkus } from '../catalogue/testing/catalogue-fixtures.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orderLines } from './orders.schema.ts';
import { placeTestOrder } from './testing/order-fixtures.ts';

/** The 批量发货 template the console links: the sheet the server reads, lots included. */
describe('the batch ship template', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { web: true });
  }, 120_000);
  afterAll(() => t.close());

  it('when the template is filled in with a 货号 and 批号 and uploaded, then the order ships with that lot', async () => {
    const response = await t.app.inject('/admin/orders/ship-template.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '订单号', '物流公司', '运单号', '货号', '批号']);
    expect(sheet.actualRowCount).toBe(1);
    expect(workbook.worksheets[1]!.name).toBe('填写说明');

    const [skuId] = await insertTestSkus(t.database.db, 1);
    const [code] = await t.database.db.select({ sku: skus.sku }).from(skus).where(eq(skus.id, skuId!));
    const member = await t.login();
    const order = await placeTestOrder(t.database.db, member.id, [{ skuId: skuId!, quantity: 1 }]);
    await t.database.db.transaction((tx) => t.app.deps.orderMachine.markPaid(tx, order.id));
    sheet.addRow([order.number, '顺丰速运', 'SF7001', code!.sku, 'T-2611']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const shipper = (await staffClient(t, ['订单'])).client;
    const answer = await shipper.post<{ shipped: number }>('/admin/orders/ship-batch', {
      file_name: '批量发货模板.xlsx',
      content: content.match(/.{1,8000}/g)!,
    });
    expect(answer.code, answer.message).toBe(Code.OK);
    expect(answer.obj.shipped).toBe(1);
    const [line] = await t.database.db
      .select({ lot: orderLines.lot })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    expect(line!.lot).toBe('T-2611');
  });
});
