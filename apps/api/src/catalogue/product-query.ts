import { FACET_SAMPLE, MAX_TOTAL } from '@labmall/contract/catalogue';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import type { SearchQuery } from '../search/tokenizer.ts';
import { quoteLexeme } from '../search/tsquery.ts';
import { brands, cardPictureSql, products, productTypes, skus } from './catalogue.schema.ts';
import { exactNameLexeme } from './import/search-document.ts';

/** The reads behind /product/list and /product/detail. Prices come out in fen; routes decide who sees them. */

export type ListSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

/** Totals are counted up to this many; above MAX_TOTAL the answer says 10,000+. */
export { MAX_TOTAL };

export interface MwRange {
  min?: number | undefined;
  max?: number | undefined;
}

export interface ListQuery {
  /**
   * Null: no keyword. With `ids` (a widened search, search/exact.ts) the matches are exactly these
   * products, in this order of relevance, instead of the tsquery's.
   */
  search: {
    query: SearchQuery;
    tsquery: string;
    raw: string;
    ids?: number[];
    /** Other texts a product's name may be exactly: the query as typed, without its grade words. */
    names?: string[];
    /** Products that match besides the tsquery's and come before every other hit (a formula's). */
    firstIds?: number[];
  } | null;
  productTypeId?: number;
  brandIds: number[];
  /** Molecular weight range, both ends included; a product without an MW is outside any range. */
  mw?: MwRange;
  sort: ListSort;
  offset: number;
  limit: number;
}

/** A product's lowest on-sale price in fen (null when no SKU is on sale), for lists that show "from". */
export const minPrice = sql<
  string | number | null
>`(select min(s.price_fen) from ${skus} s where s.product_id = ${products.id} and s.on_sale)`;

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

function categoryCondition(productTypeId: number): SQL {
  return sql`${products.productTypeId} in (
    with recursive tree as (
      select id from ${productTypes} where id = ${productTypeId}
      union all
      select c.id from ${productTypes} c join tree on c.pid = tree.id
    ) select id from tree)`;
}

function conditions(q: ListQuery, parts: { category: boolean; brand: boolean }): SQL | undefined {
  const where: SQL[] = [];
  if (q.search?.ids) where.push(sql`${products.id} = any(${idArray(q.search.ids)})`);
  else if (q.search?.firstIds?.length) {
    where.push(
      sql`(${products.search} @@ ${q.search.tsquery}::tsquery or ${products.id} = any(${idArray(q.search.firstIds)}))`,
    );
  } else if (q.search) where.push(sql`${products.search} @@ ${q.search.tsquery}::tsquery`);
  if (parts.category && q.productTypeId !== undefined) where.push(categoryCondition(q.productTypeId));
  if (parts.brand && q.brandIds.length > 0) where.push(inArray(products.brandId, q.brandIds));
  // Not a facet: both facets count within the range.
  if (q.mw?.min !== undefined) where.push(sql`${products.mw} >= ${String(q.mw.min)}::numeric`);
  if (q.mw?.max !== undefined) where.push(sql`${products.mw} <= ${String(q.mw.max)}::numeric`);
  return where.length > 0 ? and(...where) : undefined;
}

/**
 * Popularity order as products_popularity_idx holds it (popularity DESC NULLS LAST, id): only an
 * ORDER BY spelled the same lets PostgreSQL walk that index and stop at the page, instead of sorting
 * every match (popularity is never null, so the results are the same either way).
 */
const byPopularity = () => [sql`${products.popularity} desc nulls last`, asc(products.id)];

/**
 * The same order, but as an expression no index holds: PostgreSQL then collects the matches (through
 * the search index) and sorts them. Which one is cheaper depends on how many match, and the planner's
 * guess for a tsquery can be off by a hundred times (a 货号 prefix matching 150 products is taken for
 * thousands; walking the popularity index for them reads the whole table). The bounded count is known
 * by then, so the choice is made from it: walking reads about (offset + limit) × products ÷ matches
 * rows, sorting reads every match.
 */
function popularityOrder(walk: boolean): SQL[] {
  return walk ? byPopularity() : [sql`(${products.popularity} + 0) desc`, asc(products.id)];
}

function walkIsCheaper(q: ListQuery, total: number, tableRows: number): boolean {
  return total * total > (q.offset + q.limit) * Math.max(tableRows, total);
}

