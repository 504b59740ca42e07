import { Code } from '@labmall/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { WIDE_CAP } from './search/context.ts';

interface ListAnswer {
  list: { id: number; name: string; grade: string }[];
  total: number;
  truncated: boolean;
  search?: {
    exact_count: number;
    steps: string[];
    notes: string[];
    did_you_mean: string[];
    near_categories: { id: number; name: string }[];
  };
}
interface Suggest {
  products: { id: number; name: string }[];
}

describe.each(databaseKinds)('search that forgives (issue 24) on %s', (kind) => {
  let t: TestApp;
  let visitor: TestClient;
  const list = (keyword: string, extra: Record<string, unknown> = {}) =>
    visitor.get<ListAnswer>('/product/list', { keyword, ...extra });
  const first = async (keyword: string) => (await list(keyword)).obj.list[0]?.name;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    visitor = t.newClient();
  }, 60_000);
  afterAll(() => t.close());

  it('keeps exact hits exact: CAS, 货号, names, and no widening when a page is found', async () => {
    expect(await first('75-05-8')).toBe('乙腈');
    expect(await first('HX-C00049')).toBe('乙腈');
    const exact = await list('乙腈');
    expect(exact.obj.list[0]!.name).toBe('乙腈');
    expect(exact.obj.search!.steps).toEqual([]);
    const invalid = await list('75-05-9');
    expect(invalid.obj.total).toBe(0);
    expect(invalid.obj.search!.steps).toEqual([]);
  });

  it('finds a misspelt or cut-short English name, and says how', async () => {
    const typo = await list('acetonitrle');
    expect(typo.obj.list[0]!.name).toBe('乙腈');
    expect(typo.obj.search!.steps).toContain('typo');
    expect(typo.obj.search!.notes.join()).toContain('acetonitrile');
    expect(await first('acetnoe')).toBe('丙酮');
    expect(await first('dichlorometh')).toBe('二氯甲烷');
    expect(await first('sod chlor')).toBe('氯化钠');
  });

  it('when a CAS number is typed without dashes, then the answer says it was read as that CAS', async () => {
    const read = await list('75058');
    expect(read.obj.list[0]?.name).toBe('乙腈');
    expect(read.obj.search!.notes).toEqual(['按 CAS 75-05-8 查找']);
    const dashed = await list('75-05-8');
    expect(dashed.obj.search!.notes).toEqual([]);
  });

  it('finds CAS numbers without dashes, traditional characters, spaced pinyin and glued or split names', async () => {
    expect(await first('75058')).toBe('乙腈');
    expect(await first('氫氧化鈉')).toBe('氢氧化钠');
    expect(await first('二甲基亞碸')).toBe('二甲基亚砜');
    expect(await first('yi jing')).toBe('乙腈');
    expect(await first('gao meng suan jia')).toBe('高锰酸钾');
    expect(await first('tween20')).toBe('吐温 20');
    expect(await first('bistris')).toBe('Bis-Tris');
    expect(await first('C 18 色谱柱')).toBe('C18 反相色谱柱（5 μm）');
  });

  it('sets aside a pack size, grade or brand the product does not have, with a note', async () => {
    const pack = await list('乙腈 4L');
    expect(pack.obj.list[0]!.name).toBe('乙腈');
    const grade = await list('二甲基亚砜 光谱纯');
    expect(grade.obj.list[0]!.name).toBe('二甲基亚砜');
    expect(grade.obj.search!.steps).toContain('drop');
    expect(grade.obj.search!.notes.length).toBeGreaterThan(0);
  });

  it('puts exact hits above widened ones', async () => {
    // 甲醇 has a few exact products; the 4L pack is set aside for the others, never above them.
    const answer = await list('甲醇 4L');
    const exactCount = answer.obj.search!.exact_count;
    expect(answer.obj.list.slice(0, Math.max(exactCount, 1)).every((p) => p.name.includes('甲醇'))).toBe(
      true,
    );
  });

  it('offers in the suggestion box only what the list for the same text holds', async () => {
    for (const keyword of ['acetonitr', 'acetonitrle', 'yi jing', '乙腈', 'sod chlor', '氫氧化鈉']) {
      const box = await visitor.get<Suggest>('/product/suggest', { keyword });
      const listed = await list(keyword, { pageSize: 100 });
      const ids = new Set(listed.obj.list.map((p) => p.id));
      expect(box.obj.products.length, keyword).toBeGreaterThan(0);
      for (const p of box.obj.products) expect(ids.has(p.id), `${keyword}: ${p.name}`).toBe(true);
    }
  });

  it('answers a search that finds nothing with 您是不是要找 and the nearest categories', async () => {
    // Neither a homophone nor a look-alike of any name (乙晴 is now found as 乙腈 by its shape).
    const answer = await list('苯乙琴');
    expect(answer.obj.total).toBe(0);
    expect(answer.obj.search!.did_you_mean.length).toBeGreaterThan(0);
    expect(answer.obj.search!.near_categories.length).toBeGreaterThan(0);
    const nonsense = await list('qwxzvk');
    expect(nonsense.code).toBe(Code.OK);
    expect(nonsense.obj.total).toBe(0);
  });

  it('answers bad input clearly, never with a 500, and widens within a bounded candidate set', async () => {
    const inputs = [
      'a'.repeat(1000),
      '乙'.repeat(1000),
      '!!!@@@###…——',
      'the of and a an',
      "'; drop table products; --",
      "acetone & !methanol | 'x':* <-> (y)",
      '🧪🧫⚗️ 乙腈 🧪',
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen',
    ];
    for (const keyword of inputs) {
      const answer = await list(keyword);
      expect(answer.code, keyword.slice(0, 20)).toBe(Code.OK);
      expect(answer.obj.total).toBeLessThanOrEqual(10_001);
      if (answer.obj.search?.steps.length) expect(answer.obj.total).toBeLessThanOrEqual(WIDE_CAP);
    }
    // A lone surrogate is refused by the platform's text rules: a field message, not a 500.
    const surrogate = await list('\uD800abc\uDC00');
    expect(surrogate.code).toBe(Code.INVALID);
    expect(JSON.stringify(surrogate.obj)).toContain('keyword');
    expect((await list('a'.repeat(1000))).obj.truncated).toBe(true);
    expect((await list('乙'.repeat(1001))).code).toBe(Code.INVALID);
    expect((await list('🧪🧫⚗️ 乙腈 🧪')).obj.list[0]!.name).toBe('乙腈');
  });

  it('reaches the vocabulary, not the products, for typo tolerance (the plan uses the trigram index)', async () => {
    // The probe the typo step runs (search/search.repository.ts vocabularySimilar): it reads search_terms only.
    const rows = (await t.database.db.execute(
      sql`explain select term from search_terms where term % 'acetonitrle' order by similarity(term, 'acetonitrle') desc limit 20`,
    )) as unknown as { rows: Record<string, string>[] };
    const text = rows.rows.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toMatch(/search_terms/);
    expect(text).not.toMatch(/\bproducts\b/);
  });
});

