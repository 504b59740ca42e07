import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { loginStaff } from '../operators/testing/staff-fixtures.ts';

interface Detail {
  id: number;
  version: number;
  name: string;
  cas: string;
  skus: { id: number; sku: string; price: string; stock: number; on_sale: boolean }[];
}

let n = 0;
const code = () => `CA${process.pid}-${++n}`;

describe.each(databaseKinds)('商品 in the console on %s', (kind) => {
  let t: TestApp;
  let session: string;
  let categoryId: number;
  let brandId: number;

  const get = <T>(path: string, payload: object = {}) => t.client.get<T>(path, payload, { session });
  const post = <T>(path: string, payload: object) => t.client.post<T>(path, payload, { session });
  const product = (over: Record<string, unknown> = {}) => ({
    name: `乙腈 ${process.pid}-${++n}`,
    name_en: 'Acetonitrile',
    synonyms: ['甲基氰'],
    cas: '75-05-8',
    formula: 'C2H3N',
    mw: '41.05',
    grade: '色谱纯 HPLC',
    storage: '阴凉通风处',
    controlled: ['hazardous'],
    description: '<p>高纯乙腈</p><script>alert(1)</script>',
    category_id: categoryId,
    brand_id: brandId,
    skus: [
      { sku: code(), pack: '500 mL', price: '68.50', initial_stock: 12 },
      { sku: code(), pack: '4 L', price: '420', min_qty: 2, step: 2 },
    ],
    ...over,
  });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    session = (await loginStaff(t, ['商品'])).session;
    const category = await post<{ id: number }>('/admin/catalogue/categories/save', { name: '测试溶剂' });
    expect(category.code, category.message).toBe(Code.OK);
    categoryId = category.obj.id;
    const brand = await post<{ id: number }>('/admin/catalogue/brands/save', {
      name: `测试牌${process.pid}`,
    });
    expect(brand.code, brand.message).toBe(Code.OK);
    brandId = brand.obj.id;
  }, 120_000);
  afterAll(() => t.close());

  it('creates a product with two pack sizes (price in yuan → fen, first stock as 入库), sanitises its description, and search finds it by a 货号', async () => {
    const payload = product();
    const saved = await post<{ id: number; version: number }>('/admin/catalogue/product/save', payload);
    expect(saved.code, saved.message).toBe(Code.OK);
    const detail = await get<Detail & { description: string }>('/admin/catalogue/product', {
      id: saved.obj.id,
    });
    expect(detail.obj.skus.map((s) => [s.price, s.stock])).toEqual([
      ['68.50', 12],
      ['420.00', 0],
    ]);
    expect(detail.obj.description).not.toContain('script');
    const moves = await get<{ list: { reason: string; delta: number }[] }>(
      '/admin/catalogue/product/movements',
      {
        id: saved.obj.id,
      },
    );
    expect(moves.obj.list).toEqual([expect.objectContaining({ reason: 'receive', delta: 12 })]);
    const sku = payload.skus[0]!.sku;
    const found = await get<{ total: number; list: { id: number }[] }>('/admin/catalogue/products', {
      keyword: sku,
    });
    expect(found.obj.list.map((p) => p.id)).toEqual([saved.obj.id]);
    const shop = await t.newClient().get<{ list: { id: number }[] }>('/product/list', { keyword: sku });
    expect(shop.obj.list.map((p) => p.id)).toContain(saved.obj.id);
  });

  it('refuses a wrong CAS check digit, a bad pack, a negative stock and a 货号 used twice, naming each field', async () => {
    const twice = code();
    const answer = await post('/admin/catalogue/product/save', {
      ...product(),
      formula: '',
      mw: '',
      skus: [
        { sku: twice, pack: '五百毫升', price: '10' },
        { sku: twice, pack: '1 L', price: '20' },
      ],
    });
    expect(answer.code).toBe(Code.INVALID);
    const fields = (answer.obj as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields).sort()).toEqual(['skus.0.pack', 'skus.1.sku']);

    const cas = await post('/admin/catalogue/product/save', product({ cas: '75-05-9' }));
    expect(cas.code).toBe(Code.INVALID);
    expect(Object.keys((cas.obj as { fields: object }).fields)).toEqual(['cas']);

    const negative = await post(
      '/admin/catalogue/product/save',
      product({ skus: [{ sku: code(), pack: '1 L', price: '-1' }] }),
    );
    expect(negative.code).toBe(Code.INVALID);
    expect(Object.keys((negative.obj as { fields: object }).fields)).toEqual(['skus.0.price']);
  });

  it('keeps the P statements, pictograms and signal word a save names, shows them on the item page, and refuses an unknown P code', async () => {
    const saved = await post<{ id: number }>(
      '/admin/catalogue/product/save',
      product({
        hazards: ['H225', 'H319'],
        precautions: ['p210', 'P305+P351+P338'],
        ghs_pictograms: ['GHS02'],
        signal_word: '警告',
      }),
    );
    expect(saved.code, saved.message).toBe(Code.OK);
    const detail = await get<{ precautions: string[]; ghs_pictograms: string[]; signal_word: string }>(
      '/admin/catalogue/product',
      { id: saved.obj.id },
    );
    expect(detail.obj).toMatchObject({
      precautions: ['P210', 'P305+P351+P338'],
      ghs_pictograms: ['GHS02'],
      signal_word: '警告',
    });
    const page = await t.newClient().get<{
      ghs: { pictograms: { code: string }[]; signal_word: string; precautions: { code: string }[] };
    }>('/product/detail', { id: saved.obj.id });
    expect(page.obj.ghs.pictograms.map((p) => p.code)).toEqual(['GHS02']);
    expect(page.obj.ghs.signal_word).toBe('警告');
    expect(page.obj.ghs.precautions.map((p) => p.code)).toEqual(['P210', 'P305+P351+P338']);

    const unknown = await post('/admin/catalogue/product/save', product({ precautions: ['P999'] }));
    expect(unknown.code).toBe(Code.INVALID);
    expect((unknown.obj as { fields: Record<string, string> }).fields).toEqual({
      precautions: '未知的防范说明代码“P999”，应为 GHS P 代码，如 P210、P305+P351+P338',
    });
  });

  it('refuses the second of two saves of one version (409), and an edit keeps the product findable by its new name', async () => {
    const saved = await post<{ id: number; version: number }>('/admin/catalogue/product/save', product());
    const detail = (await get<Detail>('/admin/catalogue/product', { id: saved.obj.id })).obj;
    const edit = (name: string) =>
      post<{ version: number }>('/admin/catalogue/product/save', {
        ...product({ name }),
        id: detail.id,
        version: detail.version,
        skus: detail.skus.map((s) => ({
          id: s.id,
          sku: s.sku,
          pack: '500 mL',
          price: s.price,
          on_sale: false,
        })),
      });
    const name = `氘代乙腈 ${process.pid}`;
    const answers = await Promise.all([edit(name), edit(`${name} 二`)]);
    expect(answers.map((a) => a.code).sort()).toEqual([Code.OK, Code.CONFLICT]);
    expect(answers.find((a) => a.code === Code.CONFLICT)!.message).toBe('商品已被他人修改，请刷新后再改');
    const after = (await get<Detail>('/admin/catalogue/product', { id: detail.id })).obj;
    expect(after.version).toBe(detail.version + 1);
    expect(after.skus.every((s) => !s.on_sale)).toBe(true);
    const found = await get<{ list: { id: number }[] }>('/admin/catalogue/products', { keyword: after.name });
    expect(found.obj.list.map((p) => p.id)).toContain(detail.id);
  });

  it('moves a category under another, refuses a move under its own child, and hides it from the shop', async () => {
    const parent = (await post<{ id: number }>('/admin/catalogue/categories/save', { name: '上级' })).obj.id;
    const child = (
      await post<{ id: number }>('/admin/catalogue/categories/save', { name: '下级', pid: parent })
    ).obj.id;
    const loop = await post('/admin/catalogue/categories/save', { id: parent, name: '上级', pid: child });
    expect(loop.code).toBe(Code.INVALID);
    const hide = await post('/admin/catalogue/categories/save', {
      id: parent,
      name: '上级',
      hidden: true,
      sort: 3,
    });
    expect(hide.code, hide.message).toBe(Code.OK);
    const shown = await t.app.deps.catalogueOptions.productTypes();
    expect(shown.map((c) => c.id)).not.toContain(child);
  });

  it('is refused to an operator without 商品 editing', async () => {
    const other = await loginStaff(t, ['订单'], { client: t.newClient() });
    const answer = await t.client.get('/admin/catalogue/products', {}, { session: other.session });
    expect(answer.code).toBe(Code.FORBIDDEN);
  });
});
