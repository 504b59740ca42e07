/**
 * Reagent grades as Chinese catalogues label them. A substance sold in two grades is two products (the
 * grade is part of what a buyer chooses, and of the price); a grade given as a purity ("98%") is sold as
 * that purity. `price` multiplies the tier's analytical-grade reference price.
 */
export const GRADES = {
  CP: { label: '化学纯 CP', price: 0.8 },
  AR: { label: '分析纯 AR', price: 1 },
  GR: { label: '优级纯 GR', price: 1.5 },
  PT: { label: '基准试剂 PT', price: 2.2 },
  SP: { label: '光谱纯 SP', price: 3 },
  BR: { label: '生化试剂 BR', price: 1.6 },
  HPLC: { label: '色谱纯 HPLC', price: 2.5 },
  GC: { label: '气相色谱纯 GC', price: 2.5 },
  LCMS: { label: '质谱级 LC-MS', price: 5 },
  CC: { label: '柱层析级', price: 1 },
  NMR: { label: '核磁级 NMR', price: 1 },
} as const satisfies Record<string, { label: string; price: number }>;

export type GradeCode = keyof typeof GRADES;

/** `98%`, `≥99%`, `99.5%`: a purity instead of a grade name. */
export const PURITY_GRADE = /^[≥>]?\d{2,3}(?:\.\d+)?%$/;

export function isGradeCode(code: string): code is GradeCode {
  return Object.hasOwn(GRADES, code);
}

/** A solvent's chromatography grades live under 色谱试剂/色谱溶剂, whatever the substance's own category. */
export const CHROMATOGRAPHY_GRADES: readonly string[] = ['HPLC', 'GC', 'LCMS'];
export const CHROMATOGRAPHY_SOLVENTS = '化学试剂/色谱试剂/色谱溶剂';
