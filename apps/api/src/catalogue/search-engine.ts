import type { DbOrTx } from '../platform/db.ts';
import { editDistance } from '../search/edit-distance.ts';
import { type QueryGroup, queryGroups } from '../search/query-groups.ts';
import { queryTokens, type SearchQuery } from '../search/tokenizer.ts';
import { quoteLexeme, toTsQueryText } from '../search/tsquery.ts';
import { type ListQuery, type ListSort, listProducts, MAX_TOTAL, searchProducts } from './product-query.ts';
import {
  anyMatch,
  countUpTo,
  namesOf,
  packCondition,
  sampleIds,
  topIds,
  vocabularyPrefix,
  vocabularySimilar,
  WALK_ABOVE,
  withIndexScans,
} from './search-widen.repository.ts';

/**
 * One search engine for the list and the suggestion box (issue 24). The exact AND of the tokenizer's
 * tokens runs first, as it always has; when it finds fewer than a page, the query is widened in steps,
 * each bounded, and the answer says which:
 *
 * 1. `variant`: each word also matches its other written forms (glued `tween20`, a CAS number typed
 *    without dashes, pinyin typed with spaces).
 * 2. `prefix` / `typo`: a Latin word that matches nothing is taken as the start of vocabulary words
 *    (`acet` → acetone, acetonitrile) or, from four letters, as a misspelling of the most similar ones
 *    (pg_trgm on search_terms, never on products).
 * 3. `filter` / `drop`: a word that still matches nothing becomes a filter where it fits one (a pack
 *    size, on the SKUs); otherwise, and when a grade, pack or brand word is what makes the AND fail, it
 *    is set aside with a note.
 * 4. `any`: several words that no product holds together: products holding most of them first.
 *
 * Exact hits always come first. A widened answer is a bounded list of ids (WIDE_CAP): its total,
 * facets and pages are over that list. Nothing found even then: `didYouMean` names the nearest products
 * (sharing most characters or words) and their categories.
 */

/** Fewer exact hits than this (a page) and the query is widened. */
export const WIDEN_BELOW = 20;
/** A widened answer holds at most this many products. */
export const WIDE_CAP = 200;
const PREFIX_TERMS = 12;
const TYPO_TERMS = 3;
/** Vocabulary words pg_trgm offers for a misspelt word, before edit distance picks among them. */
const TYPO_CANDIDATES = 20;
/** Alternatives of a widened word tried one by one (best first), so the closest word's products lead. */
const RANKED_ALTERNATIVES = 4;

/**
 * The vocabulary words a misspelt word most likely meant: the fewest edits (at most 2, 1 for words
 * under six letters), then the most trigrams in common. A word nothing is that close to gets the
 * best-scoring trigram matches.
 */
function typoCandidates(word: string, similar: { term: string; similarity: number }[]) {
  const limit = word.length < 6 ? 1 : 2;
  const scored = similar
    .map((s) => ({ ...s, distance: editDistance(word, s.term, limit) }))
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        Number(isSubsequence(word, b.term)) - Number(isSubsequence(word, a.term)) ||
        b.similarity - a.similarity,
    );
  const best = scored[0];
  if (!best) return [];
  if (best.distance <= limit) return scored.filter((s) => s.distance === best.distance).slice(0, TYPO_TERMS);
  return scored
    .filter((s) => s.similarity >= best.similarity - 0.05 && s.similarity >= 0.45)
    .slice(0, TYPO_TERMS);
}
const NEAREST = 5;

export type WidenStep = 'variant' | 'prefix' | 'typo' | 'filter' | 'drop' | 'any';

export type Resolved =
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

export interface EngineContext {
  /** Brand names and English names (lower case), for words that name a brand. */
  brandNames: () => Promise<string[]>;
  /** Category names, for the nearest categories of a search that found nothing. */
  productTypes: () => Promise<{ id: number; name: string }[]>;
  /** Vocabulary look-ups already made for this request (the typo step's are reused by `nearest`). */
  similar?: Map<string, Promise<{ term: string; similarity: number }[]>>;
}

/** pg_trgm's candidates for a word, once per request. */
function similarOnce(db: DbOrTx, ctx: EngineContext, word: string) {
  ctx.similar ??= new Map();
  let found = ctx.similar.get(word);
  if (!found) {
    found = vocabularySimilar(db, word, TYPO_CANDIDATES);
    ctx.similar.set(word, found);
  }
  return found;
}

