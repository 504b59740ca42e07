import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import type { SearchQuery } from '../search/tokenizer.ts';
import { brands, products, productTypes, skus } from './catalog.schema.ts';

/** The reads behind /product/list and /product/detail. Prices come out in fen; routes decide who sees them. */

export type ListSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

/** Totals are counted up to this many; above MAX_TOTAL the answer says 10,000+. */
export const MAX_TOTAL = 10_000;

export interface ListQuery {
  /** Null: no keyword. */
  search: { query: SearchQuery; tsquery: string; raw: string } | null;
  productTypeId?: number;
  brandIds: number[];
  sort: ListSort;
  offset: number;
  limit: number;
}

const minPrice = sql<
  string | number | null
>`(select min(s.price_fen) from ${skus} s where s.product_id = ${products.id} and s.on_sale)`;

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
  if (q.search) where.push(sql`${products.search} @@ ${q.search.tsquery}::tsquery`);
  if (parts.category && q.productTypeId !== undefined) where.push(categoryCondition(q.productTypeId));
  if (parts.brand && q.brandIds.length > 0) where.push(inArray(products.brandId, q.brandIds));
  return where.length > 0 ? and(...where) : undefined;
}

/** Exact identifier hits first (the query IS a CAS number or 货号), then exact names, then popularity. */
function relevanceOrder(q: ListQuery): SQL[] {
  const order: SQL[] = [];
  const search = q.search;
  if (search) {
    const raw = search.raw.trim();
    if (search.query.kind === 'cas') order.push(sql`(${products.cas} = ${raw}) desc`);
    if (search.query.kind === 'sku') {
      order.push(
        sql`exists (select 1 from ${skus} s where s.product_id = ${products.id} and lower(s.sku) = ${raw.toLowerCase()}) desc`,
      );
    }
    const lower = raw.toLowerCase();
    order.push(
      sql`(${products.name} = ${raw} or lower(${products.nameEn}) = ${lower}
        or exists (select 1 from unnest(${products.synonyms}) syn where lower(syn) = ${lower})) desc`,
    );
  }
  order.push(sql`${products.popularity} desc`, asc(products.id));
  return order;
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
      return relevanceOrder(q);
  }
}

export async function listProducts(db: DbOrTx, q: ListQuery) {
  const where = conditions(q, { category: true, brand: true });
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      cas: products.cas,
      grade: products.grade,
      brandName: brands.name,
      minPriceFen: minPrice,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(...orderBy(q))
    .limit(q.limit)
    .offset(q.offset);
  const bounded = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(MAX_TOTAL + 1)
    .as('bounded');
  const [count] = await db.select({ n: sql<string | number>`count(*)` }).from(bounded);
  return {
    rows: rows.map((r) => ({ ...r, minPriceFen: r.minPriceFen === null ? null : Number(r.minPriceFen) })),
    total: Number(count?.n ?? 0),
  };
}

/**
 * Facet counts: categories over the keyword and brand filter (so a buyer can switch category), brands
 * over the keyword and category filter. Categories are rolled up to the children of the chosen one
 * (the roots when none is chosen).
 */
export async function listFacets(db: DbOrTx, q: ListQuery) {
  const byType = await db
    .select({ id: products.productTypeId, n: sql<string | number>`count(*)` })
    .from(products)
    .where(conditions(q, { category: false, brand: true }))
    .groupBy(products.productTypeId);
  const brandCounts = await db
    .select({ id: brands.id, name: brands.name, n: sql<string | number>`count(*)` })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(conditions(q, { category: true, brand: false }))
    .groupBy(brands.id, brands.name)
    .orderBy(sql`count(*) desc`, asc(brands.id));
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
    if (bucket !== undefined) counts.set(bucket, (counts.get(bucket) ?? 0) + Number(row.n));
  }
  const categories = [...counts]
    .map(([id, count]) => ({ id, name: byId.get(id)!.name, count, sort: byId.get(id)!.sort }))
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map(({ sort: _sort, ...c }) => c);
  return {
    categories,
    brands: brandCounts.map((b) => ({ id: b.id, name: b.name, count: Number(b.n) })),
  };
}

export async function findProduct(db: DbOrTx, id: number) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      synonyms: products.synonyms,
      cas: products.cas,
      mdl: products.mdl,
      formula: products.formula,
      mw: products.mw,
      grade: products.grade,
      storage: products.storage,
      hazards: products.hazards,
      controlled: products.controlled,
      description: products.description,
      productTypeId: products.productTypeId,
      brandId: products.brandId,
      brandName: brands.name,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, id));
  if (!product) return null;
  const skuRows = await db.select().from(skus).where(eq(skus.productId, id)).orderBy(asc(skus.id));
  return { product, skus: skuRows };
}
