import type { DbOrTx } from '../../platform/db.ts';
import { nameWithoutQualifiers } from '../../search/qualifiers.ts';
import { queryGroups } from '../../search/query-groups.ts';
import { respellQuery } from '../../search/respell.ts';
import { queryTokens, type SearchQuery } from '../../search/tokenizer.ts';
import { toTsQueryText } from '../../search/tsquery.ts';
import { listProducts } from '../product-query.ts';
import { type EngineContext, WIDE_CAP, WIDEN_BELOW } from './context.ts';
import { formulaKey } from './formula.ts';
import { countUpTo, productsOfFormula, withIndexScans } from './search.repository.ts';
import { type WidenStep, widen } from './widen.ts';

/** What the exact AND, and widening when it finds too few, made of a query. */
type Found =
  /** Nothing searchable (punctuation only, a CAS number with a wrong check digit). */
  | { mode: 'none'; query: SearchQuery }
  /** The exact AND found a page or more: list it as before. */
  | { mode: 'exact'; query: SearchQuery; tsquery: string }
  | {
      mode: 'widened';
      query: SearchQuery;
      /** Exact hits first, then the widened ones; at most WIDE_CAP. */
      ids: number[];
      exactCount: number;
      steps: WidenStep[];
      notes: string[];
    };

/** The query as searched (respelled, search/respell.ts) and the other texts a product's name may be. */
interface Spelling {
  text: string;
  names: string[];
}

export type Resolved = Found &
  Spelling & {
    /** Products with exactly the formula the keyword is (formula.ts), to come before the keyword's hits. */
    formulaIds: number[];
  };

/**
 * What a keyword finds: the exact AND of the tokenizer's tokens, as it always has; when that finds fewer
 * than a page, the exact hits first and then what widening adds (widen.ts), at most WIDE_CAP. The keyword
 * is first respelled as the tokenizer reads it (a CAS number's other dashes, glued grade words apart).
 * A keyword that is a molecular formula also finds the products of that formula, whatever the order
 * of its elements (formula.ts); the list puts them first.
 */
export async function resolveSearch(db: DbOrTx, keyword: string, ctx: EngineContext): Promise<Resolved> {
  // Read outside the transaction: the embedded database has one connection, which the transaction holds.
  const brands = await ctx.brandNames();
  const text = respellQuery(keyword);
  const typed = keyword.trim();
  const bare = nameWithoutQualifiers(text);
  const spelling: Spelling = {
    text,
    names: [...new Set([typed, ...(bare ? [bare] : [])])].filter((n) => n !== text),
  };
  const hill = formulaKey(typed);
  const found = await withIndexScans(db, async (tx) => {
    const formulaIds = hill ? await productsOfFormula(tx, hill, WIDE_CAP) : [];
    return { ...(await resolve(tx, spelling, { ...ctx, brandNames: async () => brands })), formulaIds };
  });
  return { ...found, ...spelling };
}

async function resolve(db: DbOrTx, { text, names }: Spelling, ctx: EngineContext): Promise<Found> {
  const query = queryTokens(text);
  const tsquery = toTsQueryText(query);
  if (!tsquery) return { mode: 'none', query };
  // Identifiers are exact by nature: a CAS or MDL number finds its product or nothing.
  if (query.kind === 'cas' || query.kind === 'mdl' || query.kind === 'cas-prefix') {
    return { mode: 'exact', query, tsquery };
  }
  const exactTotal = await countUpTo(db, tsquery, WIDEN_BELOW);
  if (exactTotal >= WIDEN_BELOW) return { mode: 'exact', query, tsquery };
  const exactIds =
    exactTotal === 0
      ? []
      : (
          await listProducts(
            db,
            {
              search: { query, tsquery, raw: text, names },
              brandIds: [],
              sort: 'relevance',
              offset: 0,
              limit: WIDEN_BELOW,
            },
            exactTotal,
          )
        ).rows.map((r) => r.id);
  const wide = await widen(db, queryGroups(text), ctx, exactIds.length);
  const seen = new Set(exactIds);
  const ids = [...exactIds, ...wide.ids.filter((id) => !seen.has(id))].slice(0, WIDE_CAP);
  return {
    mode: 'widened',
    query,
    ids,
    exactCount: exactIds.length,
    steps: ids.length > exactIds.length ? wide.steps : [],
    notes: ids.length > exactIds.length ? wide.notes : [],
  };
}
