import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';

interface ListAnswer {
  list: { id: number; name: string; grade: string }[];
  total: number;
  search?: { exact_count: number; steps: string[]; notes: string[]; did_you_mean: string[] };
}
interface Suggest {
  products: { id: number; name: string }[];
}

/** Issue 32 items 19–22 on the demo catalogue: queries typed the way purchasing clerks type them. */
describe.each(databaseKinds)('search as clerks type (issue 32) on %s', (kind) => {
  let t: TestApp;
  let visitor: TestClient;
  const list = (keyword: string) => visitor.get<ListAnswer>('/product/list', { keyword });
  const first = async (keyword: string) => {
    const top = (await list(keyword)).obj.list[0];
    return top ? `${top.name} ${top.grade}` : '';
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    visitor = t.newClient();
  }, 60_000);
  afterAll(() => t.close());

  it('when a character is typed as one that looks like it (形近字), then the product is found and the note says so', async () => {
    const answer = await list('正戌烷');
    expect(answer.obj.list[0]!.name).toBe('正戊烷');
    expect(answer.obj.search!.steps).toContain('typo');
    expect(answer.obj.search!.notes.join()).toContain('字形相近的“正戊烷”');
    expect(await first('正已烷')).toMatch(/^正己烷 /);
    expect(await first('毗啶')).toMatch(/^吡啶 /);
    expect(await first('乙晴')).toMatch(/^乙腈 /);
    expect(await first('冲丁醇')).toMatch(/^仲丁醇 /);
  });

  it('when a look-alike is typed in the suggestion box, then the box offers what the list finds', async () => {
    const box = await visitor.get<Suggest>('/product/suggest', { keyword: '环已酮' });
    expect(box.obj.products[0]?.name).toBe('环己酮');
  });

  it('when a grade, use or pack word is glued to the name, then it filters as when typed apart', async () => {
    expect(await first('优级纯硫酸')).toMatch(/^硫酸 优级纯/);
    expect(await first('硝酸优级纯')).toMatch(/^硝酸 优级纯/);
    expect(await first('LC-MS级甲醇')).toMatch(/^甲醇 质谱级/);
    expect(await first('色谱纯乙腈')).toMatch(/^乙腈 色谱纯/);
    expect(await first('乙腈色谱纯4L')).toMatch(/^乙腈 色谱纯/);
    expect(await first('基准试剂重铬酸钾')).toMatch(/^重铬酸钾 基准试剂/);
    expect(await first('分析纯氯化钾500g')).toMatch(/^氯化钾 分析纯/);
  });

  it('when a CAS number has spaces between its groups or other dashes, then the check digit decides', async () => {
    for (const typed of ['75 05 8', '75–05–8', '75—05—8', '75－05－8', '75‐05‐8']) {
      expect(await first(typed), typed).toMatch(/^乙腈 /);
    }
    expect(await first('7664 93 9')).toMatch(/^硫酸 /);
    expect((await list('75–05–9')).obj.total).toBe(0);
  });

  it('when the query is exactly a name, with or without a grade word, then that product leads longer names', async () => {
    expect(await first('硫酸')).toMatch(/^硫酸 /);
    expect(await first('磷酸 优级纯')).toMatch(/^磷酸 优级纯/);
    expect(await first('苯 分析纯')).toMatch(/^苯 分析纯/);
    expect(await first('HEPES 生化试剂')).toMatch(/^HEPES 生化试剂/);
    expect(await first('hepes')).toMatch(/^HEPES /);
    expect(await first('草酸 基准试剂')).toMatch(/^草酸 基准试剂/);
  });
});
