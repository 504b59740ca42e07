import { CONTROLLED_CLASSES, type ControlledClass } from '@labmall/contract/catalogue-choices';

/**
 * Regulatory classes a product may carry; several at once (高锰酸钾 is 易制毒第三类 and 易制爆, and every
 * listed substance is also a 危险化学品). The codes and labels live in the contract (the console shows
 * them); the import's spellings of them are here.
 */
export {
  CONTROLLED_CLASSES,
  CONTROLLED_LABELS,
  type ControlledClass,
} from '@labmall/contract/catalogue-choices';

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
