import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';
import { navEntries, sysConfig } from './content.schema.ts';
import { upsertConfig } from './home.repository.ts';

describe.each(databaseKinds)('system config and navigation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('when nothing is configured, then defaults come back rather than an error', async () => {
    const envelope = await t.client.get<Record<string, unknown>>('/sys/config');
    expect(envelope.code).toBe(Code.OK);
    expect(envelope.obj).toMatchObject({ pc_bottom_nav: [], pc_copyright_info: '', pc_login_bottom_nav: [] });
    expect((await t.client.get('/home/nav/list')).obj).toEqual([]);
  });

  it('when demo data is seeded (twice), then config and a nested menu come back once', async () => {
    await seedDemoData(t.database.db);
    await seedDemoData(t.database.db);
    const config = await t.client.get<{ pc_bottom_nav: { title: string }[]; pc_copyright_info: string }>(
      '/sys/config',
    );
    expect(config.obj.pc_bottom_nav.map((g) => g.title)).toContain('购物指南');
    expect(config.obj.pc_copyright_info).toContain('蓝标实验商城');
    const nav = await t.client.get<{ code: string; children: { code: string }[] }[]>('/home/nav/list');
    expect(nav.obj.filter((e) => e.code === 'reagents')).toHaveLength(1);
    const reagents = nav.obj.find((e) => e.code === 'reagents')!;
    expect(reagents).toMatchObject({
      name: '化学试剂',
      link: { type: 7, params: { product_type_id: 1 } },
      promotion_img: '',
    });
    expect(reagents.children.map((c) => c.code)).toEqual(['reagents-organic', 'reagents-inorganic']);
    expect(nav.obj[0]!.code).toBe('home');
  });

  it('keeps a merchant’s edit when the seed runs again', async () => {
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(sysConfig)
      .set({ value: '© 测试' })
      .where(eq(sysConfig.key, 'pc_copyright_info'));
    await t.database.db.update(navEntries).set({ name: '试剂' }).where(eq(navEntries.code, 'reagents'));
    await seedDemoData(t.database.db);
    const config = await t.client.get<{ pc_copyright_info: string }>('/sys/config');
    expect(config.obj.pc_copyright_info).toBe('© 测试');
    const nav = await t.client.get<{ code: string; name: string }[]>('/home/nav/list');
    expect(nav.obj.find((e) => e.code === 'reagents')!.name).toBe('试剂');
  });

  it('falls back to the default for a malformed stored value', async () => {
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(sysConfig).set({ value: 42 }).where(eq(sysConfig.key, 'pc_bottom_nav'));
    const config = await t.client.get<{ pc_bottom_nav: unknown[] }>('/sys/config');
    expect(config.code).toBe(Code.OK);
    expect(config.obj.pc_bottom_nav).toEqual([]);
  });

  it('when a store still holds the retired 在线客服入口 (customer_service), then the config reads without it', async () => {
    await upsertConfig(t.database.db, 'customer_service', { name: '在线客服', url: 'tel:400-000-0000' });
    const config = await t.client.get<Record<string, unknown>>('/sys/config');
    expect(config.code, config.message).toBe(Code.OK);
    expect(config.obj).not.toHaveProperty('customer_service');
    expect(config.obj).toHaveProperty('customer_service_hours');
  });
});
