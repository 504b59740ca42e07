import { Code } from '@labmall/protocol';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { memberProfiles } from '../accounts/accounts.schema.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { payments } from '../payments/payments.schema.ts';
import { seedDemoData } from '../seed/seed.ts';
import { orders } from './orders.schema.ts';
import { type FixtureOrder, placeTestOrder, stockedSkus } from './testing/order-fixtures.ts';

type Row = { number: string; state: string; company: string; controlled: boolean; phone: string };
type List = { total: number; list: Row[] };
type Detail = {
  number: string;
  company: string;
  payments: { method: string; state: string; amount: string }[];
  address: { consignee: string };
  po_number: string;
  timeline: unknown[];
};

describe.each(databaseKinds)('the console’s order list, export and page on %s', (kind) => {
  let t: TestApp;
  let skuIds: { id: number; sku: string }[];
  let operator: TestClient;
  let mine: FixtureOrder;
  let other: FixtureOrder;
  const company = `测试化学研究所${Date.now()}`;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    const stocked = await stockedSkus(t.database.db, 50, 2);
    const codes = await t.database.db
      .select({ id: skus.id, sku: skus.sku })
      .from(skus)
      .where(
        inArray(
          skus.id,
          stocked.map((s) => s.id),
        ),
      );
    skuIds = stocked.map((s) => codes.find((c) => c.id === s.id)!);
    operator = (await staffClient(t, ['订单'])).client;

    const member = await t.login();
    await t.database.db
      .insert(memberProfiles)
      .values({ userId: member.id, organisation: company, contactName: '王立', email: 'w@example.com' });
    mine = await placeTestOrder(t.database.db, member.id, [{ skuId: skuIds[0]!.id, quantity: 1 }], {
      poNumber: 'PO-7',
    });
    await t.database.db.update(orders).set({ controlled: true }).where(eq(orders.id, mine.id));
    await t.database.db
      .insert(payments)
      .values({ orderId: mine.id, userId: member.id, method: 'transfer', state: 'pending', amountFen: 100 });
    const someone = await t.login();
    other = await placeTestOrder(t.database.db, someone.id, [{ skuId: skuIds[1]!.id, quantity: 1 }]);
  }, 60_000);
  afterAll(() => t.close());

  const list = async (filters: Record<string, unknown>) => {
    const answer = await operator.get<List>('/admin/orders', { pageSize: 100, ...filters });
    expect(answer.code).toBe(Code.OK);
    return answer.obj.list.map((row) => row.number);
  };

  it('when filtered by company, 货号, controlled or payment method, then only the matching orders come back', async () => {
    expect(await list({ company: company.slice(2) })).toEqual([mine.number]);
    expect(await list({ sku: skuIds[1]!.sku })).toContain(other.number);
    expect(await list({ sku: skuIds[1]!.sku })).not.toContain(mine.number);
    const controlled = await list({ controlled: 'yes' });
    expect(controlled).toContain(mine.number);
    expect(controlled).not.toContain(other.number);
    expect(await list({ controlled: 'no' })).not.toContain(mine.number);
    expect(await list({ pay_method: 'transfer' })).toContain(mine.number);
    expect(await list({ pay_method: 'transfer' })).not.toContain(other.number);
    expect(await list({ pay_method: 'credit' })).not.toContain(mine.number);
    const [row] = (await operator.get<List>('/admin/orders', { number: mine.number })).obj.list;
    expect(row).toMatchObject({ company, controlled: true });
  });

  it('when filtered by date, then orders of other days drop out, and a range backwards is refused', async () => {
    const today = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);
    expect(await list({ from: today, until: today })).toContain(mine.number);
    expect(await list({ until: '2020-01-01' })).not.toContain(mine.number);
    const backwards = await operator.get('/admin/orders', { from: today, until: '2020-01-01' });
    expect(backwards).toMatchObject({ code: Code.INVALID });
  });

  it('when exported, then the workbook has one row per matching order', async () => {
    const answer = await operator.get<{ file_name: string; rows: number; truncated: boolean; data: string }>(
      '/admin/orders/export',
      { company },
    );
    expect(answer.code).toBe(Code.OK);
    expect(answer.obj).toMatchObject({ rows: 1, truncated: false });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(answer.obj.data, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('订单号');
    expect(sheet.getRow(2).getCell(1).value).toBe(mine.number);
    expect(sheet.getRow(2).getCell(5).value).toBe(company);
    expect(sheet.rowCount).toBe(2);
  });

  it('when the page is opened, then it has the company, the PO number and the order’s payments', async () => {
    const answer = await operator.get<Detail>('/admin/orders/detail', { number: mine.number });
    expect(answer.obj).toMatchObject({ company, po_number: 'PO-7' });
    expect(answer.obj.payments).toEqual([
      expect.objectContaining({ method: 'transfer', state: 'pending', amount: '1.00' }),
    ]);
  });

  it('when the 送货单 is asked for, then it is the order’s delivery note, and an unknown number is 404', async () => {
    const answer = await operator.get<{ filename: string; xlsx: string }>('/admin/orders/sheet', {
      number: mine.number,
    });
    expect(answer.obj.filename).toBe(`送货单-${mine.number}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(answer.obj.xlsx, 'base64') as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String).join(' ');
    expect(cells).toContain(mine.number);
    expect((await operator.get('/admin/orders/sheet', { number: '20990101999999' })).code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('when a sheet of number → carrier → tracking number is uploaded, then each row is shipped or says why not', async () => {
    const member = await t.login();
    const paid = await placeTestOrder(t.database.db, member.id, [{ skuId: skuIds[0]!.id, quantity: 1 }]);
    await t.database.db.transaction((tx) => t.app.deps.orderMachine.markPaid(tx, paid.id));
    const unpaid = await placeTestOrder(t.database.db, member.id, [{ skuId: skuIds[0]!.id, quantity: 1 }]);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('发货');
    sheet.addRow(['订单号', '物流公司', '运单号']);
    sheet.addRow([paid.number, '顺丰速运', 'SF900']);
    sheet.addRow([unpaid.number, '中通快递', 'ZT901']);
    sheet.addRow(['20990101999999', 'EMS', 'E902']);
    // (Another order: rows of one order are one shipment, ship-batch.routes.test.ts.)
    sheet.addRow(['20990101999998', '某某快递', 'X903']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const answer = await operator.post<{
      shipped: number;
      results: { row: number; number: string; ok: boolean; message: string }[];
    }>('/admin/orders/ship-batch', { file_name: '批量发货.xlsx', content: content.match(/.{1,8000}/g)! });
    expect(answer.code).toBe(Code.OK);
    expect(answer.obj.shipped).toBe(1);
    expect(answer.obj.results.map((r) => [r.row, r.ok])).toEqual([
      [2, true],
      [3, false],
      [4, false],
      [5, false],
    ]);
    expect(answer.obj.results[2]!.message).toBe('订单不存在');
    expect(answer.obj.results[3]!.message).toMatch(/^物流公司须为/);
    const [row] = await t.database.db
      .select({ state: orders.state, carrier: orders.carrier, trackingNo: orders.trackingNo })
      .from(orders)
      .where(eq(orders.id, paid.id));
    expect(row).toEqual({ state: 'shipped', carrier: '顺丰速运', trackingNo: 'SF900' });
    const [still] = await t.database.db
      .select({ state: orders.state })
      .from(orders)
      .where(eq(orders.id, unpaid.id));
    expect(still!.state).toBe('pending_payment');
  });

  it('when shipped with a carrier not on the list, then it is refused', async () => {
    const refused = await operator.post('/admin/orders/ship', {
      number: other.number,
      carrier: '某某快递',
      tracking_no: 'X1',
    });
    expect(refused).toMatchObject({ code: Code.INVALID });
  });
});
