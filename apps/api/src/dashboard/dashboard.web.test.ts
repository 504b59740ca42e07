import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { type DemoHistoryResult, seedDemoMemberHistory } from '../seed/demo-member-history.ts';
import { seedDemoData } from '../seed/seed.ts';

/** The number a count tile shows. */
const countOf = (html: string, state: string) =>
  Number(
    new RegExp(`data-testid="dashboard-count-${state}"[^>]*><strong[^>]*>(\\d+)</strong>`).exec(html)?.[1],
  );

/** The server-rendered 个人中心 (/user), through the built storefront. */
describe('the 个人中心 page', () => {
  let t: TestApp;
  let demo: DemoHistoryResult;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { web: true });
    await seedDemoData(t.database.db);
    demo = await seedDemoMemberHistory(t.app.deps);
  }, 120_000);
  afterAll(() => t.close());

  const page = async (session: string) => {
    const response = await t.app.inject({ url: '/user', headers: { cookie: `session=${session}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.body;
  };

  it('when a new member opens it, then the counts are 0 and they get a start: browse, quick order, verification', async () => {
    await t.login();
    const html = await page(t.client.session!);
    for (const state of ['pending_payment', 'paid', 'shipped']) {
      expect(countOf(html, state)).toBe(0);
      expect(html).toContain(`href="/user/order?state=${state}"`);
    }
    expect(html).toContain('还没有订单');
    expect(html).toContain('href="/list"');
    expect(html).toContain('href="/quick"');
    expect(html).toContain('未认证');
    expect(html).toContain('去认证');
    expect(html).not.toContain('账期可用额度');
    expect(html).not.toContain('data-testid="dashboard-order"');
  });

  it('when the demo member opens it, then their counts, latest orders, points and 账期 show', async () => {
    const { token } = await t.app.deps.sessions.issue(demo.userId);
    const html = await page(token);
    for (const state of ['pending_payment', 'paid', 'shipped']) expect(countOf(html, state)).toBe(1);
    for (const { number } of demo.orders) expect(html).toContain(`href="/user/order/${number}"`);
    expect(html.match(/data-testid="dashboard-order"/g)).toHaveLength(5);
    expect(html).not.toContain('还没有订单');
    expect(html).toContain('账期可用额度');
    expect(html).toMatch(/下一个出账日 \d{4}-\d{2}-\d{2}/);
    expect(html).toContain('href="/user/points"');
    expect(html).toContain('href="/user/coupon"');
    for (const to of ['/cart', '/quick', '/user/collect']) expect(html).toContain(`href="${to}"`);
  });
});
