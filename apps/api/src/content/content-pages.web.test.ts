import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';
import { articles } from './articles.schema.ts';

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));

/** The content pages as crawlers and visitors get them: server-rendered, through the real API. */
describe('articles, solutions, FAQs and about pages served by the one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { web: true, env: { ALLOWED_HOSTS: 'shop.example' } });
    await seedDemoData(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  const page = async (url: string, cookie?: string) => {
    const r = await t.app.inject({ url, headers: { host: 'shop.example', ...(cookie ? { cookie } : {}) } });
    expect(r.statusCode, url).toBe(200);
    return r.body;
  };

  it('when the sitemap is read, then its index names the content file, which lists the seeded content', async () => {
    expect(await page('/sitemap.xml')).toContain('<loc>http://shop.example/sitemap/content.xml</loc>');
    const xml = await page('/sitemap/content.xml');
    for (const path of [
      '/article/1',
      '/article/12',
      '/programme/1',
      '/programme/5',
      '/issue/15',
      '/about/5',
      '/issue',
    ])
      expect(xml).toContain(`<loc>http://shop.example${path}</loc>`);
    expect(xml).toMatch(/<lastmod>2026-03-02T01:00:00\.000Z<\/lastmod>/);
  });

  it('when an article is rendered, then it has its title, description, canonical, Article and BreadcrumbList data', async () => {
    const html = await page('/article/8');
    expect(html).toContain('<title>HPLC 流动相配制：溶剂纯度、过滤与脱气 - 蓝标实验商城</title>');
    expect(html).toMatch(/<meta name="description" content="色谱纯溶剂为何仍需过滤/);
    expect(html).toContain('<link rel="canonical" href="http://shop.example/article/8"/>');
    const data = jsonLd(html);
    expect(data.find((d) => d['@type'] === 'Article')).toMatchObject({
      headline: 'HPLC 流动相配制：溶剂纯度、过滤与脱气',
      datePublished: '2026-05-26T02:00:00.000Z',
      mainEntityOfPage: 'http://shop.example/article/8',
    });
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual([
      '首页',
      '资讯中心',
      '应用笔记',
      'HPLC 流动相配制：溶剂纯度、过滤与脱气',
    ]);
    expect(html).toContain('分享到新浪微博');
    // The first application note: nothing before it, the next note after it.
    expect(html).toMatch(/上一篇(<!-- -->)?：<\/dt><dd>没有了/);
    expect(html).toMatch(/下一篇(<!-- -->)?：<\/dt><dd><a href="\/article\/9"/);
  });

  it('when a stored body holds a script, then the rendered page does not', async () => {
    await t.database.db
      .update(articles)
      .set({ body: '<p>安全</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' })
      .where(eq(articles.id, 3));
    const html = await page('/article/3');
    expect(html).toContain('<p>安全</p>');
    expect(html).not.toMatch(/onerror|alert\(/);
  });

  it('when the news list is paged or filtered, then each page has its canonical address and real page links', async () => {
    const first = await page('/article');
    expect(first).toContain('<link rel="canonical" href="http://shop.example/article"/>');
    // 12 demo articles fit one page of 20: no page links, and a later page is empty rather than an error.
    expect(first).not.toContain('href="/article?page=2"');
    const second = await page('/article?page=2');
    expect(second).toContain('<link rel="canonical" href="http://shop.example/article?page=2"/>');
    expect(second).toContain('未找到相关信息');
    expect(await page('/article?category=3')).toContain('<h1 id="article-title">应用笔记</h1>');
  });

  it('when an id is unknown or not published, then the page goes to /error/404', async () => {
    for (const url of [
      '/article/999999',
      '/article/abc',
      '/programme/999999',
      '/issue/999999',
      '/about/999999',
      '/article?category=999',
    ]) {
      const r = await t.app.inject(url);
      expect(r.statusCode, url).toBe(302);
      expect(r.headers.location, url).toBe('/error/404');
    }
  });

  it('when a visitor opens a solution, then the bundle shows 登录询价 and no price anywhere; a member sees prices', async () => {
    const html = await page('/programme/1');
    expect(html).toContain('BY-B00058-5G');
    expect(html).toContain('登录询价');
    expect(html).toContain('一键加入采购单');
    expect(html).not.toMatch(/¥\s?[\d,]+\.\d{2}/);
    expect(html).not.toMatch(/"(price|total)"/);
    await t.login();
    const member = await page('/programme/1', `session=${t.client.session}`);
    expect(member).toMatch(/合计(<!-- -->)?：<span class="lm-price">¥392\.50/);
  });

  it('when /about and /issue are opened, then they show the first page and the questions by category', async () => {
    const about = await page('/about');
    expect(about).toContain('<h1>公司简介</h1>');
    expect(about).toContain('<link rel="canonical" href="http://shop.example/about/1"/>');
    expect(await page('/about/2')).toContain('危险化学品经营许可证');
    const issues = await page('/issue');
    expect(issues).toContain('配送与危化品');
    expect(issues).toContain('href="/issue/6"');
    const one = await page('/issue/6');
    expect(one).toContain('<h1>危险化学品如何配送？为什么比普通商品慢？</h1>');
    expect(one).toContain('同类问题');
  });
});
