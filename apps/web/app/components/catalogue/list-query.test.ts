import { describe, expect, it } from 'vitest';
import {
  brandListHref,
  hasMwRange,
  listHref,
  mwPayload,
  readListQuery,
  toggleBrand,
  withCategory,
  withoutMw,
  withSort,
} from './list-query';

const read = (search: string) => readListQuery(new URLSearchParams(search));

describe('readListQuery', () => {
  it('when the URL has keyword, filter and sort, then all three are read', () => {
    expect(
      read('keyword=%20乙腈%20&filter=product_type_id:3;product_brand_id:5,8&sort=newest&page=2'),
    ).toEqual({
      keyword: '乙腈',
      filter: { productTypeId: 3, brandIds: [5, 8] },
      mwMin: '',
      mwMax: '',
      sort: 'newest',
    });
  });

  it('when the URL has a molecular weight range, then it is kept in every link and sent as numbers', () => {
    const query = read('keyword=acid&mw_min=%2040&mw_max=100.5');
    expect([query.mwMin, query.mwMax]).toEqual(['40', '100.5']);
    const sorted = new URL(listHref(withSort(query, 'newest')), 'http://shop');
    expect(sorted.searchParams.get('mw_min')).toBe('40');
    expect(sorted.searchParams.get('mw_max')).toBe('100.5');
    expect(hasMwRange(query)).toBe(true);
    expect(listHref(withoutMw(query))).toBe('/list?keyword=acid');
    expect(mwPayload('40')).toBe(40);
    expect(mwPayload('')).toBeUndefined();
    // Not a number: passed on as text, for the API to say what is wrong in Chinese.
    expect(mwPayload('abc')).toBe('abc');
  });

  it('when the sort is unknown, then it reads as relevance', () => {
    expect(read('sort=cheapest').sort).toBe('relevance');
  });
});

describe('listHref', () => {
  it('when the query is all defaults, then it is plain /list', () => {
    expect(listHref(read(''))).toBe('/list');
  });

  it('when a brand is toggled, then the page is dropped and the other brands stay', () => {
    const query = read('keyword=acid&filter=product_type_id:3;product_brand_id:5&page=4');
    const added = new URL(listHref(toggleBrand(query, 8)), 'http://shop');
    expect(added.searchParams.get('filter')).toBe('product_type_id:3;product_brand_id:5,8');
    expect(added.searchParams.get('keyword')).toBe('acid');
    expect(added.searchParams.has('page')).toBe(false);
    const removed = new URL(listHref(toggleBrand(query, 5)), 'http://shop');
    expect(removed.searchParams.get('filter')).toBe('product_type_id:3');
  });

  it('when the category is removed or the sort changed, then the rest is kept', () => {
    const query = read('filter=product_type_id:3;product_brand_id:5');
    expect(new URL(listHref(withCategory(query, undefined)), 'http://shop').searchParams.get('filter')).toBe(
      'product_brand_id:5',
    );
    expect(listHref(withSort(query, 'price_asc'))).toBe(
      '/list?filter=product_type_id%3A3%3Bproduct_brand_id%3A5&sort=price_asc',
    );
  });
});

describe('brandListHref', () => {
  it('when given a brand id, then the list is filtered by it', () => {
    expect(new URL(brandListHref(7), 'http://shop').searchParams.get('filter')).toBe('product_brand_id:7');
  });
});