/** Exact hits are looked up apart and put first; past this many, the rest follow by popularity. */
export const EXACT_LIMIT = 200;
/**
 * Facet counts are taken over at most FACET_SAMPLE matches, the first the database comes to (all of
 * them, so exact, when there are fewer): a common term such as 分析纯 matches tens of thousands of
 * products, and grouping them all, or even ranking them first, would cost more than the page itself.
 */
export { FACET_SAMPLE };

/** The query IS this product's CAS number or one of its 货号. */
function identifierHit(search: NonNullable<ListQuery['search']>, raw: string): SQL | null {
  if (search.query.kind === 'cas') return sql`(${products.cas} = ${raw})`;
  if (search.query.kind === 'sku') {
    return sql`exists (select 1 from ${skus} s where s.product_id = ${products.id} and lower(s.sku) = ${raw.toLowerCase()})`;
  }
  return null;
}

/** The query (or one of its other texts) IS the product's name, English name or a synonym. */
function nameHit(names: string[]): SQL {
  return or(
    ...names.map((name) => {
      const lower = name.toLowerCase();
      return sql`(lower(${products.name}) = ${lower} or lower(${products.nameEn}) = ${lower}
    or exists (select 1 from unnest(${products.synonyms}) syn where lower(syn) = ${lower}))`;
    }),
  )!;
}

/** The query and its other texts a name may be, each once. */
function namesOf(search: NonNullable<ListQuery['search']>, raw: string): string[] {
  return [...new Set([raw, ...(search.names ?? [])].filter((n) => n !== ''))];
}

/** Conditions an index answers that every exact hit meets (the hit conditions above are then checked). */
function exactProbe(search: NonNullable<ListQuery['search']>, raw: string): SQL {
  const probes = namesOf(search, raw).map(
    (name) => sql`${products.search} @@ ${quoteLexeme(exactNameLexeme(name))}::tsquery`,
  );
  if (search.query.kind === 'cas') probes.push(sql`${products.cas} = ${raw}`);
  if (search.query.kind === 'sku') {
    probes.push(
      sql`${products.id} = any(array(select s.product_id from ${skus} s where lower(s.sku) = ${raw.toLowerCase()}))`,
    );
  }
  return or(...probes)!;
}

function orderBy(q: ListQuery): SQL[] {
  switch (q.sort) {
    case 'newest':
      return [sql`${products.createdAt} desc`, sql`${products.id} desc`];
    case 'price_asc':
      return [sql`${minPrice} asc nulls last`, asc(products.id)];
    case 'price_desc':
      return [sql`${minPrice} desc nulls last`, asc(products.id)];
    default:
      // Relevance without a keyword; with one, listByRelevance puts the exact hits first.
      return byPopularity();
  }
}

const listColumns = {
  id: products.id,
  name: products.name,
  nameEn: products.nameEn,
  cas: products.cas,
  grade: products.grade,
  brandName: brands.name,
  picture: cardPictureSql,
  minPriceFen: minPrice,
};

type ListRow = {
  id: number;
  name: string;
  nameEn: string;
  cas: string | null;
  grade: string;
  brandName: string;
  picture: string | null;
  minPriceFen: string | number | null;
};

/**
 * Relevance with a keyword: the products of the formula the keyword is, exact CAS/货号 hits, then exact names and synonyms, then the rest by
 * popularity. The exact hits are few and found through indexes (exactProbe); the rest is a plain
 * `order by popularity desc, id`, which PostgreSQL answers by walking products_popularity_idx until
 * the page is full when the term is common, or by sorting the matches when it is rare. Ordering every
 * match by an "is exact" expression would make a term with 100,000 matches sort them all.
 */
