import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';
import { products } from './catalogue.schema.ts';

interface Suggest {
  products: { id: number; name: string; cas: string | null; grade: string }[];
  categories: { id: number; name: string }[];
  brands: { id: number; name: string }[];
}
interface Brand {
  id: number;
  name: string;
  initial: string;
  product_count: number;
}
interface Detail {
  id: number;
  name: string;
  product_type_id: number;
  category_path: { id: number; name: string }[];
  related: { id: number }[];
  hazards: { code: string; text: string }[];
  controlled: { code: string; label: string }[];
  ghs: {
    pictograms: { code: string; label: string }[];
    signal_word: string | null;
    precautions: { code: string; text: string }[];
  };
  description: string;
  images: string[];
  documents: { kind: string; name: string; url: string }[];
}

describe.each(databaseKinds)('suggestions, brand wall and product page extras on %s', (kind) => {
  let t: TestApp;
  let visitor: TestClient;
  const idOf = async (keyword: string) =>
    (await visitor.get<{ list: { id: number }[] }>('/product/list', { keyword })).obj.list[0]!.id;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    visitor = t.newClient();
    await t.login();
  }, 60_000);
  afterAll(() => t.close());

  it('suggests products, categories and brands as the buyer types, never a price', async () => {
    const answer = await visitor.get<Suggest>('/product/suggest', { keyword: '乙腈' });
    expect(answer.code).toBe(Code.OK);
    expect(answer.obj.products[0]!.name).toBe('乙腈');
    // Same-named products of different grades are told apart.
    const grades = answer.obj.products.filter((p) => p.name === '乙腈').map((p) => p.grade);
    expect(new Set(grades).size).toBe(grades.length);
    expect(answer.obj.products.length).toBeLessThanOrEqual(8);
    const member = await t.client.get<Suggest>('/product/suggest', { keyword: '乙腈' });
    expect(JSON.stringify(member)).not.toMatch(/price/i);
    const category = await visitor.get<Suggest>('/product/suggest', { keyword: '试剂' });
    expect(category.obj.categories.map((c) => c.name)).toContain('化学试剂');
    const { obj: wall } = await visitor.get<Brand[]>('/brand/list');
    const brand = wall[0]!;
    const byBrand = await visitor.get<Suggest>('/product/suggest', { keyword: brand.name.slice(0, 2) });
    expect(byBrand.obj.brands.map((b) => b.id)).toContain(brand.id);
  });

  it('completes a Latin word still being typed', async () => {
    const answer = await visitor.get<Suggest>('/product/suggest', { keyword: 'acetonitr' });
    expect(answer.obj.products.map((p) => p.name)).toContain('乙腈');
  });

  it('refuses an empty or overlong keyword with a message', async () => {
    const empty = await visitor.get('/product/suggest', { keyword: '  ' });
    expect(empty.code).toBe(Code.INVALID);
    expect(empty.message + JSON.stringify(empty.obj)).toContain('请输入关键词');
    const long = await visitor.get('/product/suggest', { keyword: '乙'.repeat(101) });
    expect(long.code).toBe(Code.INVALID);
    const sql = await visitor.get<Suggest>('/product/suggest', { keyword: "'; drop table products; --" });
    expect(sql.code).toBe(Code.OK);
    expect(
      (await visitor.get<Suggest>('/product/suggest', { keyword: '乙腈' })).obj.products.length,
    ).toBeGreaterThan(0);
  });

  it('lists every brand once by pinyin initial with its product count', async () => {
    const { obj: wall } = await visitor.get<Brand[]>('/brand/list');
    expect(wall.length).toBeGreaterThanOrEqual(10);
    for (const b of wall) expect(b.initial).toMatch(/^[A-Z#]$/);
    const initials = wall.map((b) => b.initial);
    const letters = initials.filter((i) => i !== '#');
    expect(letters).toEqual([...letters].sort());
    expect(
      initials.indexOf('#') === -1 || initials.slice(initials.indexOf('#')).every((i) => i === '#'),
    ).toBe(true);
    const { obj: all } = await visitor.get<{ total: number }>('/product/list', {});
    expect(wall.reduce((n, b) => n + b.product_count, 0)).toBe(all.total);
  });

  it('gives the breadcrumbs root to leaf, related products of the same category, and labelled hazards', async () => {
    const id = await idOf('乙腈');
    const { obj } = await visitor.get<Detail>('/product/detail', { id });
    expect(obj.category_path.length).toBeGreaterThanOrEqual(2);
    expect(obj.category_path[0]!.name).toBe('化学试剂');
    expect(obj.category_path.at(-1)!.id).toBe(obj.product_type_id);
    expect(obj.related.length).toBeGreaterThan(0);
    expect(obj.related.length).toBeLessThanOrEqual(6);
    expect(obj.related.map((r) => r.id)).not.toContain(id);
    expect(obj.hazards).toContainEqual({ code: 'H225', text: '高度易燃液体和蒸气' });
    expect(obj.controlled.map((c) => c.label)).toContain('危险化学品');
  });

  it('answers 乙腈’s GHS label: pictograms and signal word from its H codes, P statements worded', async () => {
    const id = await idOf('乙腈');
    const { obj } = await visitor.get<Detail>('/product/detail', { id });
    expect(obj.ghs.pictograms).toEqual([
      { code: 'GHS02', label: '易燃' },
      { code: 'GHS07', label: '刺激性/有害' },
    ]);
    expect(obj.ghs.signal_word).toBe('危险');
    expect(obj.ghs.precautions).toContainEqual({
      code: 'P305+P351+P338',
      text: '如进入眼睛：用水小心冲洗几分钟。如戴隐形眼镜并可方便地取出，取出隐形眼镜。继续冲洗。',
    });
    // A product naming its own pictograms and signal word is shown with those.
    await t.database.db
      .update(products)
      .set({ ghsPictograms: ['GHS02', 'GHS06'], signalWord: '警告' })
      .where(eq(products.id, id));
    const named = await visitor.get<Detail>('/product/detail', { id });
    expect(named.obj.ghs.pictograms.map((p) => p.code)).toEqual(['GHS02', 'GHS06']);
    expect(named.obj.ghs.signal_word).toBe('警告');
    await t.database.db
      .update(products)
      .set({ ghsPictograms: [], signalWord: null })
      .where(eq(products.id, id));
  });

  it('sanitises the description on the way out and passes images and documents', async () => {
    const id = await idOf('乙腈');
    await t.database.db
      .update(products)
      .set({
        description: '<p>色谱级</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
        images: ['/static/acetonitrile.png'],
        documents: [{ kind: 'SDS', name: '乙腈 SDS.pdf', url: 'https://files.example.com/sds/75-05-8.pdf' }],
      })
      .where(eq(products.id, id));
    const { obj } = await visitor.get<Detail>('/product/detail', { id });
    expect(obj.description).toContain('<p>色谱级</p>');
    expect(obj.description).not.toMatch(/script|onerror|alert/);
    expect(obj.images).toEqual(['/static/acetonitrile.png']);
    expect(obj.documents[0]).toMatchObject({ kind: 'SDS', name: '乙腈 SDS.pdf' });
  });
});
