import type { QueryGroup } from '../../search/query-groups.ts';
import { quoteLexeme } from '../../search/tsquery.ts';

/** A group as a tsquery: any of its alternatives, each an AND of lexemes. */
export function groupQuery(group: QueryGroup): string {
  const alternatives = group.alternatives.map((a) => a.map(quoteLexeme).join(' & '));
  return alternatives.length === 1 ? alternatives[0]! : alternatives.map((a) => `(${a})`).join(' | ');
}

/** Every group: the products holding all the words a buyer typed (each in one of its forms). */
export function andQuery(groups: QueryGroup[]): string {
  return groups.map((g) => `(${groupQuery(g)})`).join(' & ');
}
