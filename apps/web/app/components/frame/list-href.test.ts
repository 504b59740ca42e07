import { describe, expect, it } from 'vitest';
import { categoryHref, searchHref } from './list-href';

describe('searchHref', () => {
  it.each([
    ['乙醇', 1, '/list?keyword=%E4%B9%99%E9%86%87&filter=product_type_id%3A1'],
    ['  64-17-5 ', undefined, '/list?keyword=64-17-5'],
    ['', 10, '/list?filter=product_type_id%3A10'],
    ['   ', undefined, '/list'],
    ['a&b=c', undefined, '/list?keyword=a%26b%3Dc'],
  ])('when the keyword is %j and the category %j, then it goes to %s', (keyword, id, href) => {
    expect(searchHref(keyword, id)).toBe(href);
    const url = new URL(href, 'http://shop');
    if (keyword.trim()) expect(url.searchParams.get('keyword')).toBe(keyword.trim());
  });
});

describe('categoryHref', () => {
  it('when given a category id, then it links to the list filtered by product_type_id', () => {
    const url = new URL(categoryHref(11), 'http://shop');
    expect(url.pathname).toBe('/list');
    expect(url.searchParams.get('filter')).toBe('product_type_id:11');
  });
});