/** Grade words a buyer adds to a name (分析纯, HPLC, AR): a reason to prefer, never to find nothing. */
const GRADE_WORDS = new Set(
  (
    'cp ar gr pt sp br hplc gc lcms lc-ms ms acs usp bp ep jp fcc uv ir nmr ' +
    '化学纯 分析纯 优级纯 基准 基准试剂 光谱纯 生化 生化试剂 色谱纯 色谱级 质谱级 核磁级 电子级 试剂级 工业级 无水 超纯 高纯'
  ).split(' '),
);
const PURITY = /^[≥>]?\d{2,3}(?:\.\d+)?%$/;

function isQualifier(group: QueryGroup, brands: string[]): boolean {
  if (group.pack || GRADE_WORDS.has(group.text) || PURITY.test(group.text)) return true;
  return group.text.length >= 2 && brands.some((b) => b === group.text);
}

/** A group as a tsquery: any of its alternatives, each an AND of lexemes. */
function groupQuery(group: QueryGroup): string {
  const alternatives = group.alternatives.map((a) => a.map(quoteLexeme).join(' & '));
  return alternatives.length === 1 ? alternatives[0]! : alternatives.map((a) => `(${a})`).join(' | ');
}

function andQuery(groups: QueryGroup[]): string {
  return groups.map((g) => `(${groupQuery(g)})`).join(' & ');
}

export async function resolveSearch(db: DbOrTx, keyword: string, ctx: EngineContext): Promise<Resolved> {
  // Read outside the transaction: the embedded database has one connection, which the transaction holds.
  const brands = await ctx.brandNames();
  return withIndexScans(db, (tx) => resolve(tx, keyword, { ...ctx, brandNames: async () => brands }));
}

async function resolve(db: DbOrTx, keyword: string, ctx: EngineContext): Promise<Resolved> {
  const query = queryTokens(keyword);
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
              search: { query, tsquery, raw: keyword.trim() },
              brandIds: [],
              sort: 'relevance',
              offset: 0,
              limit: WIDEN_BELOW,
            },
            exactTotal,
          )
        ).rows.map((r) => r.id);
  const wide = await widen(db, queryGroups(keyword), ctx, exactIds.length);
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

interface Widened {
  ids: number[];
  steps: WidenStep[];
  notes: string[];
}

