import type { BrandEntry } from './types';

/** The index bar's letters: A–Z, then # for names that start with neither a letter nor pinyin. */
export const BRAND_INITIALS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/** Brands grouped under their initial, in index order; letters without brands are left out. */
export function groupBrands(brands: readonly BrandEntry[]) {
  const byInitial = new Map<string, BrandEntry[]>();
  for (const brand of brands) {
    const initial = BRAND_INITIALS.includes(brand.initial) ? brand.initial : '#';
    const group = byInitial.get(initial);
    if (group) group.push(brand);
    else byInitial.set(initial, [brand]);
  }
  return BRAND_INITIALS.flatMap((initial) => {
    const group = byInitial.get(initial);
    return group ? [{ initial, brands: group }] : [];
  });
}
