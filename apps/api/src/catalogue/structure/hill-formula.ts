import { parseFormula } from '../import/formula.ts';

/**
 * Writes element counts in Hill order: with carbon, C then H then the rest A–Z; without carbon,
 * everything A–Z. D (deuterium) follows H, as CDCl3 and C6D6 are written.
 */
export function hillFormula(counts: ReadonlyMap<string, number>): string {
  const present = [...counts.keys()].filter((e) => (counts.get(e) ?? 0) > 0);
  const rest = present.filter((e) => e !== 'C' && e !== 'H' && e !== 'D').sort();
  const order = counts.get('C') ? ['C', 'H', 'D', ...rest] : [...present].sort();
  return order
    .filter((e) => present.includes(e))
    .map((e) => `${e}${formatCount(counts.get(e)!)}`)
    .join('');
}

function formatCount(n: number): string {
  if (n === 1) return '';
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

/**
 * A formula as written (CH3CN, NC2H3, CuSO4·5H2O) as its Hill formula, the key products are looked up
 * by; '' when it does not parse, null when there is none.
 */
export function hillKey(formula: string | null | undefined): string | null {
  if (!formula) return null;
  const counts = parseFormula(formula);
  const hill = counts ? hillFormula(counts) : '';
  // The column holds 100 characters; a formula longer than that is not one anybody types.
  return hill.length <= 100 ? hill : '';
}
