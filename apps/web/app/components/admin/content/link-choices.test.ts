import { LinkType, resolveLink } from '@labmall/rules';
import { describe, expect, it } from 'vitest';
import { paramsFor } from './link-choices';

describe('paramsFor', () => {
  it('keeps only the id of the chosen type', () => {
    expect(paramsFor(LinkType.Product, { product_id: '12', news_id: 3 })).toEqual({ product_id: 12 });
    expect(paramsFor(LinkType.Coupons, { product_id: 12 })).toEqual({});
  });
  it('keeps a product list’s category and keyword, and the link resolves', () => {
    const params = paramsFor(LinkType.ProductList, { product_type_id: '5', keyword: ' 乙腈 ' });
    expect(params).toEqual({ product_type_id: 5, keyword: '乙腈' });
    expect(resolveLink(LinkType.ProductList, params)).toMatch(/^\/list\?keyword=/);
  });
});
