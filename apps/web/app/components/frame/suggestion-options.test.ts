import { describe, expect, it } from 'vitest';
import { nextActive, suggestionOptions } from './suggestion-options';

describe('suggestionOptions', () => {
  it('when the answer has products, categories and brands, then they come in that order with their links', () => {
    const options = suggestionOptions({
      products: [{ id: 7, name: '乙腈', name_en: 'Acetonitrile', cas: '75-05-8', grade: '色谱纯 HPLC' }],
      categories: [{ id: 3, name: '有机溶剂' }],
      brands: [{ id: 5, name: '蓝标' }],
    });
    expect(options.map((o) => [o.group, o.href])).toEqual([
      ['products', '/item/7'],
      ['categories', '/list?filter=product_type_id%3A3'],
      ['brands', '/list?filter=product_brand_id%3A5'],
    ]);
    expect(options[0]?.detail).toBe('色谱纯 HPLC · Acetonitrile · 75-05-8');
  });
});

describe('nextActive', () => {
  it.each([
    [-1, 'ArrowDown', 0],
    [2, 'ArrowDown', 0],
    [0, 'ArrowDown', 1],
    [-1, 'ArrowUp', 2],
    [0, 'ArrowUp', 2],
    [2, 'ArrowUp', 1],
  ] as const)('when at %i and %s is pressed among 3, then the active option is %i', (current, key, next) => {
    expect(nextActive(current, 3, key)).toBe(next);
  });

  it('when there are no options, then nothing is active', () => {
    expect(nextActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
