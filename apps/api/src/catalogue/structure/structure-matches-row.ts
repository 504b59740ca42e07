import { parseFormula } from '../import/formula.ts';
import { hillFormula } from './hill-formula.ts';
import type { Structure } from './read-structure.ts';

/** Above this a stated MW is not the structure's: 0.05 is looser than any rounding of two decimals. */
export const MW_TOLERANCE = 0.05;

export type RowAgreement = { ok: true } | { ok: false; message: string };

/**
 * Whether a structure is the substance its row describes: the same atoms, however the row writes
 * them (C6H5Na3O7·2H2O, Na3C6H5O7.2H2O and C6H9Na3O9 are one formula), and a MW within
 * {@link MW_TOLERANCE}. A row without a formula or MW has nothing to disagree with on that count.
 */
export function structureMatchesRow(
  structure: Structure,
  rowFormula: string | null,
  rowMw: number | null,
): RowAgreement {
  if (rowFormula !== null) {
    const counts = parseFormula(rowFormula);
    if (!counts) return { ok: false, message: `分子式无法识别：“${rowFormula}”` };
    if (!sameCounts(counts, structure.counts)) {
      // A hydrate or structural formula is also shown in Hill order, so the two can be compared by eye.
      const hill = hillFormula(counts);
      const stated = hill === rowFormula ? rowFormula : `${rowFormula}（即 ${hill}）`;
      return { ok: false, message: `结构式的分子式为 ${structure.formula}，与填写的分子式 ${stated} 不符` };
    }
  }
  if (rowMw !== null && Math.abs(rowMw - structure.mw) > MW_TOLERANCE) {
    return {
      ok: false,
      message: `结构式（${structure.formula}）算得分子量 ${structure.mw.toFixed(2)}，与填写的分子量 ${rowMw} 相差超过 ${MW_TOLERANCE}`,
    };
  }
  return { ok: true };
}

function sameCounts(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  const elements = new Set([...a.keys(), ...b.keys()]);
  // Fractional hydrates (CaSO4·0.5H2O) multiply through to non-integers; compare with a hair of slack.
  for (const e of elements) if (Math.abs((a.get(e) ?? 0) - (b.get(e) ?? 0)) > 1e-9) return false;
  return true;
}
