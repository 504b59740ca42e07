import { Code } from '@labmall/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';
import { fillHillFormulas } from './fill-hill-formulas.ts';
import type { CatalogueItem } from './import/catalogue-row.ts';
import { upsertCatalogue } from './upsert-catalogue.ts';

interface ListAnswer {
  list: { id: number; name: string }[];
  total: number;
  search?: { did_you_mean: string[] };
}

const buffer = (sku: string, name: string, nameEn: string): CatalogueItem => ({
  sku,
  name,
  nameEn,
  cas: null,
  formula: null,
  mw: null,
  purity: 'BR',
  spec: '',
  pack: { size: 500, unit: 'mL', container: null },
  priceFen: 5_000,
  stock: 10,
  category: ['生命科学', '缓冲液'],
  brand: '测试品牌',
  synonyms: ['PBS'],
  controlled: [],
  mdl: null,
  storage: '',
  hazards: [],
  minQty: 1,
  step: 1,
  leadDays: 0,
});

describe.each(databaseKinds)('formula search (issue 37) on %s', (kind) => {
  let t: TestApp;
  let visitor: TestClient;
  const names = async (keyword: string) =>
    (await visitor.get<ListAnswer>('/product/list', { keyword })).obj.list.map((p) => p.name);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    await upsertCatalogue(
      t.database.db,
      [
        buffer('PBS-T-1', 'PBS 磷酸盐缓冲液', 'Phosphate buffered saline'),
        buffer('PBS-T-2', 'PBS 缓冲液粉末', 'PBS powder'),
      ],
      { existing: 'skip' },
    );
    visitor = t.newClient();
  }, 90_000);
  afterAll(() => t.close());

  it('finds 乙腈 first by its formula in any order of elements', async () => {
    for (const keyword of ['C2H3N', 'NC2H3', 'CH3CN', ' H3C2N ']) {
      expect((await names(keyword))[0], keyword).toBe('乙腈');
    }
    expect((await names('H2SO4'))[0]).toBe('硫酸');
  });

  it('keeps the keyword hits after the formula hits: a word that parses as a formula still finds by name', async () => {
    // PBS reads as P, B and S: no product has that formula, the buffers are found by their name.
    const pbs = await names('PBS');
    expect(pbs).toEqual(expect.arrayContaining(['PBS 磷酸盐缓冲液', 'PBS 缓冲液粉末']));
    // CH3CN's formula hit comes first, and what its text finds otherwise is not dropped.
    const acetonitrile = await names('CH3CN');
    expect(acetonitrile).toContain('氘代乙腈');
  });

  it('a formula no product has gets the ordinary answer', async () => {
    const answer = await visitor.get<ListAnswer>('/product/list', { keyword: 'C99H7Xe' });
    expect(answer.code).toBe(Code.OK);
    expect(answer.obj.list.map((p) => p.name)).not.toContain('乙腈');
  });

  it('fills the Hill formula of rows stored before it existed, once', async () => {
    const db = t.database.db;
    await db.execute(sql`update products set hill_formula = null where formula in ('C2H3N', 'H2SO4')`);
    await db.execute(sql`update products set formula = '(C6H10O5)n', hill_formula = null
      where id = (select id from products where name = '硫酸' limit 1)`);
    const first = await fillHillFormulas(db);
    expect(first.filled).toBeGreaterThan(1);
    expect((await fillHillFormulas(db)).filled).toBe(0);
    const rows = await db.execute(
      sql`select name, hill_formula from products where name in ('乙腈', '硫酸')`,
    );
    const byName = new Map(
      (rows as unknown as { rows: { name: string; hill_formula: string }[] }).rows.map((r) => [
        r.name,
        r.hill_formula,
      ]),
    );
    expect(byName.get('乙腈')).toBe('C2H3N');
    // A formula the parser does not read is marked done ('') so the next start skips it.
    expect(byName.get('硫酸')).toBe('');
    expect((await names('NC2H3'))[0]).toBe('乙腈');
  });
});
