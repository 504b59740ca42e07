import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';

/** The storefront's catalogue as crawlers and visitors get it: server-rendered, through the real API. */
describe('catalogue pages served by the one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The crawler files name the Host they were asked under only when it is allowed (public-origin.web.test.ts).
    t = await buildTestApp('pglite', { web: true, env: { ALLOWED_HOSTS: 'shop.example' } });
    await seedDemoData(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  it('when the list is searched by a CAS without dashes, then it says how it read it, not that it widened', async () => {
    const read = await t.app.inject({ url: '/list?keyword=75058' });
    expect(read.body).toContain('按 CAS 75-05-8 查找');
    expect(read.body).not.toContain('已为您放宽搜索');
    const typo = await t.app.inject({ url: '/list?keyword=acetonitrle' });
    expect(typo.body).toContain('没有完全匹配的商品，已为您放宽搜索<');
    expect(typo.body).toContain('acetonitrile');
    const exact = await t.app.inject({ url: `/list?keyword=${encodeURIComponent('乙腈')}` });
    expect(exact.body).not.toContain('lm-search-notes');
  });

  it('when the list is narrowed by molecular weight, then the range stays on the page and in a removable chip', async () => {
    const ranged = await t.app.inject({
      url: `/list?keyword=${encodeURIComponent('乙腈')}&mw_min=40&mw_max=42`,
    });
    expect(ranged.statusCode).toBe(200);
    expect(ranged.body).toContain('>乙腈<');
    expect(ranged.body).not.toContain('>氘代乙腈<');
    expect(ranged.body).toContain('40 – 42');
    expect(ranged.body).toMatch(/name="mw_min"[^>]*value="40"/);
    expect(ranged.body).toContain(`href="/list?keyword=${encodeURIComponent('乙腈')}"`);
    const reversed = await t.app.inject({ url: '/list?mw_min=100&mw_max=50' });
    expect(reversed.body).toContain('分子量上限不能小于下限');
  });

  it('points robots at an absolute sitemap and away from member pages', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Sitemap: http://shop.example/sitemap.xml');
    expect(response.body).toMatch(/^Disallow: \/user$/m);
  });

  it('lists every product page and every category list in the sitemaps', async () => {
    const index = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<loc>http://shop.example/sitemap/static.xml</loc>');
    expect(index.body).toContain('<loc>http://shop.example/sitemap/products/1.xml</loc>');
    expect(index.body).not.toContain('products/2.xml');

    const products = await t.app.inject({
      url: '/sitemap/products/1.xml',
      headers: { host: 'shop.example' },
    });
    const { obj } = await t.client.get<{ total: number }>('/product/list', {});
    expect(products.body.match(/<loc>http:\/\/shop\.example\/item\/\d+<\/loc>/g)).toHaveLength(obj.total);

    const pages = await t.app.inject({ url: '/sitemap/static.xml', headers: { host: 'shop.example' } });
    expect(pages.body).toContain('<loc>http://shop.example/brand</loc>');
    expect(pages.body).toMatch(/<loc>http:\/\/shop\.example\/list\?filter=product_type_id%3A\d+<\/loc>/);
  });

  describe('prices reach members only, in the HTML too', () => {
    const PRICE = /¥\s?[\d,]+\.\d{2}/;
    let productId: number;
    let prices: string[];
    let memberCookie: string;

    beforeAll(async () => {
      const found = await t.client.get<{ list: { id: number }[] }>('/product/list', { keyword: '乙腈' });
      productId = found.obj.list[0]!.id;
      await t.login();
      memberCookie = `session=${t.client.session}`;
      const detail = await t.client.get<{ skus: { price: string }[] }>('/product/detail', { id: productId });
      prices = detail.obj.skus.map((s) => s.price);
      expect(prices.length).toBeGreaterThan(0);
    });

    const page = (url: string, cookie?: string) =>
      t.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) }).then((r) => {
        expect(r.statusCode).toBe(200);
        return r.body;
      });

    it.each(['/list?keyword=%E4%B9%99%E8%85%88', '/list', '/item/:id'])(
      'renders %s for a visitor with 登录询价 and no price anywhere in the document',
      async (path) => {
        const html = await page(path.replace(':id', String(productId)));
        expect(html).toContain('登录询价');
        expect(html).not.toMatch(PRICE);
        for (const price of prices) expect(html).not.toContain(price);
        expect(html).not.toMatch(/"(min_)?price"/);
      },
    );

    it('renders the prices for a member', async () => {
      const item = await page(`/item/${productId}`, memberCookie);
      expect(item).toMatch(PRICE);
      for (const price of prices) expect(item).toContain(price);
      expect(item).not.toContain('登录询价');
      expect(await page('/list?keyword=%E4%B9%99%E8%85%88', memberCookie)).toMatch(PRICE);
    });

    it('describes the product to crawlers as JSON-LD without offers or prices', async () => {
      const html = await page(`/item/${productId}`);
      const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
      expect(script).not.toBeNull();
      const data = JSON.parse(script![1]!);
      expect(data).toMatchObject({ '@type': 'Product', name: '乙腈' });
      expect(JSON.stringify(data)).toContain('75-05-8');
      expect(JSON.stringify(data)).not.toMatch(/offers|price/i);
    });
  });

  it('answers 404 for a product sitemap that does not exist', async () => {
    expect((await t.app.inject('/sitemap/products/2.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap/products/abc')).statusCode).toBe(404);
  });
});
