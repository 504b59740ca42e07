import { Code } from '@labmall/protocol';
import { formatListFilter } from '@labmall/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import type { CatalogueItem } from './import/catalogue-row.ts';
import { upsertCatalogue } from './upsert-catalogue.ts';

interface ListAnswer {
  list: { id: number; name: string }[];
  total: number;
  facets: { brands: { id: number; name: string; count: number }[] };
}

const item = (sku: string, name: string, mw: number | null, brand = '甲品牌'): CatalogueItem => ({
  sku,
  name,
  nameEn: '',
  cas: null,
  formula: null,
  mw,
  purity: '分析纯 AR',
  spec: '',
  pack: { size: 500, unit: 'g', container: null },
  priceFen: 1_000,
  stock: 10,
  category: ['化学试剂', '分子量测试'],
  brand,
  synonyms: [],
  controlled: [],
  mdl: null,
  storage: '',
  hazards: [],
  minQty: 1,
  step: 1,
  leadDays: 0,
});

describe.each(databaseKinds)('the list by molecular weight (issue 37) on %s', (kind) => {
  let t: TestApp;
  let visitor: TestClient;
  const list = (payload: Record<string, unknown>) => visitor.get<ListAnswer>('/product/list', payload);
  const names = async (payload: Record<string, unknown>) =>
    (await list(payload)).obj.list.map((p) => p.name).sort();

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await upsertCatalogue(
      t.database.db,
      [
        item('MW-1', '甲腈试样', 41.05),
        item('MW-2', '乙酸试样', 60.05, '乙品牌'),
        item('MW-3', '硫酸试样', 98.08),
        item('MW-4', '葡萄糖试样', 180.16),
        item('MW-5', '无分子量试样', null),
      ],
      { existing: 'skip' },
    );
    visitor = t.newClient();
  }, 60_000);
  afterAll(() => t.close());

  it('keeps the products within the range, both ends included, and none without a weight', async () => {
    expect(await names({ mw_min: 41.05, mw_max: 98.08 })).toEqual(
      ['乙酸试样', '甲腈试样', '硫酸试样'].sort(),
    );
    expect(await names({ mw_min: 100 })).toEqual(['葡萄糖试样']);
    expect(await names({ mw_max: 50.5 })).toEqual(['甲腈试样']);
    const all = await list({});
    expect(all.obj.total).toBe(5);
    const ranged = await list({ mw_min: 50, mw_max: 200 });
    expect(ranged.obj.total).toBe(3);
  });

  it('combines with the keyword and the brand filter, and counts facets within the range', async () => {
    expect(await names({ keyword: '试样', mw_min: 50, mw_max: 100 })).toEqual(
      ['乙酸试样', '硫酸试样'].sort(),
    );
    const found = await t.database.db.execute(sql`select id from brands where name = '乙品牌'`);
    const [brand] = (found as unknown as { rows: { id: number }[] }).rows;
    expect(await names({ filter: formatListFilter({ brandIds: [Number(brand!.id)] }), mw_max: 100 })).toEqual(
      ['乙酸试样'],
    );
    const facets = (await list({ mw_min: 90 })).obj.facets.brands;
    expect(facets.map((b) => [b.name, b.count])).toEqual([['甲品牌', 2]]);
  });

  it('refuses a range that is not one, in Chinese', async () => {
    const reversed = await list({ mw_min: 100, mw_max: 50 });
    expect(reversed.code).toBe(Code.INVALID);
    expect(JSON.stringify(reversed.obj)).toContain('分子量上限不能小于下限');
    const text = await list({ mw_min: 'abc' });
    expect(text.code).toBe(Code.INVALID);
    expect(JSON.stringify(text.obj)).toContain('分子量须为数字');
    expect(JSON.stringify((await list({ mw_max: -1 })).obj)).toContain('分子量不能小于 0');
    expect((await list({ mw_max: 1e9 })).code).toBe(Code.INVALID);
  });
});
