import type { DbOrTx } from '../../platform/db.ts';
import { queryGroups } from '../../search/query-groups.ts';
import { quoteLexeme } from '../../search/tsquery.ts';
import { listProducts, MAX_TOTAL } from '../product-query.ts';
import { type EngineContext, similarOnce } from './context.ts';
import { resolveSearch } from './exact.ts';
import { rankByCount } from './rank.ts';
import { countUpTo, namesOf, sampleIds, WALK_ABOVE, withIndexScans } from './search.repository.ts';

const NEAREST = 5;

export interface NearestAnswer {
  names: string[];
  categoryIds: number[];
}

/**
 * 您是不是要找, for a search that found nothing at all even widened: the products sharing most of its
 * characters (Han) or the vocabulary words nearest its Latin words, and their categories. Bounded like
 * the widening steps.
 */
export function nearest(db: DbOrTx, keyword: string, ctx: EngineContext): Promise<NearestAnswer> {
  return withIndexScans(db, (tx) => nearestIn(tx, keyword, ctx));
}

async function nearestIn(db: DbOrTx, keyword: string, ctx: EngineContext): Promise<NearestAnswer> {
  const groups = queryGroups(keyword);
  const lexemes = new Set<string>();
  for (const g of groups) {
    for (const c of g.text) if (/\p{Script=Han}/u.test(c)) lexemes.add(c);
    if (g.pinyin) lexemes.add(g.pinyin);
    if (g.latin && g.latin.length >= 3) {
      for (const s of (await similarOnce(db, ctx, g.latin)).slice(0, 2)) lexemes.add(s.term);
    }
  }
  const terms = [...lexemes].slice(0, 12);
  if (terms.length === 0) return { names: [], categoryIds: [] };
  const lists = await Promise.all(terms.map((t) => sampleIds(db, quoteLexeme(t), 50)));
  const ranked = rankByCount(lists).slice(0, 40);
  const rows = await namesOf(db, ranked);
  const names = [...new Set(rows.map((r) => r.name))].slice(0, NEAREST);
  const categoryIds = [...new Set(rows.map((r) => r.productTypeId))].slice(0, 4);
  return { names, categoryIds };
}

/**
 * The suggestion box: the first `limit` products of what searchList lists for the same text (the same
 * resolution and order; no facets, no nearest names). The list's count to 10,001 is not needed for
 * eight rows: a count to WALK_ABOVE says whether to walk the popularity index or sort the matches.
 */
export async function suggestList(db: DbOrTx, keyword: string, ctx: EngineContext, limit: number) {
  const raw = keyword.trim();
  const resolved = await resolveSearch(db, raw, ctx);
  if (resolved.mode === 'none' || (resolved.mode === 'widened' && resolved.ids.length === 0)) return [];
  let knownTotal: number | undefined;
  if (resolved.mode === 'exact') {
    const counted = await countUpTo(db, resolved.tsquery, WALK_ABOVE);
    knownTotal = counted >= WALK_ABOVE ? MAX_TOTAL + 1 : counted;
  }
  const { rows } = await listProducts(
    db,
    {
      search:
        resolved.mode === 'exact'
          ? { query: resolved.query, tsquery: resolved.tsquery, raw: resolved.text, names: resolved.names }
          : { query: resolved.query, tsquery: '', raw: resolved.text, ids: resolved.ids },
      brandIds: [],
      sort: 'relevance',
      offset: 0,
      limit,
    },
    knownTotal,
  );
  return rows;
}