async function listByRelevance(
  db: DbOrTx,
  q: ListQuery,
  where: SQL | undefined,
  walk: boolean,
): Promise<ListRow[]> {
  const search = q.search!;
  const raw = search.raw.trim();
  const idHit = identifierHit(search, raw);
  const names = nameHit(namesOf(search, raw));
  const first = search.firstIds?.length ? sql`(${products.id} = any(${idArray(search.firstIds)}))` : null;
  const exactOrder = [
    ...(first ? [sql`${first} desc`] : []),
    ...(idHit ? [sql`${idHit} desc`] : []),
    sql`${names} desc`,
  ];
  const exact = await db
    .select(listColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        where,
        first ? or(first, exactProbe(search, raw)) : exactProbe(search, raw),
        or(...[first, idHit, names].filter((c): c is SQL => c !== null)),
      ),
    )
    .orderBy(...exactOrder, ...byPopularity())
    .limit(EXACT_LIMIT);
  const page = exact.slice(q.offset, q.offset + q.limit);
  const wanted = q.limit - page.length;
  if (wanted === 0) return page;
  const exactIds = exact.map((r) => r.id);
  const rest = await db
    .select(listColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        where,
        exactIds.length > 0
          ? sql`not (${products.id} = any(${`{${exactIds.join(',')}}`}::bigint[]))`
          : undefined,
      ),
    )
    .orderBy(...popularityOrder(walk))
    .limit(wanted)
    .offset(Math.max(0, q.offset - exact.length));
  return [...page, ...rest];
}

/** The planner's row count of the table (-1 before the first ANALYZE): enough for walkIsCheaper. */
const tableRows = sql<string | number>`(select reltuples from pg_class where oid = 'products'::regclass)`;

/** The page of products, and the bounded count unless the caller already has it (`knownTotal`). */
export async function listProducts(db: DbOrTx, q: ListQuery, knownTotal?: number) {
  const where = conditions(q, { category: true, brand: true });
  // The bounded count first: nothing found (a common case: a typo, a word the store does not sell)
  // then costs one index probe.
  const bounded = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(MAX_TOTAL + 1)
    .as('bounded');
  const [count] =
    knownTotal === undefined
      ? await db.select({ n: sql<string | number>`count(*)`, tableRows }).from(bounded)
      : await db.select({ n: sql<number>`0`, tableRows }).from(products).limit(1);
  const total = knownTotal ?? Number(count?.n ?? 0);
  const walk = walkIsCheaper(q, total, Number(count?.tableRows ?? 0));
  let rows: ListRow[] = [];
  if (total > q.offset) {
    const ids = q.search?.ids;
    rows =
      ids && q.sort === 'relevance'
        ? await db
            .select(listColumns)
            .from(products)
            .innerJoin(brands, eq(brands.id, products.brandId))
            .where(where)
            .orderBy(sql`array_position(${idArray(ids)}, ${products.id})`)
            .limit(q.limit)
            .offset(q.offset)
        : q.search && q.sort === 'relevance'
          ? await listByRelevance(db, q, where, walk)
          : await db
              .select(listColumns)
              .from(products)
              .innerJoin(brands, eq(brands.id, products.brandId))
              .where(where)
              .orderBy(...(q.sort === 'relevance' ? popularityOrder(walk) : orderBy(q)))
              .limit(q.limit)
              .offset(q.offset);
  }
  return {
    rows: rows.map((r) => ({ ...r, minPriceFen: r.minPriceFen === null ? null : Number(r.minPriceFen) })),
    total,
  };
}

/**
 * The list's rows of these products, in the order given (structure search ranks them itself); ids
 * that no longer exist are skipped.
 */
export async function listRowsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const array = idArray([...ids]);
  const rows = await db
    .select(listColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(sql`${products.id} = any(${array})`)
    .orderBy(sql`array_position(${array}, ${products.id})`);
  return rows.map((r) => ({ ...r, minPriceFen: r.minPriceFen === null ? null : Number(r.minPriceFen) }));
}

/** At most `size` matches of a condition, in no particular order: what facets are counted over. */
function facetSample(where: SQL | undefined, size: number) {
  return sql`(select ${products.productTypeId} as type_id, ${products.brandId} as brand_id from ${products}
    ${where ? sql`where ${where}` : sql``} limit ${size})`;
}

/** No category or brand chosen: both facets and the list count the same matches. */
const unfiltered = (q: ListQuery) => q.productTypeId === undefined && q.brandIds.length === 0;

/**
 * The list, its bounded total and its facets. Without a category or brand filter the facets and the
 * total come from one scan of up to MAX_TOTAL + 1 matches (the count reads each match's row anyway, so
 * grouping it costs little, and the facets are exact up to 10,000); with one, the three differ and run
 * side by side.
 */