async function widen(
  db: DbOrTx,
  groups: QueryGroup[],
  ctx: EngineContext,
  exactCount: number,
): Promise<Widened> {
  const none: Widened = { ids: [], steps: [], notes: [] };
  if (groups.length === 0) return none;
  const steps = new Set<WidenStep>();
  const notes: string[] = [];
  if (groups.some((g) => g.alternatives.length > 1)) steps.add('variant');

  // 1–2. Which words match anything; a Latin word that does not may be cut short or misspelt.
  let hits = await anyMatch(db, groups.map(groupQuery));
  const expanded: QueryGroup[] = await Promise.all(
    groups.map(async (g, i): Promise<QueryGroup> => {
      if (!hits[i] && g.pinyin) {
        // A Han word no product holds: its characters may be homophones of the name's (已腈 for 乙腈).
        steps.add('typo');
        notes.push(`未找到“${g.text}”，已按读音“${g.pinyin}”搜索`);
        return { ...g, alternatives: [...g.alternatives, [g.pinyin]] };
      }
      if (hits[i] || !g.latin) return g;
      const last = i === groups.length - 1;
      const prefixed = last || g.latin.length >= 3 ? await vocabularyPrefix(db, g.latin, PREFIX_TERMS) : [];
      if (prefixed.length > 0) {
        steps.add('prefix');
        return { ...g, alternatives: [...g.alternatives, ...prefixed.map((t) => [t])] };
      }
      if (g.latin.length < 4) return g;
      const close = typoCandidates(g.latin, await similarOnce(db, ctx, g.latin));
      if (close.length === 0) return g;
      steps.add('typo');
      notes.push(`未找到“${g.text}”，已按“${close.map((s) => s.term).join('”“')}”搜索`);
      return { ...g, alternatives: [...g.alternatives, ...close.map((s) => [s.term])] };
    }),
  );
  const widenedGroups = new Set(expanded.filter((g, i) => g !== groups[i]));
  if (widenedGroups.size > 0) {
    hits = await anyMatch(db, expanded.map(groupQuery));
  }

  // 3. Words that match nothing: a pack size becomes a filter, anything else is set aside.
  const matched = expanded.filter((_, i) => hits[i]);
  const packs = expanded.filter((g, i) => !hits[i] && g.pack).map((g) => g.pack!);
  const unmatched = expanded.filter((group, i) => !hits[i] && !group.pack);
  for (const g of unmatched) {
    steps.add('drop');
    notes.push(`没有商品含“${g.text}”，已忽略`);
  }
  if (matched.length === 0) return { ids: [], steps: [...steps], notes };

  const brands = await ctx.brandNames();
  const attempt = (use: QueryGroup[], pack: string | null) =>
    rankedIds(db, use, widenedGroups, pack ? packCondition(pack) : undefined);

  let ids: number[] = [];
  if (packs.length > 0) {
    ids = await attempt(matched, packs[0]!);
    if (ids.length > 0) steps.add('filter');
    else {
      steps.add('drop');
      notes.push(`没有“${packs[0]}”规格的匹配商品，已忽略该规格`);
    }
  }
  if (ids.length === 0) ids = await attempt(matched, null);
  const enough = (found: number[]) => exactCount + new Set(found).size >= WIDEN_BELOW;
  if (ids.length > 0 && enough(ids)) return { ids, steps: [...steps], notes };

  // A grade, pack or brand word that the others' products do not hold is set aside (also when the
  // products holding every word are fewer than a page: they lead, the others follow).
  const core = matched.filter((g) => !isQualifier(g, brands));
  const qualifiers = matched.filter((g) => isQualifier(g, brands));
  if (qualifiers.length > 0 && core.length > 0) {
    const more = await attempt(core, null);
    const seen = new Set(ids);
    const added = more.filter((id) => !seen.has(id));
    if (added.length > 0) {
      steps.add('drop');
      notes.push(`没有同时符合“${qualifiers.map((g) => g.text).join(' ')}”的商品，已忽略`);
      ids = [...ids, ...added].slice(0, WIDE_CAP);
    }
  }

  if (ids.length > 0) return { ids, steps: [...steps], notes };
  // 4. Any word (only when nothing else was found): the products holding the most of the words first.
  if (matched.length < 2 || exactCount > 0) return { ids: [], steps: [...steps], notes };
  const perGroup = await Promise.all(matched.map((g) => topIds(db, groupQuery(g), WIDE_CAP)));
  steps.add('any');
  notes.push('没有同时包含全部关键词的商品，以下按匹配的关键词数排列');
  return { ids: rankByCount(perGroup, matched.map(weight)), steps: [...steps], notes };
}

/**
 * The AND of these groups, up to WIDE_CAP ids. When a group was widened (several vocabulary words for
 * one typed word), the products of its closest word come first: its first RANKED_ALTERNATIVES
 * alternatives are asked one by one (each bounded), then all of them together.
 */
async function rankedIds(
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

/** `ethanl` in `ethanol`: a letter left out, the commonest slip when typing fast. */
function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const c of long) if (c === short[i]) i++;
  return i === short.length;
}

/** How much a matched word says: the letters of its exact tokens (移液器吸头 outweighs 盒装). */
function weight(g: QueryGroup): number {
  return g.alternatives[0]!.reduce((n, t) => n + [...t].length, 0);
}

/** Ids by the weight of the lists that hold them, then by their best position in any list. */
function rankByCount(lists: number[][], weights: number[] = lists.map(() => 1)): number[] {
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

export interface NearestAnswer {
  names: string[];
  categoryIds: number[];
}

/**
 * For a search that found nothing at all: the products sharing most of its characters (Han) or the
 * vocabulary words nearest its Latin words, and their categories. Bounded like the steps above.
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

export interface SearchListInput {
  keyword: string;
  productTypeId?: number;
  brandIds: number[];
  sort: ListSort;
  offset: number;
  limit: number;
}

/**
 * GET /product/list as a whole: resolve the keyword (exact or widened), then the page, its bounded total
 * and facets; when nothing is found even widened, 您是不是要找 and the nearest categories.
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
    const near = await nearest(db, keyword, ctx);
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
        ? { query: resolved.query, tsquery: resolved.tsquery, raw: keyword }
        : resolved?.mode === 'widened'
          ? { query: resolved.query, tsquery: '', raw: keyword, ids: resolved.ids }
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
          ? { query: resolved.query, tsquery: resolved.tsquery, raw }
          : { query: resolved.query, tsquery: '', raw, ids: resolved.ids },
      brandIds: [],
      sort: 'relevance',
      offset: 0,
      limit,
    },
    knownTotal,
  );
  return rows;
}
