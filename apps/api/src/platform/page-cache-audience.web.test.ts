import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';

const PRICE = /class="lm-price">¥/;

/**
 * The visitor page cache against every way a member's cookie can be written (issue 30: a space before
 * `=` kept a member's page, with their phone number, for every visitor): the cookie parser that
 * resolves the session and the cache must agree, and where they could not, rendering decides.
 */
describe('the visitor page cache and who a page was rendered for', () => {
  let t: TestApp;
  let trusting: TestApp;
  let token: string;
  let phone: string;
  let pages: string[];

  beforeAll(async () => {
    const env = { PAGE_CACHE_SECONDS: '60' };
    t = await buildTestApp('pglite', { web: true, env });
    await seedDemoData(t.database.db);
    const member = await t.login({ nickname: '缓存探针' } as never);
    token = t.client.session!;
    phone = member.phone;
    const found = await t.client.get<{ list: { id: number }[] }>('/product/list', { keyword: '乙腈' });
    const points = await t.client.get<{ list: { id: number }[] }>('/points/list', {});
    // The public pages a visitor can be served from the cache (/coupon and /sales set their own
    // `private` caching: a countdown, claim states), members' pages on the same URLs.
    pages = [
      '/',
      '/list',
      '/list?keyword=%E4%B9%99%E8%85%88',
      `/item/${found.obj.list[0]!.id}?d=1`,
      '/points',
      `/points/${points.obj.list[0]!.id}`,
      '/article',
      '/programme',
      '/brand',
      '/issue',
      '/about',
    ];
    // A cache told that every GET is a visitor's: only what rendering did can keep a member's page out.
    trusting = await buildTestApp('pglite', {
      web: true,
      env,
      database: t.database,
      isVisitorRequest: (request) => request.method === 'GET',
    });
  }, 180_000);
  afterAll(async () => {
    await trusting?.app.close();
    await t?.close();
  });

  const variants = (value: string): [string, Record<string, string>][] => [
    ['plain', { cookie: `session=${value}` }],
    ['space before =', { cookie: `session =${value}` }],
    ['tab before =', { cookie: `session\t=${value}` }],
    ['space after =', { cookie: `session= ${value}` }],
    ['another cookie first, spaced', { cookie: `x=1 ; session =${value}` }],
    ['another cookie first, no space', { cookie: `x=1;session=${value}` }],
    ['leading space', { cookie: ` session=${value}` }],
    ['upper-case header name', { COOKIE: `session =${value}` }],
    ['order list only', { cookie: `order_list =%5B%5D` }],
  ];

  it.each(variants('TOKEN'))(
    'a member cookie written %s is never kept nor served a kept page',
    async (_, headers) => {
      // The pages the probe named; the last test covers every public page.
      for (const url of pages.slice(0, 5)) {
        await t.app.deps.pageCache.purge();
        const filled = Object.fromEntries(
          Object.entries(headers).map(([k, v]) => [k, v.replace('TOKEN', token)]),
        );
        const member = await t.app.inject({ url, headers: filled });
        expect(member.headers['x-page-cache'], `${url} with ${JSON.stringify(headers)}`).toBeUndefined();
        expect(member.headers['cache-control']).toBe('private, no-store');
        expect(t.app.deps.pageCache.stats().pages).toBe(0);

        const visitor = await t.app.inject({ url });
        expect(visitor.headers['x-page-cache']).toBe('miss');
        expect(visitor.body).not.toContain(phone);
        expect(visitor.body).not.toContain('缓存探针');
        expect(visitor.body).not.toMatch(PRICE);
        // And the member is not given the visitor's kept page either.
        const again = await t.app.inject({ url, headers: filled });
        expect(again.headers['x-page-cache']).toBeUndefined();
      }
    },
  );

  it('a member is resolved through every spelling the session parser accepts', async () => {
    for (const [, headers] of variants(token).slice(0, 8)) {
      const page = await t.app.inject({ url: pages[3]!, headers });
      expect(page.body).toContain(phone);
      expect(page.body).toMatch(PRICE);
    }
  });

  it('when the lookup takes a member for a visitor, the page is still not kept, on every public page', async () => {
    for (const url of pages) {
      await trusting.app.deps.pageCache.purge();
      const member = await trusting.app.inject({ url, headers: { cookie: `session=${token}` } });
      expect(member.statusCode, url).toBe(200);
      expect(member.body).toContain(phone);
      expect(member.headers['x-page-cache']).toBeUndefined();
      expect(member.headers['cache-control']).toBe('private, no-store');
      expect(trusting.app.deps.pageCache.stats().pages).toBe(0);

      const visitor = await trusting.app.inject({ url });
      expect(visitor.headers['x-page-cache']).toBe('miss');
      expect(visitor.body).not.toContain(phone);
      expect(visitor.body).not.toMatch(PRICE);
    }
  });
});
