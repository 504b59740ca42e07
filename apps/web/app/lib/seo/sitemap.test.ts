import { describe, expect, it } from 'vitest';
import { datedUrlSet, sitemapIndex, sitemapPage, urlSet } from './sitemap';

describe('sitemap', () => {
  it('escapes the ampersands of list filters', () => {
    const xml = urlSet(['https://shop.example/list?filter=product_type_id:3&page=2']);
    expect(xml).toContain('<loc>https://shop.example/list?filter=product_type_id:3&#38;page=2</loc>');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  });

  it('gives an entry its last change when it has one', () => {
    const xml = datedUrlSet([
      { url: 'https://s/article/1', lastmod: '2026-03-02T01:00:00.000Z' },
      { url: 'https://s/issue' },
    ]);
    expect(xml).toContain(
      '<url><loc>https://s/article/1</loc><lastmod>2026-03-02T01:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://s/issue</loc></url>');
  });

  it('indexes sitemap files', () => {
    expect(sitemapIndex(['https://s/a.xml', 'https://s/b.xml']).match(/<sitemap>/g)).toHaveLength(2);
  });

  it.each([
    ['1.xml', 1],
    ['20.xml', 20],
    ['0.xml', null],
    ['x.xml', null],
    ['1.txt', null],
    [undefined, null],
  ])('reads the page of %s as %s', (file, page) => {
    expect(sitemapPage(file)).toBe(page);
  });
});
