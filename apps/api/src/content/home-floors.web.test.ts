import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClient } from '../../test/helper.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';

/** 首页楼层 显示/隐藏 as a visitor gets the home page: server-rendered, from the visitor page cache. */
describe('a hidden floor on the served home page', () => {
  let t: TestApp;
  let operator: TestClient;
  beforeAll(async () => {
    // Pages and the home answer kept for a minute, as in production: hiding must still show at once.
    t = await buildTestApp('pglite', {
      web: true,
      env: { PAGE_CACHE_SECONDS: '60', CONTENT_CACHE_SECONDS: '60' },
    });
    await seedDemoData(t.database.db);
    operator = (await staffClient(t, ['商品'])).client;
  }, 120_000);
  afterAll(() => t.close());

  const home = () => t.app.inject({ url: '/' });
  /** The floors' headings on the page, in order (`<h2 id="floor-…">`). */
  const headings = (html: string) =>
    [...html.matchAll(/<h2 id="floor-(\d+)"[^>]*>([^<]+)<\/h2>/g)].map((m) => m[2]);

  it('when a 商品 staff member hides a floor, then the next visitor gets a fresh page without it; shown again, it is back', async () => {
    const floors = await operator.get<{ id: number; title: string }[]>('/admin/home/floors');
    const biology = floors.obj.find((f) => f.title === '生物试剂')!;
    await t.app.deps.pageCache.purge();
    const first = await home();
    expect(headings(first.body)).toEqual(['化学试剂', '生物试剂', '实验耗材', '仪器设备']);
    expect((await home()).headers['x-page-cache']).toBe('hit');

    const hidden = await operator.post('/admin/home/floor/visible', { id: biology.id, visible: false });
    expect(hidden.code, hidden.message).toBe(Code.OK);
    const after = await home();
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(headings(after.body)).toEqual(['化学试剂', '实验耗材', '仪器设备']);
    expect(after.body).not.toContain(`id="floor-${biology.id}"`);

    expect((await operator.post('/admin/home/floor/visible', { id: biology.id, visible: true })).code).toBe(
      Code.OK,
    );
    expect(headings((await home()).body)).toEqual(['化学试剂', '生物试剂', '实验耗材', '仪器设备']);
  });
});
