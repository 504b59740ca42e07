import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

type Region = { id: number; name: string; parent_id: number };

// Regions come from a packaged data set, not the database: one database kind is enough.
describe('regions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('lists provinces by GB/T 2260 code when no parent is given', async () => {
    const { obj } = await t.client.get<Region[]>('/region');
    expect(obj.length).toBeGreaterThanOrEqual(31);
    expect(obj).toContainEqual({ id: 110000, name: '北京市', parent_id: 0 });
    expect(obj).toContainEqual({ id: 440000, name: '广东省', parent_id: 0 });
  });

  it('walks province → city → county', async () => {
    const cities = (await t.client.get<Region[]>('/region', { parent_id: 440000 })).obj;
    expect(cities).toContainEqual({ id: 440300, name: '深圳市', parent_id: 440000 });
    const counties = (await t.client.get<Region[]>('/region', { parent_id: 440300 })).obj;
    expect(counties).toContainEqual({ id: 440305, name: '南山区', parent_id: 440300 });
    expect((await t.client.get<Region[]>('/region', { parent_id: 440305 })).obj).toEqual([]);
  });

  it('gives a municipality a city level of its own name, so every address has 省 / 市 / 区县', async () => {
    for (const [province, name, district] of [
      [310000, '上海市', 310104],
      [110000, '北京市', 110101],
      [120000, '天津市', 120101],
      [500000, '重庆市', 500101],
    ] as const) {
      const cities = (await t.client.get<Region[]>('/region', { parent_id: province })).obj;
      expect(cities).toEqual([{ id: province + 100, name, parent_id: province }]);
      const districts = (await t.client.get<Region[]>('/region', { parent_id: province + 100 })).obj;
      expect(districts.map((d) => d.id)).toContain(district);
      expect(districts.every((d) => d.parent_id === province + 100)).toBe(true);
    }
    const nanjing = (await t.client.get<Region[]>('/region', { parent_id: 320100 })).obj;
    expect(nanjing).toContainEqual({ id: 320102, name: '玄武区', parent_id: 320100 });
  });

  it.each([['abc'], ['310000'], [true], [[310000]], [-1], [1.5], [10_000_000]])(
    'refuses parent_id %j with code 400 (a JSON number only, never converted)',
    async (parentId) => {
      const envelope = await t.client.get('/region', { parent_id: parentId });
      expect(envelope.code).toBe(Code.INVALID);
      expect(envelope.obj).toEqual({ fields: { parent_id: '上级地区代码无效' } });
    },
  );
});
