import { describe, expect, it } from 'vitest';
import { groupBrands } from './brand-groups';

const brand = (id: number, initial: string) => ({
  id,
  name: `b${id}`,
  name_en: '',
  initial,
  logo: null,
  product_count: 1,
});

describe('groupBrands', () => {
  it('when brands come in any order, then groups follow A–Z then # and keep the given order inside', () => {
    const groups = groupBrands([brand(1, 'Z'), brand(2, '#'), brand(3, 'A'), brand(4, 'A')]);
    expect(groups.map((g) => [g.initial, g.brands.map((b) => b.id)])).toEqual([
      ['A', [3, 4]],
      ['Z', [1]],
      ['#', [2]],
    ]);
  });

  it('when an initial is outside the index, then the brand goes under #', () => {
    expect(groupBrands([brand(1, 'a')])[0]?.initial).toBe('#');
  });
});
