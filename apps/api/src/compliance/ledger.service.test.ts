import { chinaDate } from '@labmall/rules';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { idCardNumber } from '../accounts/testing/account-fixtures.ts';
import { products } from '../catalogue/catalogue.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import { seedDemoData } from '../seed/seed.ts';
import { controlledSales } from './compliance.schema.ts';
import { LEDGER_COLUMNS } from './ledger-export.ts';
import { addLicence, makeOrder, returningAftersale, setVerification } from './testing/compliance-fixtures.ts';

describe.each(databaseKinds)('the controlled-sales ledger on %s', (kind) => {
  let t: TestApp;
  let staffId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    staffId = (await staffClient(t)).staff.id;
  }, 60_000);
  afterAll(() => t.close());

  const member = async (verification: 'approved') => {
    const user = await t.login();
    await setVerification(t, user.id, verification);
    return user.id;
  };

  const saleLine = (
    orderLineId: number,
    controlled: string[],
    extra: Partial<{ productName: string; cas: string | null }> = {},
  ) => ({
    orderLineId,
    productName: extra.productName ?? '高锰酸钾',
    cas: extra.cas === undefined ? '7722-64-7' : extra.cas,
    sku: 'KMNO4-500G',
    pack: '500g',
    quantity: 3,
    controlled,
  });

  const ledgerOf = (orderId: number) =>
    t.database.db
      .select()
      .from(controlledSales)
      .where(eq(controlledSales.orderId, orderId))
      .orderBy(controlledSales.id);

  it('when a verified person buys controlled and plain lines, then one ledger row per controlled line with the ID number encrypted', async () => {
    const number = idCardNumber('457');
    const user = await t.login();
    await setVerification(t, user.id, 'approved', 'personal', number);
    const precursor = await addLicence(t, user.id, { kind: 'precursor-3', number: 'BA-3-0001' });
    const explosive = await addLicence(t, user.id, { kind: 'explosive-precursor', number: 'ZM-0002' });
    const { orderId, lineIds } = await makeOrder(t, user.id, 3);
    const result = await t.database.db.transaction((tx) =>
      t.app.deps.compliance.recordSales(tx, {
        orderId,
        userId: user.id,
        lines: [
          saleLine(lineIds[0]!, ['hazardous', 'precursor-3', 'explosive-precursor']),
          saleLine(lineIds[1]!, [], { productName: '烧杯', cas: null }),
          saleLine(lineIds[2]!, ['hazardous'], { productName: '乙醇', cas: '64-17-5' }),
        ],
      }),
    );
    expect(result).toEqual({ recorded: 2 });
    const rows = await ledgerOf(orderId);
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first).toMatchObject({
      orderLineId: lineIds[0],
      userId: user.id,
      buyerName: '张三',
      organisation: '',
      creditCode: null,
      licenceId: precursor.id,
      licenceNumber: 'BA-3-0001；ZM-0002',
      productName: '高锰酸钾',
      cas: '7722-64-7',
      sku: 'KMNO4-500G',
      pack: '500g',
      quantity: 3,
      controlled: ['hazardous', 'precursor-3', 'explosive-precursor'],
    });
    expect(explosive.id).toBeGreaterThan(0);
    expect(second).toMatchObject({
      orderLineId: lineIds[2],
      licenceId: null,
      licenceNumber: null,
      cas: '64-17-5',
    });
    for (const row of rows) {
      const cipher = Buffer.from(row.idCardCipher!);
      expect(cipher.includes(Buffer.from(number))).toBe(false);
      expect(t.app.deps.idNumbers.decrypt(cipher, row.userId)).toBe(number);
      expect(row.soldAt).toBeInstanceOf(Date);
    }
  });

  it('when a verified organisation buys, then the ledger has the organisation and credit code and no ID number', async () => {
    const user = await t.login();
    await setVerification(t, user.id, 'approved', 'organisation');
    await addLicence(t, user.id, { kind: 'precursor-2', number: 'BA-2-77' });
    const { orderId, lineIds } = await makeOrder(t, user.id, 1);
    await t.database.db.transaction((tx) =>
      t.app.deps.compliance.recordSales(tx, {
        orderId,
        userId: user.id,
        lines: [
          saleLine(lineIds[0]!, ['hazardous', 'precursor-2'], { productName: '三氯甲烷', cas: '67-66-3' }),
        ],
      }),
    );
    const [row] = await ledgerOf(orderId);
    expect(row).toMatchObject({
      buyerName: '李四',
      organisation: '上海某某化学研究所',
      creditCode: '91310115MA1K3Y8N2X',
      idCardCipher: null,
      licenceNumber: 'BA-2-77',
    });
  });

  it('when a document is missing at the moment of the sale, then recordSales refuses and writes nothing', async () => {
    const userId = await member('approved');
    await addLicence(t, userId, { kind: 'precursor-2', state: 'rejected' });
    const { orderId, lineIds } = await makeOrder(t, userId, 1);
    await expect(
      t.database.db.transaction((tx) =>
        t.app.deps.compliance.recordSales(tx, {
          orderId,
          userId,
          lines: [saleLine(lineIds[0]!, ['precursor-2'])],
        }),
      ),
    ).rejects.toMatchObject({ message: expect.stringContaining('易制毒第二类') });
    expect(await ledgerOf(orderId)).toEqual([]);
  });

  it('when the caller rolls its transaction back, then the ledger rows go with it', async () => {
    const userId = await member('approved');
    const { orderId, lineIds } = await makeOrder(t, userId, 1);
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.deps.compliance.recordSales(tx, {
          orderId,
          userId,
          lines: [saleLine(lineIds[0]!, ['hazardous'])],
        });
        throw new Error('stock ran out');
      }),
    ).rejects.toThrow('stock ran out');
    expect(await ledgerOf(orderId)).toEqual([]);
  });

  it('when the caller passes only line ids, quantities and classes, then the ledger takes name, 货号, pack and CAS from the order line and its product', async () => {
    const userId = await member('approved');
    const { orderId, lineIds } = await makeOrder(t, userId, 1);
    const [expected] = await t.database.db
      .select({ name: orderLines.name, sku: orderLines.sku, pack: orderLines.pack, cas: products.cas })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.id, lineIds[0]!));
    await t.database.db.transaction((tx) =>
      t.app.deps.compliance.recordSales(tx, {
        orderId,
        userId,
        lines: [{ orderLineId: lineIds[0]!, quantity: 4, controlled: ['hazardous'] }],
      }),
    );
    const [row] = await ledgerOf(orderId);
    expect(row).toMatchObject({
      productName: expected!.name,
      sku: expected!.sku,
      pack: expected!.pack,
      cas: expected!.cas,
      quantity: 4,
    });
  });

  /** A verified buyer's order of a controlled line and a plain one, with the ledger row placement writes. */
  const controlledOrder = async () => {
    const user = await t.login();
    await setVerification(t, user.id, 'approved', 'personal', idCardNumber('902'));
    await addLicence(t, user.id, { kind: 'precursor-2', number: 'BA-2-RET' });
    const { orderId, lineIds } = await makeOrder(t, user.id, 2);
    const [controlled, plain] = lineIds as [number, number];
    await t.database.db.transaction((tx) =>
      t.app.deps.compliance.recordSales(tx, {
        orderId,
        userId: user.id,
        lines: [saleLine(controlled, ['hazardous', 'precursor-2']), saleLine(plain, [])],
      }),
    );
    return { orderId, userId: user.id, controlled, plain };
  };

  it('when staff receive a 退货退款 of a controlled and a plain line, then one return row copies the sale’s buyer and documents, and a replayed receive writes none', async () => {
    const order = await controlledOrder();
    const id = await returningAftersale(t, order, 'return_refund', [
      { orderLineId: order.controlled, quantity: 1 },
      { orderLineId: order.plain, quantity: 1 },
    ]);
    expect(await t.app.deps.aftersales.receive(staffId, id, '完好')).toEqual({ state: 'completed' });
    const [sale, back, ...more] = await ledgerOf(order.orderId);
    expect(more).toEqual([]);
    expect(sale).toMatchObject({ kind: 'sale', aftersaleId: null, quantity: 3 });
    const { id: _saleId, soldAt: _soldAt, ...copied } = sale!;
    expect(back).toMatchObject({
      ...copied,
      idCardCipher: expect.anything(),
      kind: 'return',
      aftersaleId: id,
      orderLineId: order.controlled,
      licenceNumber: 'BA-2-RET',
      quantity: 1,
    });
    expect(Buffer.from(back!.idCardCipher!).equals(Buffer.from(sale!.idCardCipher!))).toBe(true);

    await expect(t.app.deps.aftersales.receive(staffId, id, '完好')).rejects.toMatchObject({
      message: '买家尚未寄回或已收货',
    });
    const replay = await t.database.db.transaction((tx) =>
      t.app.deps.compliance.recordAftersale(tx, {
        aftersaleId: id,
        orderId: order.orderId,
        kind: 'return',
        lines: [{ orderLineId: order.controlled, quantity: 1 }],
      }),
    );
    expect(replay).toEqual({ recorded: 0 });
    expect(await ledgerOf(order.orderId)).toHaveLength(2);
  });

  it('when an exchange of a controlled line is received and its replacement reshipped, then a return row and then a sale row, both with the 售后', async () => {
    const order = await controlledOrder();
    const id = await returningAftersale(t, order, 'exchange', [
      { orderLineId: order.controlled, quantity: 2 },
    ]);
    expect(await t.app.deps.aftersales.receive(staffId, id, '破损')).toEqual({ state: 'received' });
    expect((await ledgerOf(order.orderId)).map((r) => [r.kind, r.aftersaleId, r.quantity])).toEqual([
      ['sale', null, 3],
      ['return', id, 2],
    ]);
    expect(await t.app.deps.aftersales.reship(staffId, id, '顺丰速运', 'SF-NEW')).toEqual({
      state: 'completed',
    });
    const rows = await ledgerOf(order.orderId);
    expect(rows.map((r) => [r.kind, r.aftersaleId, r.quantity])).toEqual([
      ['sale', null, 3],
      ['return', id, 2],
      ['sale', id, 2],
    ]);
    expect(rows[2]).toMatchObject({
      buyerName: '张三',
      licenceNumber: 'BA-2-RET',
      orderLineId: order.controlled,
    });
  });

  it('when only a plain line comes back, then the ledger is not written', async () => {
    const order = await controlledOrder();
    const id = await returningAftersale(t, order, 'return_refund', [
      { orderLineId: order.plain, quantity: 1 },
    ]);
    await t.app.deps.aftersales.receive(staffId, id, '完好');
    expect((await ledgerOf(order.orderId)).map((r) => r.kind)).toEqual(['sale']);
  });

  it('when the ledger is exported, then each row says 销售 or 退货 with its 售后单号, and a sale whose order was cancelled before shipping says so', async () => {
    const returned = await controlledOrder();
    const id = await returningAftersale(t, returned, 'return_refund', [
      { orderLineId: returned.controlled, quantity: 1 },
    ]);
    await t.app.deps.aftersales.receive(staffId, id, '完好');
    const cancelled = await controlledOrder();
    await t.database.db
      .update(orders)
      .set({ state: 'cancelled', cancelledAt: new Date() })
      .where(eq(orders.id, cancelled.orderId));
    const numberOf = async (orderId: number) =>
      (await t.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId)))[0]!
        .number;

    const today = chinaDate(new Date());
    const file = await t.app.deps.licences.exportLedger(
      { operatorId: staffId, requestId: 'ledger-test' },
      { from: today, until: today },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.data, 'base64') as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    expect(rows[0]).toEqual(LEDGER_COLUMNS.map((c) => c.header));
    const at = (header: string) => LEDGER_COLUMNS.findIndex((c) => c.header === header);
    const ofOrder = async (orderId: number) => {
      const number = await numberOf(orderId);
      return rows
        .filter((r) => r[at('订单号')] === number)
        .map((r) => [r[at('类型')], r[at('售后单号')], r[at('数量')], r[at('备注')]]);
    };
    expect(await ofOrder(returned.orderId)).toEqual([
      ['销售', '', '3', ''],
      ['退货', String(id), '1', ''],
    ]);
    expect(await ofOrder(cancelled.orderId)).toEqual([['销售', '', '3', '订单已取消，未发货']]);
  });
});
