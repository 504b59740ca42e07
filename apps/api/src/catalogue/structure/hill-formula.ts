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
