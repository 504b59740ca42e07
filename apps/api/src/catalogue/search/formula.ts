import { parseFormula } from '../import/formula.ts';
import { hillFormula } from '../structure/hill-formula.ts';

/**
 * A keyword that may be a molecular formula: one word of element symbols, counts, brackets and an
 * adduct dot (C2H3N, NC2H3, CH3CN, (NH4)2SO4, CuSO4·5H2O). Names, CAS numbers and 货号 with a dash
 * never are.
 */
const FORMULA_SHAPE = /^[A-Z][A-Za-z0-9()[\]·.]{0,39}$/;

/**
 * The keyword as a Hill formula (CH3CN → C2H3N), the key products_hill_formula_idx is looked up by; null
 * when it is not a formula. Many short words parse as one too (PBS is P, B and S; HCl and NaCl are real
 * ones), so a formula only puts its products first and never replaces the keyword search.
 */
export function formulaKey(keyword: string): string | null {
  const text = keyword.trim();
  if (!FORMULA_SHAPE.test(text)) return null;
  const counts = parseFormula(text);
  return counts ? hillFormula(counts) : null;
}
