import { describe, expect, it } from 'vitest';
import { formatListFilter, type ListFilter, parseListFilter } from './list-filter.ts';

describe('parseListFilter', () => {
  it.each<[string | null | undefined, ListFilter]>([
    ['product_type_id:3;product_brand_id:5,8', { productTypeId: 3, brandIds: [5, 8] }],
    ['product_type_id:3', { productTypeId: 3, brandIds: [] }],
    ['product_brand_id:5', { brandIds: [5] }],
    ['product_brand_id:5,8;product_type_id:3', { productTypeId: 3, brandIds: [5, 8] }],
    [' product_type_id : 3 ; product_brand_id: 5 , 8 ', { productTypeId: 3, brandIds: [5, 8] }],
    ['', { brandIds: [] }],
    [null, { brandIds: [] }],
    [undefined, { brandIds: [] }],
  ])('%j → %j', (filter, parsed) => {
    expect(parseListFilter(filter)).toEqual(parsed);
  });

  it.each<[string, ListFilter]>([
    ['product_type_id:abc', { brandIds: [] }],
    ['product_type_id:-3', { brandIds: [] }],
    ['product_type_id:0', { brandIds: [] }],
    ['product_type_id:3.5', { brandIds: [] }],
    ['product_type_id:99999999999999999999', { brandIds: [] }],
    ['product_brand_id:5,x,,8,5,1e3', { brandIds: [5, 8] }],
    ['product_brand_id:5;product_brand_id:8,5', { brandIds: [5, 8] }],
    ['product_type_id:x;product_type_id:4;product_type_id:6', { productTypeId: 4, brandIds: [] }],
    ['brand:5;product_type_id;:3;;garbage', { brandIds: [] }],
    ['product_type_id:3<script>', { brandIds: [] }],
  ])('ignores junk in %j', (filter, parsed) => {
    expect(parseListFilter(filter)).toEqual(parsed);
  });
});

describe('formatListFilter', () => {
  it.each<[Parameters<typeof formatListFilter>[0], string]>([
    [{ productTypeId: 3, brandIds: [5, 8] }, 'product_type_id:3;product_brand_id:5,8'],
    [{ productTypeId: 3 }, 'product_type_id:3'],
    [{ brandIds: [5] }, 'product_brand_id:5'],
    [{ brandIds: '5,8' }, 'product_brand_id:5,8'],
    [{}, ''],
    [{ productTypeId: 0, brandIds: [-1, Number.NaN] }, ''],
    [{ productTypeId: '3', brandIds: ['8', 8, 'x'] }, 'product_type_id:3;product_brand_id:8'],
  ])('%j → %j', (filter, text) => {
    expect(formatListFilter(filter)).toBe(text);
  });

  it.each<ListFilter>([
    { productTypeId: 3, brandIds: [5, 8] },
    { productTypeId: 12, brandIds: [] },
    { brandIds: [1, 2, 3] },
    { brandIds: [] },
  ])('round-trips %j', (filter) => {
    expect(parseListFilter(formatListFilter(filter))).toEqual(filter);
  });

  it.each(['product_type_id:3;product_brand_id:5,8', 'product_brand_id:5', ''])(
    'formats %j back to itself',
    (text) => {
      expect(formatListFilter(parseListFilter(text))).toBe(text);
    },
  );
});
