import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';
import { activities, activityItems, activityThemes } from './activities.schema.ts';

const PRICE = /¥\s?[\d,]+\.\d{2}/;

interface Item {
  sku: string;
  price?: string | null;
  list_price?: string;
}

/** The sales pages as visitors, crawlers and members get them: server-rendered, through the real API. */
describe('sales pages served by the one process', () => {
  let t: TestApp;
  let memberCookie: string;
  let runningId: number;
  let upcomingId: number;
  let themeId: number;

  beforeAll(async () => {
    t = await buildTestApp('pglite', { web: true });
    await seedDemoData(t.database.db);
    const list = await t.client.get<{ running: { id: number }[]; upcoming: { id: number }[] }>('/sales/list');
    runningId = list.obj.running[0]!.id;
    upcomingId = list.obj.upcoming[0]!.id;
    const theme = await t.client.get<{ theme: { id: number } }>('/sales/theme', {});
    themeId = theme.obj.theme.id;
    await t.login();
    memberCookie = `session=${t.client.session}`;
  }, 120_000);
  afterAll(() => t.close());

  const page = (url: string, cookie?: string) =>
    t.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) }).then((r) => {
      expect(r.statusCode, url).toBe(200);
      return r.body;
    });

  it('seeds one theme with a running activity of 6 to 10 SKUs at 8–9折 and an upcoming one', async () => {
    const detail = await t.client.get<{ state: string; items: Item[] }>('/sales/detail', { id: runningId });
    expect(detail.obj.state).toBe('running');
    expect(detail.obj.items.length).toBeGreaterThanOrEqual(6);
    expect(detail.obj.items.length).toBeLessThanOrEqual(10);
    for (const item of detail.obj.items) {
      const rate = Number(item.price) / Number(item.list_price);
      expect(rate).toBeGreaterThanOrEqual(0.8);
      expect(rate).toBeLessThan(0.91);
    }
    const upcoming = await t.client.get<{ state: string }>('/sales/detail', { id: upcomingId });
    expect(upcoming.obj.state).toBe('upcoming');
  });

  it('seeds once: a second run neither duplicates the activities nor moves a merchant’s dates', async () => {
    const endsAt = new Date('2027-01-31T16:00:00Z');
    await t.database.db.update(activities).set({ endsAt }).where(eq(activities.id, runningId));
    const before = {
      themes: (await t.database.db.select().from(activityThemes)).length,
      activities: (await t.database.db.select().from(activities)).length,
      items: (await t.database.db.select().from(activityItems)).length,
    };
    await seedDemoData(t.database.db);
    expect((await t.database.db.select().from(activityThemes)).length).toBe(before.themes);
    expect((await t.database.db.select().from(activities)).length).toBe(before.activities);
    expect((await t.database.db.select().from(activityItems)).length).toBe(before.items);
    const [row] = await t.database.db.select().from(activities).where(eq(activities.id, runningId));
    expect(row!.endsAt).toEqual(endsAt);
  });

  it.each(['/sales/:running', '/sales/:upcoming', '/sales', '/sales/theme', '/sales/theme/:theme'])(
    'renders %s for a visitor without any price in the document',
    async (path) => {
      const url = path
        .replace(':running', String(runningId))
        .replace(':upcoming', String(upcomingId))
        .replace(':theme', String(themeId));
      const html = await page(url);
      expect(html).not.toMatch(PRICE);
      expect(html).not.toMatch(/"(list_)?price"/);
      if (url.startsWith('/sales/') && !url.includes('theme')) expect(html).toContain('登录询价');
    },
  );

  it('renders the running activity for a member with activity prices and the struck list prices', async () => {
    const detail = await t.client.get<{ items: Item[] }>('/sales/detail', { id: runningId });
    const html = await page(`/sales/${runningId}`, memberCookie);
    expect(html).not.toContain('登录询价');
    expect(html).toContain('距结束');
    for (const item of detail.obj.items) {
      expect(html).toContain(item.sku);
      expect(html).toContain(`¥${item.price}`);
      expect(html).toMatch(
        new RegExp(`<s[^>]*>(<span[^>]*>原价</span>)?¥${item.list_price!.replace('.', '\\.')}`),
      );
    }
  });

  it('renders an item of the running activity for a member with 活动价, the struck list price and the end time; for a visitor with none of it', async () => {
    const detail = await t.client.get<{ items: (Item & { product_id: number })[] }>('/sales/detail', {
      id: runningId,
    });
    const item = detail.obj.items[0]!;
    const html = await page(`/item/${item.product_id}`, memberCookie);
    expect(html).toContain('活动价');
    expect(html).toContain(`¥${item.price}`);
    expect(html).toMatch(
      new RegExp(`<s[^>]*>(<span[^>]*>原价</span>)?¥${item.list_price!.replace('.', '\\.')}`),
    );
    // The server renders the end time, never a figure that moves before hydration; the browser counts.
    expect(html).toMatch(/<time[^>]*>\d{4}-\d{2}-\d{2} \d{2}:\d{2} 结束<\/time>/);
    const visitor = await page(`/item/${item.product_id}`);
    expect(visitor).toContain(item.sku);
    expect(visitor).not.toMatch(PRICE);
    expect(visitor).not.toContain('活动价');
    expect(visitor).not.toMatch(/"(list_)?price"|"activity"/);
  });

  it('renders the upcoming activity with a countdown to its start', async () => {
    const html = await page(`/sales/${upcomingId}`, memberCookie);
    expect(html).toContain('即将开始');
    expect(html).toContain('距开始');
    expect(html).not.toContain('加入采购单');
  });

  it('renders the theme with its activities as cards', async () => {
    for (const url of ['/sales/theme', `/sales/theme/${themeId}`]) {
      const html = await page(url);
      expect(html).toContain('新学期实验室焕新季');
      expect(html).toContain(`href="/sales/${runningId}"`);
      expect(html).toContain(`href="/sales/${upcomingId}"`);
    }
  });

  it('sends an unknown, unpublished or malformed id to the not-found page', async () => {
    await t.database.db.update(activities).set({ published: false }).where(eq(activities.id, upcomingId));
    for (const url of ['/sales/999999999', `/sales/${upcomingId}`, '/sales/abc', '/sales/theme/999999999']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/error/404');
    }
    await t.database.db.update(activities).set({ published: true }).where(eq(activities.id, upcomingId));
  });
});