export async function searchProducts(db: DbOrTx, q: ListQuery) {
  if (unfiltered(q)) {
    const { total: counted, ...facets } = await listFacets(db, q);
    const total = counted ?? 0;
    const { rows } = await listProducts(db, q, total);
    return { rows, total, facets };
  }
  const [{ rows, total }, { total: _unused, ...facets }] = await Promise.all([
    listProducts(db, q),
    listFacets(db, q),
  ]);
  return { rows, total, facets };
}

/**
 * Facet counts: categories over the keyword and brand filter (so a buyer can switch category), brands
 * over the keyword and category filter. Without a filter they are counted over up to MAX_TOTAL + 1
 * matches (and give the list's total); with one, over a sample of FACET_SAMPLE matches each (all of
 * them when there are fewer; past that the counts are those of the sample, which is where the database
 * found the matches first, not a ranking). Categories are rolled up to the children of the chosen one
 * (the roots when none is chosen). One statement for both.
 */
export async function listFacets(db: DbOrTx, q: ListQuery) {
  const typeWhere = conditions(q, { category: false, brand: true });
  const brandWhere = conditions(q, { category: true, brand: false });
  const same = unfiltered(q);
  const size = same ? MAX_TOTAL + 1 : FACET_SAMPLE;
  type FacetRow = { facet: number | string; id: string | number; name: string | null; n: string | number };
  const counted = await db.execute(
    same
      ? sql`with m as materialized ${facetSample(typeWhere, size)}
          select 0 as facet, type_id as id, null as name, count(*) as n from m group by type_id
          union all
          select 1, b.id, b.name, count(*) from m join ${brands} b on b.id = m.brand_id group by b.id, b.name`
      : sql`select 0 as facet, type_id as id, null as name, count(*) as n from ${facetSample(typeWhere, size)} t group by type_id
          union all
          select 1, b.id, b.name, count(*) from ${facetSample(brandWhere, size)} m join ${brands} b on b.id = m.brand_id
          group by b.id, b.name`,
  );
  // Both drivers answer execute() with the rows under `rows` (PGlite's Results, pg's QueryResult).
  const all = (counted as unknown as { rows: FacetRow[] }).rows.map((r) => ({
    facet: Number(r.facet),
    id: Number(r.id),
    name: r.name,
    n: Number(r.n),
  }));
  if (all.length === 0) return { categories: [], brands: [], sampled: false, total: 0 };
  const byType = all.filter((r) => r.facet === 0);
  const brandCounts = all.filter((r) => r.facet === 1).sort((a, b) => b.n - a.n || a.id - b.id);
  const types = await db
    .select({ id: productTypes.id, pid: productTypes.pid, name: productTypes.name, sort: productTypes.sort })
    .from(productTypes);
  const byId = new Map(types.map((t) => [t.id, t]));
  const level = q.productTypeId;
  const hasChildren = level !== undefined && types.some((t) => t.pid === level);
  const counts = new Map<number, number>();
  for (const row of byType) {
    // Walk up to the facet level: the children of the chosen category, or the chosen leaf itself.
    let node = byId.get(row.id);
    let bucket: number | undefined;
    while (node) {
      const parent = node.pid ?? undefined;
      if (level === undefined ? parent === undefined : hasChildren ? parent === level : node.id === level) {
        bucket = node.id;
        break;
      }
      node = parent === undefined ? undefined : byId.get(parent);
    }
    if (bucket !== undefined) counts.set(bucket, (counts.get(bucket) ?? 0) + row.n);
  }
  const categories = [...counts]
    .map(([id, count]) => ({ id, name: byId.get(id)!.name, count, sort: byId.get(id)!.sort }))
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map(({ sort: _sort, ...c }) => c);
  const sum = (rows: { n: number }[]) => rows.reduce((n, r) => n + r.n, 0);
  // A full sample means there were more matches than were counted.
  const full = (rows: { n: number }[]) => sum(rows) >= size;
  return {
    categories,
    brands: brandCounts.map((b) => ({ id: b.id, name: b.name ?? '', count: b.n })),
    sampled: same ? sum(byType) > MAX_TOTAL : full(byType) || full(brandCounts),
    /** Without filters, the bounded count of the list (every match has one category). */
    total: same ? sum(byType) : undefined,
  };
}
