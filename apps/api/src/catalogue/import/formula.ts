import { ATOMIC_WEIGHTS } from './atomic-weights.ts';

/**
 * Molecular formulas as catalogues write them: Hill (C2H3N), structural (CH3(CH2)11OSO3Na), with
 * brackets (K3[Fe(CN)6]) and adducts after a centre dot (CuSO4·5H2O, NH2OH·HCl, CaSO4·0.5H2O; a
 * plain `.` also works before a whole coefficient, CuSO4.5H2O).
 * Returns element counts, or null when the text is not such a formula (polymers such as (C6H10O5)n,
 * mixtures, unknown element symbols).
 */
export function parseFormula(formula: string): Map<string, number> | null {
  const text = formula.replace(/\s+/g, '');
  if (text.length === 0 || text.length > 80) return null;
  const counts = new Map<string, number>();
  // A dot separates adducts (CuSO4.5H2O) unless it is the decimal point of a coefficient (·0.5H2O).
  for (const adduct of text.split(/[·•*]|(?<![·•*]\d+)\.(?=\d*[A-Z([])/)) {
    const lead = /^(\d+(?:\.\d+)?)?(.+)$/.exec(adduct);
    if (!lead) return null;
    const factor = lead[1] ? Number(lead[1]) : 1;
    const parsed = parseGroup(lead[2]!, 0);
    if (!parsed || parsed.end !== lead[2]!.length) return null;
    for (const [element, n] of parsed.counts) counts.set(element, (counts.get(element) ?? 0) + n * factor);
  }
  return counts;
}

const CLOSE: Record<string, string> = { '(': ')', '[': ']' };

const isUpper = (c: string | undefined) => c !== undefined && c >= 'A' && c <= 'Z';
const isLower = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

function parseGroup(s: string, start: number): { counts: Map<string, number>; end: number } | null {
  const counts = new Map<string, number>();
  let i = start;
  while (i < s.length) {
    const c = s[i]!;
    let inner: Map<string, number>;
    if (c === '(' || c === '[') {
      const group = parseGroup(s, i + 1);
      if (!group || s[group.end] !== CLOSE[c]) return null;
      inner = group.counts;
      i = group.end + 1;
    } else if (c === ')' || c === ']') {
      break;
    } else {
      const element = elementAt(s, i);
      if (!element) return null;
      inner = new Map([[element, 1]]);
      i += element.length;
    }
    let n = 0;
    let digits = 0;
    while (isDigit(s[i])) {
      n = n * 10 + Number(s[i]);
      i++;
      digits++;
    }
    if (digits === 0) n = 1;
    for (const [element, k] of inner) counts.set(element, (counts.get(element) ?? 0) + k * n);
  }
  return counts.size > 0 ? { counts, end: i } : null;
}

/** Two letters when they name an element (Co, Cl), else one (C, O). */
function elementAt(s: string, i: number): string | null {
  if (!isUpper(s[i])) return null;
  if (isLower(s[i + 1])) {
    const two = s[i]! + s[i + 1]!;
    if (ATOMIC_WEIGHTS[two] !== undefined) return two;
  }
  return ATOMIC_WEIGHTS[s[i]!] !== undefined ? s[i]! : null;
}

/** Sum of standard atomic weights of parsed counts. */
export function countsWeight(counts: ReadonlyMap<string, number>): number {
  let sum = 0;
  for (const [element, n] of counts) sum += ATOMIC_WEIGHTS[element]! * n;
  return sum;
}

/** Sum of standard atomic weights, or null for what {@link parseFormula} does not read. */
export function formulaWeight(formula: string): number | null {
  const counts = parseFormula(formula);
  return counts ? countsWeight(counts) : null;
}
