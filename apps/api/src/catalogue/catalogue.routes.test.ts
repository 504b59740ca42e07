import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';

interface ListItem {
  id: number;
  name: string;
  name_en: string;
  cas: string | null;
  brand_name: string;
  min_price?: string | null;
}
interface Facet {
  id: number;
  name: string;
  count: number;
}
interface ListAnswer {
  list: ListItem[];
  total: number;
  total_text: string;
  truncated: boolean;
  facets: { categories: Facet[]; brands: Facet[] };
}
interface DetailAnswer {
  id: number;
  name: string;
  skus: { sku: string; price?: string }[];
}

describe.each(databaseKinds)('catalogue list and detail on %s', (kind) => {
  let t: TestApp;
  let visitor: TestClient;
  const list = (client: TestClient, payload: Record<string, unknown>) =>
    client.get<ListAnswer>('/product/list', payload);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    visitor = t.newClient();
    await t.login();
  }, 60_000);
  afterAll(() => t.close());

  describe('prices only for members', () => {
    it('gives a visitor no price field in the list or the detail', async () => {
      const answer = await list(visitor, { keyword: '乙腈', pageSize: 100 });
      expect(answer.code).toBe(Code.OK);
      expect(answer.obj.list.length).toBeGreaterThan(0);
      expect(JSON.stringify(answer)).not.toMatch(/price/i);
      const all = await list(visitor, { pageSize: 100 });
      expect(JSON.stringify(all)).not.toMatch(/price/i);
      const detail = await visitor.get<DetailAnswer>('/product/detail', { id: answer.obj.list[0]!.id });
      expect(detail.code).toBe(Code.OK);
      expect(detail.obj.skus.length).toBeGreaterThan(0);
      expect(JSON.stringify(detail)).not.toMatch(/price/i);
    });

    it('refuses sorting by price to a visitor', async () => {
      const answer = await list(visitor, { sort: 'price_asc' });
      expect(answer.code).toBe(Code.INVALID);
      expect(JSON.stringify(answer)).toContain('sort');
    });

    it('shows a member the lowest price and every SKU price', async () => {
      const answer = await list(t.client, { keyword: '乙腈' });
      expect(answer.obj.list[0]!.min_price).toMatch(/^\d+\.\d{2}$/);
      const detail = await t.client.get<DetailAnswer>('/product/detail', { id: answer.obj.list[0]!.id });
      for (const sku of detail.obj.skus) expect(sku.price).toMatch(/^\d+\.\d{2}$/);
      const min = Math.min(...detail.obj.skus.map((s) => Number(s.price)));
      expect(Number(answer.obj.list[0]!.min_price)).toBe(min);
    });

    it('sorts a member’s list by price', async () => {
      const asc = await list(t.client, { keyword: '乙腈', sort: 'price_asc' });
      const prices = asc.obj.list.map((i) => Number(i.min_price));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const desc = await list(t.client, { keyword: '乙腈', sort: 'price_desc' });
      expect(desc.obj.list[0]!.id).toBe(asc.obj.list.at(-1)!.id);
    });
  });

  describe('facets and paging', () => {
    it('pages through the whole catalogue', async () => {
      const first = await list(visitor, {});
      expect(first.obj.total).toBe(701);
      expect(first.obj.total_text).toBe('701');
      expect(first.obj.list).toHaveLength(20);
      const second = await list(visitor, { index: 2 });
      expect(second.obj.list).toHaveLength(20);
      const firstIds = new Set(first.obj.list.map((i) => i.id));
      expect(second.obj.list.some((i) => firstIds.has(i.id))).toBe(false);
      const last = await list(visitor, { index: 8, pageSize: 100 });
      expect(last.obj.list).toHaveLength(1);
      const beyond = await list(visitor, { index: 9, pageSize: 100 });
      expect(beyond.obj.list).toEqual([]);
      expect(beyond.obj.total).toBe(701);
    });

    it('counts products per top category and brand, and the counts add up', async () => {
      const { obj } = await list(visitor, {});
      expect(obj.facets.categories.map((c) => c.name)).toEqual([
        '化学试剂',
        '生物试剂',
        '实验耗材',
        '仪器设备',
        '安全防护',
      ]);
      const sum = (facets: Facet[]) => facets.reduce((n, f) => n + f.count, 0);
      expect(sum(obj.facets.categories)).toBe(701);
      expect(obj.facets.brands).toHaveLength(10);
      expect(sum(obj.facets.brands)).toBe(701);
    });

    it('filters by a category with its descendants and by brands', async () => {
      const { obj: all } = await list(visitor, {});
      const chemicals = all.facets.categories.find((c) => c.name === '化学试剂')!;
      const filtered = await list(visitor, { filter: `product_type_id:${chemicals.id}` });
      expect(filtered.obj.total).toBe(chemicals.count);
      expect(filtered.obj.facets.categories.map((c) => c.name)).toContain('有机试剂');
      expect(filtered.obj.facets.categories.reduce((n, c) => n + c.count, 0)).toBe(chemicals.count);
      const brand = filtered.obj.facets.brands[0]!;
      const both = await list(visitor, {
        filter: `product_type_id:${chemicals.id};product_brand_id:${brand.id}`,
        pageSize: 100,
      });
      expect(both.obj.total).toBe(brand.count);
      expect(new Set(both.obj.list.map((i) => i.brand_name))).toEqual(new Set([brand.name]));
    });

    it('narrows facets to a keyword', async () => {
      const { obj } = await list(visitor, { keyword: '乙腈' });
      expect(obj.total).toBeGreaterThanOrEqual(3);
      expect(obj.facets.categories.reduce((n, c) => n + c.count, 0)).toBe(obj.total);
      expect(obj.facets.categories.map((c) => c.name)).toEqual(['化学试剂']);
    });
  });

  describe('relevance on the demo catalogue', () => {
    it.each([
      ['乙腈', '乙腈'],
      ['acetonitrile', '乙腈'],
      ['Acetonitrile', '乙腈'],
      ['MeCN', '乙腈'],
      ['甲基氰', '乙腈'],
      ['75-05-8', '乙腈'],
      ['HX-C00049-1L', '乙腈'],
      ['hx-c00049-1l', '乙腈'],
      ['yijing', '乙腈'],
      ['yj', '乙腈'],
      ['甲醇', '甲醇'],
      ['67-56-1', '甲醇'],
      ['氯化钠', '氯化钠'],
    ])('%s → %s first', async (keyword, name) => {
      const { obj } = await list(visitor, { keyword });
      expect(obj.list[0]?.name).toBe(name);
    });

    it('finds chlorides by the two-character fragment 氯化', async () => {
      const { obj } = await list(visitor, { keyword: '氯化', pageSize: 100 });
      expect(obj.total).toBeGreaterThan(3);
      expect(obj.list[0]!.name).toContain('氯化');
      // Others may come by a synonym (1,2-二氯乙烷 is also 二氯化乙烯); the names lead.
      expect(obj.list.filter((i) => i.name.includes('氯化')).length).toBeGreaterThan(obj.list.length / 2);
    });

    it('puts the product with the exact 货号 first even when others share its prefix', async () => {
      const { obj } = await list(visitor, { keyword: 'HX-C00050-4L' });
      const detail = await visitor.get<DetailAnswer>('/product/detail', { id: obj.list[0]!.id });
      expect(detail.obj.skus.map((s) => s.sku)).toContain('HX-C00050-4L');
    });
  });

  describe('bad input', () => {
    it('cuts a 500-character keyword to 100 characters and says so', async () => {
      const answer = await list(visitor, { keyword: `乙腈${'x'.repeat(498)}` });
      expect(answer.code).toBe(Code.OK);
      expect(answer.obj.truncated).toBe(true);
      // The cut word is still longer than a lexeme may be (64) and is dropped: 乙腈 alone is searched.
      expect(answer.obj.list[0]!.name).toBe('乙腈');
      const short = await list(visitor, { keyword: '乙腈' });
      expect(short.obj.truncated).toBe(false);
    });

    it('refuses a keyword over 1000 characters', async () => {
      const answer = await list(visitor, { keyword: 'a'.repeat(1001) });
      expect(answer.code).toBe(Code.INVALID);
      expect(JSON.stringify(answer.obj)).toContain('keyword');
    });

    it.each(["乙腈'; drop table products; --", '<script>alert(1)</script>', "' or 1=1 --", '!(&|):*', '\\'])(
      'treats %s as text',
      async (keyword) => {
        const answer = await list(visitor, { keyword });
        expect(answer.code).toBe(Code.OK);
        const after = await list(visitor, {});
        expect(after.obj.total).toBe(701);
      },
    );

    it('answers a CAS number with a wrong check digit with no hits', async () => {
      const answer = await list(visitor, { keyword: '75-05-9' });
      expect(answer.code).toBe(Code.OK);
      expect(answer.obj.total).toBe(0);
    });

    it('answers unknown filter ids with an empty result', async () => {
      const answer = await list(visitor, { filter: 'product_type_id:999999;product_brand_id:888888' });
      expect(answer.code).toBe(Code.OK);
      expect(answer.obj).toMatchObject({ list: [], total: 0, total_text: '0' });
      const junk = await list(visitor, { filter: 'product_type_id:abc;nonsense' });
      expect(junk.obj.total).toBe(701);
    });

    it.each([0, -1, 501, 1e12, 'abc', 1.5])('refuses page index %s with a field message', async (index) => {
      const answer = await list(visitor, { index });
      expect(answer.code).toBe(Code.INVALID);
      expect((answer.obj as unknown as { fields: Record<string, string> }).fields.index).toBe(
        '页码须为 1 到 500 之间的整数',
      );
    });

    it('refuses a page size over 100', async () => {
      const answer = await list(visitor, { pageSize: 101 });
      expect(answer.code).toBe(Code.INVALID);
    });

    it.each(['abc', '1; drop table products', -3, 0])('refuses product id %s', async (id) => {
      const answer = await visitor.get('/product/detail', { id });
      expect(answer.code).toBe(Code.INVALID);
      expect((answer.obj as unknown as { fields: Record<string, string> }).fields.id).toBe(
        '商品编号须为正整数',
      );
    });

    it('answers an unknown product id with 404', async () => {
      const answer = await visitor.get('/product/detail', { id: 99_999_999 });
      expect(answer.code).toBe(Code.NOT_FOUND);
    });
  });
});
