import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';
import { productTypes } from './catalogue.schema.ts';

describe.each(databaseKinds)('catalogue options on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
  });
  afterAll(() => t.close());

  it('lists the product groups with their category id as link parameter', async () => {
    const { obj } =
      await t.client.get<{ group_name: string; link: { params: { product_type_id: number } } }[]>(
        '/product/group',
      );
    expect(obj.map((g) => g.group_name)).toEqual([
      '化学试剂',
      '生物试剂',
      '实验耗材',
      '仪器设备',
      '安全防护',
    ]);
    expect(obj[0]).toEqual({ group_name: '化学试剂', link: { params: { product_type_id: 1 } } });
  });

  it('lists every category level with pid 0 for the roots', async () => {
    const { obj } =
      await t.client.get<{ id: number; pid: number; option: string }[]>('/product_type/options');
    expect(obj).toContainEqual({ id: 1, pid: 0, option: '化学试剂' });
    expect(obj).toContainEqual({ id: 2, pid: 1, option: '有机试剂' });
    const nitriles = obj.find((o) => o.option === '腈类')!;
    expect(nitriles.pid).toBe(2);
  });

  it('adds new categories after the fixed demo ids without a key clash', async () => {
    const [row] = await t.database.db.insert(productTypes).values({ name: '新类目', pid: 1 }).returning();
    expect(row!.id).toBeGreaterThan(31);
  });

  it('seeds the categories and brands only once', async () => {
    await seedDemoData(t.database.db);
    const { obj } = await t.client.get<{ option: string }[]>('/product_type/options');
    expect(obj.filter((o) => o.option === '化学试剂')).toHaveLength(1);
    const brands = await t.client.get<{ id: number; brand_name: string }[]>('/couponInfo/brandOptions');
    expect(brands.code).toBe(Code.OK);
    expect(brands.obj).toHaveLength(10);
    expect(brands.obj[0]).toMatchObject({ brand_name: '蓝标' });
  });
});
