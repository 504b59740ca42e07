import { Code } from '@labmall/protocol';
import { and, desc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { insertTestSkus } from '../catalogue/testing/catalogue-fixtures.ts';
import { operatorAudit } from '../operators/audit.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { refusalMessage } from './order-machine.ts';
import { orderLines, orders } from './orders.schema.ts';
import { type FixtureOrder, placeTestOrder } from './testing/order-fixtures.ts';

type Result = { row: number; number: string; sku: string; lot: string; ok: boolean; message: string };

/** 批量发货 with 批号: a row names a line by its 货号; rows of one order ship together or not at all. */
describe.each(databaseKinds)('the batch ship sheet’s lots on %s', (kind) => {
  let t: TestApp;
  let shipper: TestClient;
  let codes: [string, string];
  let skuIds: [number, number];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    skuIds = (await insertTestSkus(t.database.db, 2)) as [number, number];
    const rows = await t.database.db
      .select({ id: skus.id, sku: skus.sku })
      .from(skus)
      .where(inArray(skus.id, skuIds));
    codes = skuIds.map((id) => rows.find((r) => r.id === id)!.sku) as [string, string];
    shipper = (await staffClient(t, ['订单'])).client;
  }, 60_000);
  afterAll(() => t.close());

  /** A paid order of both pack sizes. */
  async function paidOrder() {
    const member = await t.login();
    const order = await placeTestOrder(t.database.db, member.id, [
      { skuId: skuIds[0], quantity: 1 },
      { skuId: skuIds[1], quantity: 1 },
    ]);
    await t.database.db.transaction((tx) => t.app.deps.orderMachine.markPaid(tx, order.id));
    return order;
  }

  async function upload(rows: string[][]) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('发货');
    sheet.addRow(['订单号', '物流公司', '运单号', '货号', '批号']);
    for (const row of rows) sheet.addRow(row);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const answer = await shipper.post<{ shipped: number; results: Result[] }>('/admin/orders/ship-batch', {
      file_name: '批量发货.xlsx',
      content: content.match(/.{1,8000}/g)!,
    });
    expect(answer.code, answer.message).toBe(Code.OK);
    return answer.obj;
  }

  const stateOf = async (order: FixtureOrder) =>
    (await t.database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id)))[0]!
      .state;
  const lotsOf = async (order: FixtureOrder) =>
    (
      await t.database.db
        .select({ skuId: orderLines.skuId, lot: orderLines.lot })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(orderLines.id)
    ).map((l) => [l.skuId, l.lot]);

  it('when an order’s rows give a 货号 and 批号 each, then it ships once with both lots, recorded like the 发货 form’s and audited', async () => {
    const order = await paidOrder();
    const plain = await paidOrder();
    const answer = await upload([
      [order.number, '顺丰速运', 'SF100', codes[0], 'A-2611'],
      [plain.number, '中通快递', 'ZT100'],
      // 货号 in any case, as the catalogue compares them.
      [order.number, '顺丰速运', 'SF100', codes[1].toLowerCase(), 'B.7/1'],
    ]);
    expect(answer.shipped).toBe(3);
    expect(answer.results.map((r) => [r.row, r.ok, r.sku, r.lot, r.message])).toEqual([
      [2, true, codes[0], 'A-2611', '已发货'],
      [3, true, '', '', '已发货'],
      [4, true, codes[1].toLowerCase(), 'B.7/1', '已发货'],
    ]);
    expect(await stateOf(order)).toBe('shipped');
    expect(await lotsOf(order)).toEqual([
      [skuIds[0], 'A-2611'],
      [skuIds[1], 'B.7/1'],
    ]);
    expect(await lotsOf(plain)).toEqual([
      [skuIds[0], null],
      [skuIds[1], null],
    ]);
    const [audited] = await t.database.db
      .select({ changes: operatorAudit.changes })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.route, '/admin/orders/ship-batch'), eq(operatorAudit.code, Code.OK)))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(audited!.changes[`order ${order.number} · lots`]).toEqual([
      '',
      `${codes[0]} A-2611；${codes[1]} B.7/1`,
    ]);
    expect(audited!.changes[`order ${plain.number} · trackingNo`]).toEqual([null, 'ZT100']);
  });

  it('when a row’s 货号 is not in its order, its lot is malformed, or a pair is half filled, then that order is refused with the reason and nothing of it is written', async () => {
    const unknown = await paidOrder();
    const malformed = await paidOrder();
    const half = await paidOrder();
    const twice = await paidOrder();
    const mixed = await paidOrder();
    const fine = await paidOrder();
    const answer = await upload([
      [unknown.number, '顺丰速运', 'SF201', codes[0], 'A1'],
      [unknown.number, '顺丰速运', 'SF201', 'NO-SUCH-SKU', 'A2'],
      [malformed.number, 'EMS', 'E202', codes[0], '批号 1'],
      [half.number, 'EMS', 'E203', '', 'A3'],
      [twice.number, 'EMS', 'E204', codes[0], 'A4'],
      [twice.number, 'EMS', 'E204', codes[0], 'A5'],
      [mixed.number, 'EMS', 'E205', codes[0], 'A6'],
      [mixed.number, 'EMS', 'E999', codes[1], 'A7'],
      [fine.number, '圆通速递', 'YT206', codes[1], 'A8'],
    ]);
    const message = (row: number) => answer.results.find((r) => r.row === row)!.message;
    expect(answer.results.filter((r) => r.ok).map((r) => r.row)).toEqual([10]);
    expect(answer.shipped).toBe(1);
    expect(message(2)).toBe('此订单第 3 行有误，整单未发货');
    expect(message(3)).toBe(`货号 NO-SUCH-SKU 不在订单 ${unknown.number} 中`);
    expect(message(4)).toBe('批号只能包含字母、数字和 - _ . /');
    expect(message(5)).toBe('填写批号时须同时填写货号');
    expect(message(7)).toBe(`货号 ${codes[0]} 已在第 6 行填写批号`);
    expect(message(6)).toBe('此订单第 7 行有误，整单未发货');
    expect(message(8)).toBe('同一订单的各行须填写相同的物流公司和运单号');
    expect(message(9)).toBe('同一订单的各行须填写相同的物流公司和运单号');
    for (const order of [unknown, malformed, half, twice, mixed]) {
      expect(await stateOf(order)).toBe('paid');
      expect(await lotsOf(order)).toEqual([
        [skuIds[0], null],
        [skuIds[1], null],
      ]);
    }
    expect(await lotsOf(fine)).toEqual([
      [skuIds[0], null],
      [skuIds[1], 'A8'],
    ]);
  });

  it('when lots are given for an order that cannot ship, then the rows say why the order did', async () => {
    const [shipped] = await t.database.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.state, 'shipped'))
      .limit(1);
    const answer = await upload([
      [shipped!.number, 'EMS', 'E301', codes[0], 'C1'],
      ['20990101999999', 'EMS', 'E302', codes[0], 'C2'],
    ]);
    expect(answer.shipped).toBe(0);
    expect(answer.results[0]!.message).toBe(refusalMessage('shipped', 'ship'));
    expect(answer.results[1]!.message).toBe('订单不存在');
  });
});
