import type { DbOrTx } from '../../platform/db.ts';
import { type ListQuery, type ListSort, searchProducts } from '../product-query.ts';
import type { EngineContext } from './context.ts';
import { resolveSearch } from './exact.ts';
import { nearest } from './suggest.ts';

export interface SearchListInput {
  keyword: string;
  productTypeId?: number;
  brandIds: number[];
  sort: ListSort;
  offset: number;
  limit: number;
}

/**
 * GET /product/list as a whole: resolve the keyword (exact or widened, exact.ts), then the page, its
 * bounded total and facets; when nothing is found even widened, 您是不是要找 and the nearest categories
 * (suggest.ts). A widened answer's total, facets and pages are over its bounded list of ids.
 */
export async function searchList(db: DbOrTx, input: SearchListInput, context: EngineContext) {
  const { keyword } = input;
  const ctx: EngineContext = { ...context, similar: new Map() };
  const resolved = keyword ? await resolveSearch(db, keyword, ctx) : null;
  const truncated = resolved?.query.truncated ?? false;
  const search = resolved
    ? {
        exact_count: resolved.mode === 'widened' ? resolved.exactCount : 0,
        steps: resolved.mode === 'widened' ? resolved.steps : [],
        notes: resolved.mode === 'widened' ? resolved.notes : [],
        did_you_mean: [] as string[],
        near_categories: [] as { id: number; name: string }[],
      }
    : undefined;
  const noFacets = { categories: [], brands: [], sampled: false };
  const empty = { rows: [], total: 0, truncated, search, facets: noFacets };
  // A keyword with nothing searchable (punctuation, a CAS number with a wrong check digit): no hits.
  if (resolved?.mode === 'none') return empty;
  if (resolved?.mode === 'widened' && resolved.ids.length === 0) {
    // Nothing even when widened: never a dead end.
    const near = await nearest(db, resolved.text, ctx);
    const types = await ctx.productTypes();
    const byId = new Map(types.map((t) => [t.id, t]));
    return {
      ...empty,
      search: {
        ...search!,
        did_you_mean: near.names,
        near_categories: near.categoryIds.flatMap((id) => {
          const t = byId.get(id);
          return t ? [{ id: t.id, name: t.name }] : [];
        }),
      },
    };
  }
  const q: ListQuery = {
    search:
      resolved?.mode === 'exact'
        ? { query: resolved.query, tsquery: resolved.tsquery, raw: resolved.text, names: resolved.names }
        : resolved?.mode === 'widened'
          ? { query: resolved.query, tsquery: '', raw: resolved.text, ids: resolved.ids }
          : null,
    ...(input.productTypeId !== undefined ? { productTypeId: input.productTypeId } : {}),
    brandIds: input.brandIds,
    sort: input.sort,
    offset: input.offset,
    limit: input.limit,
  };
  const { rows, total, facets } = await searchProducts(db, q);
  return { rows, total, truncated, search, facets };
}
