/**
 * Regulatory classes a product may carry; several at once (高锰酸钾 is 易制毒第三类 and 易制爆, and every
 * listed substance is also a 危险化学品). Stored now; the purchase rules that use them come later.
 *
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

/** Merchants write the Chinese names as often as the codes; both are accepted on import. */
const ALIASES: Record<string, ControlledClass> = {
  危险化学品: 'hazardous',
  危化品: 'hazardous',
  易制毒第一类: 'precursor-1',
  易制毒一类: 'precursor-1',
  易制毒1: 'precursor-1',
  易制毒第二类: 'precursor-2',
  易制毒二类: 'precursor-2',
  易制毒2: 'precursor-2',
  易制毒第三类: 'precursor-3',
  易制毒三类: 'precursor-3',
  易制毒3: 'precursor-3',
  易制爆: 'explosive-precursor',
  剧毒: 'highly-toxic',
  剧毒化学品: 'highly-toxic',
};

/** A code or a Chinese name (spaces ignored, codes case-insensitive) → the code; null if unknown. */
export function parseControlledClass(value: string): ControlledClass | null {
  const v = value.replace(/\s+/g, '');
  const code = v.toLowerCase();
  if ((CONTROLLED_CLASSES as readonly string[]).includes(code)) return code as ControlledClass;
  return ALIASES[v] ?? null;
}

/** Fixed order, so the same set always prints (and compares) the same. */
export function sortControlled(classes: Iterable<ControlledClass>): ControlledClass[] {
  const set = new Set(classes);
  return CONTROLLED_CLASSES.filter((c) => set.has(c));
}
