import type { DbOrTx } from '../../platform/db.ts';
import type { QueryGroup } from '../../search/query-groups.ts';
import { WIDE_CAP } from './context.ts';
import { andQuery } from './group-query.ts';
import { type packCondition, topIds } from './search.repository.ts';

/** Alternatives of a widened word tried one by one (best first), so the closest word's products lead. */
const RANKED_ALTERNATIVES = 4;

/**
 * The AND of these groups, up to WIDE_CAP ids. When a group was widened (several vocabulary words for
 * one typed word), the products of its closest word come first: its first RANKED_ALTERNATIVES
 * alternatives are asked one by one (each bounded), then all of them together.
 */
export async function rankedIds(
  db: DbOrTx,
  use: QueryGroup[],
  widenedGroups: Set<QueryGroup>,
  extra: ReturnType<typeof packCondition> | undefined,
): Promise<number[]> {
  const widened = use.findIndex((g) => widenedGroups.has(g) && g.alternatives.length > 2);
  if (widened < 0) return topIds(db, andQuery(use), WIDE_CAP, extra);
  const g = use[widened]!;
  const seen = new Set<number>();
  const out: number[] = [];
  const steps = [
    ...g.alternatives
      .slice(1, 1 + RANKED_ALTERNATIVES)
      .map((a) => ({ ...g, alternatives: [g.alternatives[0]!, a] })),
    g,
  ];
  for (const step of steps) {
    const variant = use.map((x, i) => (i === widened ? step : x));
    for (const id of await topIds(db, andQuery(variant), WIDE_CAP, extra)) {
      if (!seen.has(id)) {
        seen.add(id);
        out.push(id);
      }
    }
    if (out.length >= WIDE_CAP) break;
  }
  return out.slice(0, WIDE_CAP);
}

/** How much a matched word says: the letters of its exact tokens (移液器吸头 outweighs 盒装). */
export function weight(g: QueryGroup): number {
  return g.alternatives[0]!.reduce((n, t) => n + [...t].length, 0);
}

/** Ids by the weight of the lists that hold them, then by their best position in any list. */
export function rankByCount(lists: number[][], weights: number[] = lists.map(() => 1)): number[] {
  const score = new Map<number, { n: number; best: number }>();
  lists.forEach((list, l) => {
    list.forEach((id, position) => {
      const s = score.get(id) ?? { n: 0, best: Number.POSITIVE_INFINITY };
      score.set(id, { n: s.n + weights[l]!, best: Math.min(s.best, position) });
    });
  });
  return [...score]
    .sort(([a, x], [b, y]) => y.n - x.n || x.best - y.best || a - b)
    .slice(0, WIDE_CAP)
    .map(([id]) => id);
}
