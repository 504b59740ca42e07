import { Code } from '@labmall/protocol';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { loginStaff } from '../operators/testing/staff-fixtures.ts';
import { plainSkus, setSku } from '../orders/testing/placement-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';

interface Movements {
  sku: { sku: string; stock: number; price: string };
  ledger_sum: number;
  total: number;
  list: { reason: string; delta: number; note: string; operator_id: number | null; operator_name: string }[];
}
interface Preview {
  changes: number;
  refused: number;
  rows: { row: number; sku: string; old: string; new: string; ok: boolean; message: string }[];
}

async function sheet(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('库存');
  for (const row of rows) ws.addRow(row);
  const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
  return content.match(/.{1,8000}/g)!;
}

describe.each(databaseKinds)('库存 from the console on %s', (kind) => {
  let t: TestApp;
  let keeper: { id: number; session: string };
  let shipper: { session: string };
  let skuA: { id: number; sku: string };
  let skuB: { id: number; sku: string };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    keeper = await loginStaff(t, ['商品'], { name: '库管小王' });
    shipper = await loginStaff(t, ['订单'], { name: '发货员' });
    const [a, b] = await plainSkus(t.database.db, 2);
    const rows = await t.database.db.select({ id: skus.id, sku: skus.sku }).from(skus);
    const code = (id: number) => rows.find((s) => s.id === id)?.sku ?? '';
    skuA = { id: a!.id, sku: code(a!.id) };
    skuB = { id: b!.id, sku: code(b!.id) };
  }, 120_000);
  afterAll(() => t.close());

  const get = <T>(path: string, payload: object, session = keeper.session) =>
    t.client.get<T>(path, payload, { session });
  const post = <T>(path: string, payload: object, session = keeper.session) =>
    t.client.post<T>(path, payload, { session });
  const ledger = async (id: number) => (await get<Movements>('/admin/stock/movements', { sku_id: id })).obj;

  it('when 入库, 报损, 调整 and 盘点 are recorded, then stock follows, each is in the ledger with its reason, and the ledger sums to stock', async () => {
    await setSku(t.database.db, skuA.id, { stock: 5 });
    const receive = await post<{ stock: number }>('/admin/stock/move', {
      sku_id: skuA.id,
      kind: 'receive',
      quantity: 10,
      note: '供应商到货',
    });
    expect(receive.code, receive.message).toBe(Code.OK);
    expect(receive.obj.stock).toBe(15);
    const loss = await post<{ stock: number }>('/admin/stock/move', {
      sku_id: skuA.id,
      kind: 'loss',
      quantity: 3,
      note: '瓶子破损',
    });
    expect(loss.obj.stock).toBe(12);
    const adjust = await post('/admin/stock/move', {
      sku_id: skuA.id,
      kind: 'adjust',
      quantity: -2,
      note: '借出',
    });
    expect(adjust.code).toBe(Code.OK);
    const count = await post<{ stock: number; delta: number }>('/admin/stock/move', {
      sku_id: skuA.id,
      kind: 'count',
      quantity: 7,
      note: '月底盘点',
    });
    expect(count.obj).toEqual({ stock: 7, delta: -3 });
    const list = await ledger(skuA.id);
    expect(list.sku.stock).toBe(7);
    expect(list.ledger_sum).toBe(7);
    expect(list.list.slice(0, 4).map((m) => [m.reason, m.delta, m.note])).toEqual([
      ['count', -3, '月底盘点'],
      ['adjust', -2, '借出'],
      ['loss', -3, '瓶子破损'],
      ['receive', 10, '供应商到货'],
    ]);
    expect(list.list[0]).toMatchObject({ operator_id: keeper.id, operator_name: '库管小王' });
  });

  it('when a movement would make stock negative, then it is refused with the stock it found and nothing changes', async () => {
    await setSku(t.database.db, skuA.id, { stock: 2 });
    const before = await ledger(skuA.id);
    const answer = await post('/admin/stock/move', {
      sku_id: skuA.id,
      kind: 'loss',
      quantity: 3,
      note: '破损',
    });
    expect(answer.code).toBe(Code.CONFLICT);
    expect(answer.message).toContain('库存不足：当前库存 2');
    const minus = await post('/admin/stock/move', {
      sku_id: skuA.id,
      kind: 'adjust',
      quantity: -5,
      note: 'x',
    });
    expect(minus.code).toBe(Code.CONFLICT);
    const after = await ledger(skuA.id);
    expect(after.total).toBe(before.total);
    expect(after.sku.stock).toBe(2);
  });

  it('when a movement lacks its reason or a sensible quantity, then it is refused', async () => {
    const noNote = await post('/admin/stock/move', {
      sku_id: skuA.id,
      kind: 'receive',
      quantity: 1,
      note: ' ',
    });
    expect(noNote.code).toBe(Code.INVALID);
    const zero = await post('/admin/stock/move', {
      sku_id: skuA.id,
      kind: 'receive',
      quantity: 0,
      note: '到货',
    });
    expect(zero.code).toBe(Code.INVALID);
    const unknown = await post('/admin/stock/move', {
      sku_id: 99_999_999,
      kind: 'receive',
      quantity: 1,
      note: '到货',
    });
    expect(unknown.code).toBe(Code.NOT_FOUND);
  });

  it('when an operator without 库存 asks, then every stock call is refused', async () => {
    const answer = await post(
      '/admin/stock/move',
      { sku_id: skuA.id, kind: 'receive', quantity: 1, note: '到货' },
      shipper.session,
    );
    expect(answer.code).toBe(Code.FORBIDDEN);
    expect((await get('/admin/stock/skus', {}, shipper.session)).code).toBe(Code.FORBIDDEN);
  });

  it('when a stock sheet is previewed, then every row says old → new or why not; applying it with a bad row changes nothing', async () => {
    await setSku(t.database.db, skuA.id, { stock: 4 });
    await setSku(t.database.db, skuB.id, { stock: 9 });
    const content = await sheet([
      ['货号', '库存'],
      [skuA.sku, 20],
      [skuB.sku, 9],
      ['NO-SUCH-SKU', 1],
      [skuA.sku.toLowerCase(), 3],
      ['', 5],
    ]);
    const payload = { field: 'stock', file_name: '库存.xlsx', content };
    const preview = await post<Preview>('/admin/stock/sheet-preview', payload);
    expect(preview.code, preview.message).toBe(Code.OK);
    expect(preview.obj.changes).toBe(1);
    expect(preview.obj.refused).toBe(3);
    const negative = await post<Preview>('/admin/stock/sheet-preview', {
      ...payload,
      content: await sheet([[skuB.sku, -1]]),
    });
    expect(negative.obj.rows[0]!.message).toBe('库存须为不小于 0 的整数');
    expect(preview.obj.rows.map((r) => [r.row, r.old, r.new, r.ok, r.message])).toEqual([
      [2, '4', '20', true, '将修改'],
      [3, '9', '9', true, '不变'],
      [4, '', '1', false, '货号不存在'],
      [5, '4', '3', false, '货号与第 2 行重复'],
      [6, '', '5', false, '缺少货号'],
    ]);
    const refused = await post('/admin/stock/sheet-apply', payload);
    expect(refused.code).toBe(Code.CONFLICT);
    expect((await ledger(skuA.id)).sku.stock).toBe(4);
  });

  it('when a clean stock or price sheet is applied, then all rows change at once and stock changes are in the ledger', async () => {
    await setSku(t.database.db, skuA.id, { stock: 4 });
    const stock = await post<{ changed: number }>('/admin/stock/sheet-apply', {
      field: 'stock',
      file_name: '盘点.xlsx',
      content: await sheet([[skuA.sku, 30]]),
    });
    expect(stock.code, stock.message).toBe(Code.OK);
    expect(stock.obj.changed).toBe(1);
    const after = await ledger(skuA.id);
    expect(after.sku.stock).toBe(30);
    expect(after.ledger_sum).toBe(30);
    expect(after.list[0]).toMatchObject({ reason: 'sheet', delta: 26, note: '批量改库存：盘点.xlsx' });
    const price = await post<{ changed: number }>('/admin/stock/sheet-apply', {
      field: 'price',
      file_name: '价格.xlsx',
      content: await sheet([
        ['货号', '价格'],
        [skuA.sku, '12.50'],
        [skuB.sku, '¥1,000'],
      ]),
    });
    expect(price.code, price.message).toBe(Code.OK);
    expect((await ledger(skuA.id)).sku.price).toBe('12.50');
    expect((await ledger(skuB.id)).sku.price).toBe('1000.00');
    const bad = await post<Preview>('/admin/stock/sheet-preview', {
      field: 'price',
      file_name: '价格.xlsx',
      content: await sheet([[skuA.sku, '-3']]),
    });
    expect(bad.obj.rows[0]!.ok).toBe(false);
  });

  it('when the file is not an .xlsx, then the whole file is refused', async () => {
    const answer = await post('/admin/stock/sheet-preview', {
      field: 'stock',
      file_name: '库存.csv',
      content: ['YWJj'],
    });
    expect(answer.code).toBe(Code.INVALID);
    const garbage = await post('/admin/stock/sheet-preview', {
      field: 'stock',
      file_name: '库存.xlsx',
      content: [Buffer.from('not a zip at all').toString('base64')],
    });
    expect(garbage.code).toBe(Code.INVALID);
  });
});
