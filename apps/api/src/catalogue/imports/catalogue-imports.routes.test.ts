import { randomBytes } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/helper.ts';
import { loginStaff } from '../../operators/testing/staff-fixtures.ts';
import { csvLine } from '../import/csv-write.ts';
import { readCatalogueRecords } from '../import/read-catalogue-file.ts';

const EXAMPLE = new URL('../../../../../docs/examples/catalog-import-example.csv', import.meta.url).pathname;
const records: string[][] = [];
for await (const r of readCatalogueRecords(EXAMPLE)) records.push(r.cells);
const [HEADER, ...ROWS] = records;
const exampleRow = (n: number, changes: Record<string, string> = {}) => {
  const cells = [...ROWS[n]!];
  for (const [name, value] of Object.entries(changes)) cells[HEADER!.indexOf(name)] = value;
  return cells;
};
const csv = (rows: string[][], header = HEADER!) => Buffer.from([header, ...rows].map(csvLine).join(''));

interface Imported {
  id: number;
  status: string;
  rows_read: number;
  rows_written: number;
  rows_failed: number;
  products_new: number;
  products_changed: number;
  products_unchanged: number;
  refused: { row: number; sku: string; reason: string }[];
  message: string;
}

/** Rows 0-3 as they are, row 4 at a new price, two new products, and three bad rows. */
const SECOND_FILE = csv([
  exampleRow(0),
  exampleRow(1),
  exampleRow(2),
  exampleRow(3),
  exampleRow(4, { price: '21.00' }),
  exampleRow(5, { sku: 'NEW-0001', name: '新品甲' }),
  exampleRow(6, { sku: 'NEW-0002', name: '新品乙' }),
  exampleRow(7, { sku: 'BAD-CAS', name: '新品丙', cas: '7722-64-8' }),
  exampleRow(8, { sku: 'BAD-PRICE', name: '新品丁', price: '-5.00' }),
  exampleRow(9, { sku: 'NEW-0001', name: '新品戊' }),
]);

