import { Code } from '@labmall/protocol';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { skus } from '../catalogue/catalogue.schema.ts';
import { insertTestSkus } from '../catalogue/testing/catalogue-fixtures.ts';
import { operatorAudit } from '../operators/audit.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { orderLines } from '../orders/orders.schema.ts';
import { placeTestOrder } from '../orders/testing/order-fixtures.ts';
import { htmlBytes } from '../uploads/testing/sample-files.ts';
import { tinyPdf } from './tiny-pdf.ts';

type Listed = {
  list: { id: number; sku_id: number; kind: string; lot: string; made_on: string; url: string }[];
};
type Line = { line_id: number; sku_id: number; lot: string; coa: boolean };
type SkuAnswer = { id: number; sds: { url: string; file_name: string } | null; price?: string };

describe.each(databaseKinds)('批次文件 on %s', (kind) => {
  let t: TestApp;
  let goods: TestClient;
  let shipper: TestClient;
  let goodsStaffId: number;
  let skuIds: number[];
  let productId: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    skuIds = await insertTestSkus(t.database.db, 2);
    const [row] = await t.database.db
      .select({ productId: skus.productId })
      .from(skus)
      .where(eq(skus.id, skuIds[0]!));
    productId = row!.productId;
    const made = await staffClient(t, ['商品']);
    goods = made.client;
    goodsStaffId = made.staff.id;
    shipper = (await staffClient(t, ['订单'])).client;
  }, 60_000);
  afterAll(() => t.close());

  /** Puts bytes in the staff member's upload space, as the browser would, and registers them. */
  async function upload(bytes: Uint8Array, fileName = 'coa.pdf') {
    const token = await goods.get<{ key: string }>('/admin/oss/token');
    expect(token.code, token.message).toBe(Code.OK);
    const key = `${token.obj.key}${fileName}`;
    await t.app.deps.storage.put(key, bytes, 'application/octet-stream');
    return goods.post<{ filePath: string }>('/admin/oss/register', {
      key,
      purpose: 'lot_document',
      fileName,
    });
  }

  async function add(fields: Record<string, unknown>) {
    const file = await upload(tinyPdf(`lot ${String(fields.lot ?? '')}`));
    expect(file.code, file.message).toBe(Code.OK);
    return goods.post<{ id: number }>('/admin/catalogue/lot-documents/add', {
      file_path: file.obj.filePath,
      ...fields,
    });
  }

  const list = async () =>
    (await goods.get<Listed>('/admin/catalogue/lot-documents', { product_id: productId })).obj.list;

  it('when a 商品 staff member adds a COA and an SDS and removes one, then the list shows the live ones with their dates', async () => {
    const coa = await add({
      sku_id: skuIds[0],
      kind: 'coa',
      lot: 'A2601',
      made_on: '2026-01-05',
      expires_on: '2028-01-04',
    });
    expect(coa.code, coa.message).toBe(Code.OK);
    const sds = await add({ sku_id: skuIds[0], kind: 'sds', revised_on: '2025-06-01' });
    expect(sds.code, sds.message).toBe(Code.OK);
    const gone = await add({ sku_id: skuIds[1], kind: 'coa', lot: 'B0001' });
    expect(gone.code, gone.message).toBe(Code.OK);
    expect((await goods.post('/admin/catalogue/lot-documents/remove', { id: gone.obj.id })).code).toBe(
      Code.OK,
    );
    expect((await goods.post('/admin/catalogue/lot-documents/remove', { id: gone.obj.id })).code).toBe(
      Code.NOT_FOUND,
    );

    const rows = await list();
    expect(rows.map((r) => [r.sku_id, r.kind, r.lot])).toEqual([
      [skuIds[0], 'coa', 'A2601'],
      [skuIds[0], 'sds', ''],
    ]);
    expect(rows[0]).toMatchObject({ made_on: '2026-01-05', expires_on: '2028-01-04', revised_on: '' });
    expect(rows[1]).toMatchObject({ revised_on: '2025-06-01', made_on: '' });
    expect(rows[0]!.url).toContain('o/lot_document/');
  });

  it('when a COA is added without a lot, with a bad lot, or again for a live lot, then it is refused', async () => {
    expect((await add({ sku_id: skuIds[0], kind: 'coa' })).code).toBe(Code.INVALID);
    const bad = await add({ sku_id: skuIds[0], kind: 'coa', lot: '批号 1' });
    expect(bad).toMatchObject({ code: Code.INVALID });
    expect(bad.message).toBe('批号只能包含字母、数字和 - _ . /');
    expect((await add({ sku_id: skuIds[0], kind: 'coa', lot: 'X'.repeat(41) })).code).toBe(Code.INVALID);
    const twice = await add({ sku_id: skuIds[0], kind: 'coa', lot: 'a2601' });
    expect(twice.code).toBe(Code.CONFLICT);
    const backwards = await add({
      sku_id: skuIds[0],
      kind: 'coa',
      lot: 'C1',
      made_on: '2026-02-01',
      expires_on: '2026-01-01',
    });
    expect(backwards.code).toBe(Code.INVALID);
  });

  it('when the file is not a PDF, then registration refuses it in Chinese, and a picture cannot be named as a document', async () => {
    const html = await upload(htmlBytes(), 'coa.pdf');
    expect(html.code).toBe(Code.INVALID);
    expect(html.message).toBe('文件内容与类型不符，请上传pdf格式的文件');
    const token = await goods.get<{ key: string }>('/admin/oss/token');
    const key = `${token.obj.key}p.pdf`;
    await t.app.deps.storage.put(key, tinyPdf('x'), 'application/pdf');
    const picture = await goods.post<{ filePath: string }>('/admin/oss/register', {
      key,
      purpose: 'voucher',
      fileName: 'p.pdf',
    });
    expect(picture.code, picture.message).toBe(Code.OK);
    const refused = await goods.post('/admin/catalogue/lot-documents/add', {
      sku_id: skuIds[0],
      kind: 'sds',
      file_path: picture.obj.filePath,
    });
    expect(refused.code).toBe(Code.INVALID);
  });

  it('when an operator without 商品 lists or adds, then it is refused', async () => {
    expect((await shipper.get('/admin/catalogue/lot-documents', { product_id: productId })).code).toBe(
      Code.FORBIDDEN,
    );
  });

  it('when a visitor opens the item, then each pack size carries its SDS link and no price, and the link redirects to the file', async () => {
    const visitor = t.newClient();
    const item = await visitor.get<{ skus: SkuAnswer[] }>('/product/detail', { id: productId });
    expect(item.code).toBe(Code.OK);
    const [first, second] = item.obj.skus;
    expect(first!.sds).toMatchObject({ file_name: 'coa.pdf' });
    expect(first!.sds!.url).toMatch(/^\/media\/sds\/\d+$/);
    expect(second!.sds).toBeNull();
    expect(JSON.stringify(item.obj)).not.toContain('price');
    const media = await t.app.inject({ method: 'GET', url: first!.sds!.url });
    expect(media.statusCode).toBe(302);
    expect(media.headers.location).toContain('o/lot_document/');
    const coaId = (await list()).find((r) => r.kind === 'coa')!.id;
    expect((await t.app.inject({ method: 'GET', url: `/media/sds/${coaId}` })).statusCode).toBe(404);
  });

  it('when an order is shipped with lots, then the member sees the lot and downloads its COA; another member and a visitor cannot', async () => {
    const buyer = t.newClient();
    const member = await t.login();
    buyer.session = t.client.session;
    const order = await placeTestOrder(t.database.db, member.id, [
      { skuId: skuIds[0]!, quantity: 1 },
      { skuId: skuIds[1]!, quantity: 1 },
    ]);
    await t.database.db.transaction((tx) => t.app.deps.orderMachine.markPaid(tx, order.id));
    const lines = await t.database.db
      .select({ id: orderLines.id, skuId: orderLines.skuId })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    const lineOf = (skuId: number) => lines.find((l) => l.skuId === skuId)!.id;

    const someoneElse = await placeTestOrder(t.database.db, (await t.login()).id, [
      { skuId: skuIds[0]!, quantity: 1 },
    ]);
    const [foreign] = await t.database.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, someoneElse.id));
    const ship = (lots: unknown) =>
      shipper.post('/admin/orders/ship', {
        number: order.number,
        carrier: '顺丰速运',
        tracking_no: 'SF1',
        lots,
      });
    expect((await ship([{ line_id: foreign!.id, lot: 'A2601' }])).code).toBe(Code.INVALID);
    expect((await ship([{ line_id: lineOf(skuIds[0]!), lot: 'A 2601' }])).code).toBe(Code.INVALID);
    const before = await shipper.get<{ lines: (Line & { coa_lots: string[] })[] }>('/admin/orders/detail', {
      number: order.number,
    });
    expect(before.obj.lines.map((l) => l.coa_lots)).toEqual([['A2601'], []]);
    const shipped = await ship([
      { line_id: lineOf(skuIds[0]!), lot: 'A2601' },
      { line_id: lineOf(skuIds[1]!), lot: 'B0001' },
    ]);
    expect(shipped.code, shipped.message).toBe(Code.OK);

    const detail = await buyer.get<{ lines: Line[] }>('/user/order/detail', { number: order.number });
    expect(detail.obj.lines.map((l) => [l.sku_id, l.lot, l.coa])).toEqual([
      [skuIds[0], 'A2601', true],
      // B0001's COA was removed: the lot is shown, no download.
      [skuIds[1], 'B0001', false],
    ]);
    const coa = await buyer.get<{ url: string }>('/user/order/coa', {
      number: order.number,
      line_id: lineOf(skuIds[0]!),
    });
    expect(coa.code, coa.message).toBe(Code.OK);
    expect(coa.obj.url).toContain('o/lot_document/');
    expect(
      (await buyer.get('/user/order/coa', { number: order.number, line_id: lineOf(skuIds[1]!) })).code,
    ).toBe(Code.NOT_FOUND);

    const other = t.newClient();
    await t.login();
    other.session = t.client.session;
    expect(
      (await other.get('/user/order/coa', { number: order.number, line_id: lineOf(skuIds[0]!) })).code,
    ).toBe(Code.NOT_FOUND);
    const visitor = t.newClient();
    expect(
      (await visitor.get('/user/order/coa', { number: order.number, line_id: lineOf(skuIds[0]!) })).code,
    ).toBe(Code.SESSION_EXPIRED);

    const [audited] = await t.database.db
      .select({ changes: operatorAudit.changes })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.route, '/admin/orders/ship'), eq(operatorAudit.code, Code.OK)))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    const lots = Object.entries(audited!.changes).find(([field]) => field.endsWith('lots'));
    expect(lots?.[1][1]).toMatch(/A2601；.*B0001$/);
  });

  it('when a document is added or removed, then the audit row names it and who did it', async () => {
    const rows = await t.database.db
      .select({ route: operatorAudit.route, changes: operatorAudit.changes })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.operatorId, goodsStaffId), eq(operatorAudit.code, Code.OK)))
      .orderBy(asc(operatorAudit.id));
    const removal = rows.find((r) => r.route === '/admin/catalogue/lot-documents/remove')!;
    expect(removal.changes.lot).toEqual(['B0001', null]);
    const addition = rows.find((r) => r.route === '/admin/catalogue/lot-documents/add')!;
    expect(addition.changes.kind).toEqual([null, 'coa']);
  });
});