describe.each(databaseKinds)('询价登记 on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const inquiry = { name: '氘代氯仿 99.8%', cas: '865-49-6', quantity: '10 瓶', contact: '13800000000' };

  it('stores a visitor’s or member’s inquiry, and lists it to operators only', async () => {
    const visitor = t.newClient();
    const created = await visitor.post<{ id: number }>('/inquiry/create', {
      ...inquiry,
      keyword: '氘代氯仿',
    });
    expect(created.code).toBe(Code.OK);
    expect(created.obj.id).toBeGreaterThan(0);
    await t.login();
    expect((await t.client.get('/admin/inquiries')).code).toBe(Code.FORBIDDEN);
    const { client: operator } = await staffClient(t, ['管理员']);
    const listed = await operator.get<{
      total: number;
      list: { name: string; cas: string; user_id: number | null }[];
    }>('/admin/inquiries');
    expect(listed.code).toBe(Code.OK);
    expect(listed.obj.list[0]).toMatchObject({ name: inquiry.name, cas: '865-49-6', user_id: null });
  });

  it('refuses a bad CAS number and empty fields, field by field', async () => {
    const visitor = t.newClient();
    const bad = await visitor.post('/inquiry/create', { ...inquiry, cas: '865-49-7' });
    expect(bad.code).toBe(Code.INVALID);
    expect(JSON.stringify(bad)).toContain('cas');
    const empty = await visitor.post('/inquiry/create', { name: '', quantity: '', contact: '' });
    expect(empty.code).toBe(Code.INVALID);
  });

  it('limits inquiries per source and hour', async () => {
    const visitor = t.newClient();
    const ip = '203.0.113.77';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await visitor.post('/inquiry/create', inquiry, { ip })).code);
    expect(answers.slice(0, 5).every((c) => c === Code.OK)).toBe(true);
    expect(answers[5]).toBe(Code.RATE_LIMITED);
    // Another address is not affected.
    expect((await visitor.post('/inquiry/create', inquiry, { ip: '203.0.113.78' })).code).toBe(Code.OK);
  });
});