describe.each(databaseKinds)('导入 from the console on %s', (kind) => {
  let t: TestApp;
  let session: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    session = (await loginStaff(t, ['商品'])).session;
  }, 60_000);
  afterAll(() => t.close());

  const post = <T>(path: string, payload: object, as = session) =>
    t.client.post<T>(path, payload, { session: as });
  const upload = async (fileName: string, bytes: Buffer) => {
    const begun = await post<{ id: number }>('/admin/catalogue/imports', { file_name: fileName });
    expect(begun.code, begun.message).toBe(Code.OK);
    const base64 = bytes.toString('base64');
    const pieces = base64.match(/.{1,8000}/g) ?? [];
    for (let i = 0; i < pieces.length; i += 40) {
      const part = await post('/admin/catalogue/imports/part', {
        id: begun.obj.id,
        content: pieces.slice(i, i + 40),
      });
      expect(part.code, part.message).toBe(Code.OK);
    }
    return begun.obj.id;
  };
  const settled = async (id: number): Promise<Imported> => {
    for (let i = 0; i < 400; i++) {
      const got = await t.client.get<Imported>('/admin/catalogue/imports/detail', { id }, { session });
      if (!['checking', 'applying'].includes(got.obj.status)) return got.obj;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the import did not finish');
  };
  const run = async (id: number, step: 'check' | 'apply') => {
    const started = await post<Imported>(`/admin/catalogue/imports/${step}`, { id });
    expect(started.code, started.message).toBe(Code.OK);
    return settled(id);
  };
  const priceOf = async (sku: string) => {
    const page = await t.client.get<{ csv: string }>('/admin/catalogue/export', { after: 0 }, { session });
    const line = page.obj.csv.split('\r\n').find((l) => l.startsWith(`${sku},`));
    return line?.split(',')[HEADER!.indexOf('price')];
  };

  it('when a file is checked, the dry run counts new, changed and unchanged products and names each bad row; cancel changes nothing, apply writes the good rows', async () => {
    expect((await run(await upload('first.csv', csv(ROWS)), 'check')).status).toBe('checked');
    const first = await upload('first.csv', csv(ROWS));
    await run(first, 'check');
    expect((await run(first, 'apply')).status).toBe('applied');

    const second = await upload('second.csv', SECOND_FILE);
    const checked = await run(second, 'check');
    expect(checked).toMatchObject({
      status: 'checked',
      rows_total: 10,
      rows_read: 10,
      rows_written: 7,
      rows_failed: 3,
      products_new: 2,
      products_changed: 1,
      products_unchanged: 4,
    });
    expect(checked.refused.map((r) => [r.row, r.sku])).toEqual([
      [9, 'BAD-CAS'],
      [10, 'BAD-PRICE'],
      [11, 'NEW-0001'],
    ]);
    expect(checked.refused[0]!.reason).toContain('校验位');
    expect(checked.refused[2]!.reason).toContain('重复');
    expect(await priceOf('NEW-0001')).toBeUndefined();

    const cancelled = await post<Imported>('/admin/catalogue/imports/cancel', { id: second });
    expect(cancelled.obj.status).toBe('cancelled');
    const late = await post('/admin/catalogue/imports/apply', { id: second });
    expect(late.code).toBe(Code.INVALID);
    expect(await priceOf(ROWS[4]![0]!)).toBe('18.50');

    const third = await upload('third.csv', SECOND_FILE);
    await run(third, 'check');
    const applied = await run(third, 'apply');
    expect(applied).toMatchObject({ status: 'applied', rows_written: 7, rows_failed: 3, products_new: 2 });
    expect(await priceOf(ROWS[4]![0]!)).toBe('21.00');
    expect(await priceOf('NEW-0001')).toBe(ROWS[5]![HEADER!.indexOf('price')]);
    expect(await priceOf('BAD-PRICE')).toBeUndefined();
  }, 120_000);

  it('when the export is imported back, the dry run finds every product unchanged', async () => {
    let csvText = '';
    let after: number | null = 0;
    while (after !== null) {
      const page: { obj: { csv: string; next: number | null } } = await t.client.get(
        '/admin/catalogue/export',
        { after },
        { session },
      );
      csvText += page.obj.csv;
      after = page.obj.next;
    }
    const lines = csvText.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      `\uFEFF${[...HEADER!, 'smiles', 'p_statements', 'ghs_pictograms', 'signal_word'].join(',')}`,
    );
    const checked = await run(await upload('export.csv', Buffer.from(csvText)), 'check');
    expect(checked).toMatchObject({
      status: 'checked',
      rows_read: lines.length - 1,
      rows_failed: 0,
      products_new: 0,
      products_changed: 0,
    });
    expect(checked.products_unchanged).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a file of the wrong type, garbage, and a wrong header as a whole, changing nothing', async () => {
    const pdf = await post('/admin/catalogue/imports', { file_name: 'catalogue.pdf' });
    expect(pdf.code).toBe(Code.INVALID);
    expect(pdf.message).toContain('只支持 .csv 和 .xlsx');

    const garbage = await run(await upload('garbage.csv', randomBytes(300_000)), 'check');
    expect(garbage.status).toBe('refused');
    expect(garbage.message).not.toBe('');

    const header = await run(await upload('header.csv', csv([exampleRow(0)], ['货号', '名称'])), 'check');
    expect(header.status).toBe('refused');
    expect(header.message).not.toBe('');

    const xlsx = await run(await upload('fake.xlsx', randomBytes(50_000)), 'check');
    expect(xlsx.status).toBe('refused');
  }, 120_000);

  it('is refused to staff without 商品导入与导出', async () => {
    const clerk = await loginStaff(t, ['订单']);
    const refused = await post('/admin/catalogue/imports', { file_name: 'a.csv' }, clerk.session);
    expect(refused.code).toBe(Code.FORBIDDEN);
  });
});
