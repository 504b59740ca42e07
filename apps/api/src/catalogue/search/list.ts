import type { DbOrTx } from '../../platform/db.ts';
import { type ListQuery, type ListSort, type MwRange, searchProducts } from '../product-query.ts';
import { type EngineContext, WIDE_CAP } from './context.ts';
import { resolveSearch } from './exact.ts';
import { nearest } from './suggest.ts';

export interface SearchListInput {
  keyword: string;
  productTypeId?: number;
  brandIds: number[];
  mw?: MwRange;
  sort: ListSort;
  offset: number;
  limit: number;
}

/**
 * GET /product/list as a whole: resolve the keyword (exact or widened, exact.ts), then the page, its
 * bounded total and facets; when nothing is found even widened, 您是不是要找 and the nearest categories
 * (suggest.ts). A widened answer's total, facets and pages are over its bounded list of ids. Products of
 * the formula the keyword is (formula.ts) come first either way.
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
  const formulaIds = resolved?.formulaIds ?? [];
  if (resolved?.mode === 'widened' && resolved.ids.length === 0 && formulaIds.length === 0) {
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
        ? {
            query: resolved.query,
            tsquery: resolved.tsquery,
            raw: resolved.text,
            names: resolved.names,
            firstIds: formulaIds,
          }
        : resolved?.mode === 'widened'
          ? {
              query: resolved.query,
              tsquery: '',
              raw: resolved.text,
              ids: formulaFirst(formulaIds, resolved.ids),
            }
          : null,
    ...(input.productTypeId !== undefined ? { productTypeId: input.productTypeId } : {}),
    brandIds: input.brandIds,
    ...(input.mw ? { mw: input.mw } : {}),
    sort: input.sort,
    offset: input.offset,
    limit: input.limit,
  };
  const { rows, total, facets } = await searchProducts(db, q);
  return { rows, total, truncated, search, facets };
}

/** The formula's products, then the widened hits not among them, at most WIDE_CAP. */
function formulaFirst(formulaIds: number[], ids: number[]): number[] {
  const seen = new Set(formulaIds);
  return [...formulaIds, ...ids.filter((id) => !seen.has(id))].slice(0, WIDE_CAP);
}
