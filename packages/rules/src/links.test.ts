import { describe, expect, it } from 'vitest';
import { LinkType, resolveLink } from './links.ts';

describe('resolveLink', () => {
  it.each([
    [LinkType.Product, { product_id: 12 }, '/item/12'],
    [LinkType.Activity, { activity_id: 3 }, '/sales/3'],
    [LinkType.Solution, { solution_id: 4 }, '/programme/4'],
    [LinkType.NewsList, {}, '/article'],
    [LinkType.News, { news_id: 5 }, '/article/5'],
    [LinkType.Problem, { problem_id: 6 }, '/issue/6'],
    [LinkType.Page, { page_id: 7 }, '/about/7'],
    [LinkType.SolutionList, {}, '/programme'],
    [LinkType.Points, {}, '/points'],
    [LinkType.Coupons, {}, '/coupon'],
    [LinkType.ActivityTheme, { activity_theme_id: 9 }, '/sales/theme/9'],
    [LinkType.Brands, {}, '/brand'],
  ])('type %i %j → %s', (type, params, path) => {
    expect(resolveLink(type, params)).toBe(path);
  });

  it('keeps the numeric values of the back office', () => {
    expect(LinkType).toMatchObject({ ProductList: 7, Product: 8, Activity: 20, ActivityTheme: 40 });
  });

  it('accepts ids sent as digit strings', () => {
    expect(resolveLink(8, { product_id: '12' })).toBe('/item/12');
  });

  it.each([
    [8, {}],
    [8, { product_id: null }],
    [8, { product_id: '' }],
    [8, { product_id: 0 }],
    [8, { product_id: -1 }],
    [8, { product_id: 1.5 }],
    [8, { product_id: '../admin' }],
    [8, { product_id: '12?x=1' }],
    [20, { product_id: 12 }],
    [21, {}],
    [23, {}],
    [24, {}],
    [25, {}],
    [40, { activity_id: 1 }],
  ])('falls back to the home page for type %i with %j', (type, params) => {
    expect(resolveLink(type, params)).toBe('/');
  });

  it.each([0, 1, 9, 27, 99, -8, Number.NaN])('sends unknown type %d home', (type) => {
    expect(resolveLink(type, { product_id: 1 })).toBe('/');
  });

  describe('product list (7)', () => {
    it('carries keyword and filter, URL-encoded', () => {
      const path = resolveLink(7, { keyword: '乙腈 HPLC', product_type_id: 3, product_brand_id: [5, 8] });
      expect(path).toBe(
        `/list?keyword=${'%E4%B9%99%E8%85%88'}+HPLC&filter=product_type_id%3A3%3Bproduct_brand_id%3A5%2C8`,
      );
      const query = new URLSearchParams(path.split('?')[1]);
      expect(query.get('keyword')).toBe('乙腈 HPLC');
      expect(query.get('filter')).toBe('product_type_id:3;product_brand_id:5,8');
    });

    it('omits empty parts', () => {
      expect(resolveLink(7, {})).toBe('/list');
      expect(resolveLink(7, { keyword: '  ', product_brand_id: [] })).toBe('/list');
      expect(resolveLink(7, { keyword: ' 烧杯 ' })).toBe('/list?keyword=%E7%83%A7%E6%9D%AF');
      expect(resolveLink(7, { product_type_id: 3 })).toBe('/list?filter=product_type_id%3A3');
      expect(resolveLink(7, { product_brand_id: '5,8' })).toBe('/list?filter=product_brand_id%3A5%2C8');
    });

    it('encodes characters that would break the query', () => {
      const path = resolveLink(7, { keyword: 'a&filter=x#y' });
      expect(new URLSearchParams(path.split('?')[1]).get('keyword')).toBe('a&filter=x#y');
      expect(path).not.toContain('#');
    });

    it('drops junk ids', () => {
      expect(resolveLink(7, { product_type_id: 'abc', product_brand_id: ['5', 'x', 0, 5, 8] })).toBe(
        '/list?filter=product_brand_id%3A5%2C8',
      );
    });
  });
});
