/**
 * Labels of the catalogue's codes, zod-free so the console's pages may import them (ADR 16): the
 * regulatory classes a product carries and the kinds of stock movement in the ledger.
 */

/**
 * - hazardous: 《危险化学品目录》(2015 版) listed substance.
 * - precursor-1/2/3: 《易制毒化学品管理条例》 categories 1–3 (with later additions).
 * - explosive-precursor: 《易制爆危险化学品名录》(2017 版).
 * - highly-toxic: 剧毒化学品 (marked so in the 危险化学品目录).
 */
export const CONTROLLED_CLASSES = [
  'hazardous',
  'precursor-1',
  'precursor-2',
  'precursor-3',
  'explosive-precursor',
  'highly-toxic',
] as const;

export type ControlledClass = (typeof CONTROLLED_CLASSES)[number];

export const CONTROLLED_LABELS: Record<ControlledClass, string> = {
  hazardous: '危险化学品',
  'precursor-1': '易制毒第一类',
  'precursor-2': '易制毒第二类',
  'precursor-3': '易制毒第三类',
  'explosive-precursor': '易制爆',
  'highly-toxic': '剧毒',
};

/** 上架筛选 of the console's product list. */
export const ON_SALE_FILTERS = ['all', 'on', 'off'] as const;
export type OnSaleFilter = (typeof ON_SALE_FILTERS)[number];
