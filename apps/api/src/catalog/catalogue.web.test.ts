import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';

/** The storefront's catalogue as crawlers and visitors get it: server-rendered, through the real API. */
describe('catalogue pages served by the one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { web: true });
    await seedDemoData(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

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

  it('answers 404 for a product sitemap that does not exist', async () => {
    expect((await t.app.inject('/sitemap/products/2.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap/products/abc')).statusCode).toBe(404);
  });
});
