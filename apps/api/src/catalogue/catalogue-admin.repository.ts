import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { stockMovements } from '../orders/orders.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { brands, products, productTypes, skus } from './catalogue.schema.ts';

/** The console's reads and writes of categories, brands, products and SKUs (catalogue-admin.service.ts). */

export function listCategoryRows(db: DbOrTx) {
  return db
    .select({
      id: productTypes.id,
      pid: productTypes.pid,
      name: productTypes.name,
      sort: productTypes.sort,
      hidden: productTypes.hidden,
      isGroup: productTypes.isGroup,
      productCount: sql<number>`(select count(*)::int from ${products} p where p.product_type_id = ${productTypes.id})`,
    })
    .from(productTypes)
    .orderBy(asc(productTypes.sort), asc(productTypes.id));
}

export async function insertCategory(
  db: DbOrTx,
  values: { name: string; pid: number | null; sort: number; hidden: boolean },
) {
  const [row] = await db.insert(productTypes).values(values).returning({ id: productTypes.id });
  return row!.id;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: { name: string; pid: number | null; sort: number; hidden: boolean },
) {
  const rows = await db
    .update(productTypes)
    .set(values)
    .where(eq(productTypes.id, id))
    .returning({ id: productTypes.id });
  return rows.length > 0;
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(productTypes).where(eq(productTypes.id, id)).limit(1);
  return row;
}

/** The category and all its ancestors' ids, nearest first (to refuse a move under its own child). */
export async function ancestorIds(db: DbOrTx, id: number): Promise<number[]> {
  const result = await db.execute(sql`
    with recursive up(id, pid, depth) as (
      select id, pid, 0 from ${productTypes} where id = ${id}
      union all
      select t.id, t.pid, up.depth + 1 from ${productTypes} t join up on t.id = up.pid where up.depth < 64
    ) select id from up order by depth`);
  return (result as unknown as { rows: { id: string | number }[] }).rows.map((r) => Number(r.id));
}

export async function listBrandRows(db: DbOrTx, keyword: string, index: number, pageSize: number) {
  const where = keyword
    ? or(ilike(brands.name, `%${escapeLike(keyword)}%`), ilike(brands.nameEn, `%${escapeLike(keyword)}%`))
    : undefined;
  const [total] = await db.select({ n: count() }).from(brands).where(where);
  const list = await db
    .select({
      id: brands.id,
      name: brands.name,
      nameEn: brands.nameEn,
      initial: brands.initial,
      sort: brands.sort,
      logo: brands.logo,
      productCount: sql<number>`(select count(*)::int from ${products} p where p.brand_id = ${brands.id})`,
    })
    .from(brands)
    .where(where)
    .orderBy(asc(brands.sort), asc(brands.name))
    .limit(pageSize)
    .offset((index - 1) * pageSize);
  return { total: total?.n ?? 0, list };
}

export const findBrand = async (db: DbOrTx, id: number) =>
  (await db.select().from(brands).where(eq(brands.id, id)).limit(1))[0];

export async function brandNamed(db: DbOrTx, name: string) {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.name, name)).limit(1);
  return row?.id;
}

export async function insertBrand(db: DbOrTx, values: typeof brands.$inferInsert) {
  const [row] = await db.insert(brands).values(values).returning({ id: brands.id });
  return row!.id;
}

export async function updateBrand(db: DbOrTx, id: number, values: Partial<typeof brands.$inferInsert>) {
  await db.update(brands).set(values).where(eq(brands.id, id));
}

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, '\\$&');
}

export interface ProductFilter {
  keyword: string;
  categoryId?: number;
  brandId?: number;
  onSale: 'all' | 'on' | 'off';
}

/** Name (either language), CAS exactly, or a 货号 exactly (case-insensitive), as operators look up. */
function productWhere(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const k = filter.keyword;
  if (k) {
    const like = `%${escapeLike(k)}%`;
    conditions.push(
      or(
        ilike(products.name, like),
        ilike(products.nameEn, like),
        eq(products.cas, k),
        sql`exists (select 1 from ${skus} s where s.product_id = ${products.id} and lower(s.sku) = lower(${k}))`,
      )!,
    );
  }
  if (filter.categoryId) conditions.push(eq(products.productTypeId, filter.categoryId));
  if (filter.brandId) conditions.push(eq(products.brandId, filter.brandId));
  const onSale = sql`exists (select 1 from ${skus} s where s.product_id = ${products.id} and s.on_sale)`;
  if (filter.onSale === 'on') conditions.push(onSale);
  if (filter.onSale === 'off') conditions.push(sql`not ${onSale}`);
  return conditions.length ? and(...conditions) : undefined;
}

export async function listProductRows(db: DbOrTx, filter: ProductFilter, index: number, pageSize: number) {
  const where = productWhere(filter);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const list = await db
    .select({
      id: products.id,
      name: products.name,
      cas: products.cas,
      grade: products.grade,
      images: products.images,
      brand: brands.name,
      category: productTypes.name,
      skuCount: sql<number>`(select count(*)::int from ${skus} s where s.product_id = ${products.id})`,
      onSaleCount: sql<number>`(select count(*)::int from ${skus} s where s.product_id = ${products.id} and s.on_sale)`,
      stock: sql<number>`(select coalesce(sum(s.stock), 0)::int from ${skus} s where s.product_id = ${products.id})`,
      minPriceFen: sql<number>`(select coalesce(min(s.price_fen), 0)::bigint from ${skus} s where s.product_id = ${products.id})`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(where)
    .orderBy(desc(products.id))
    .limit(pageSize)
    .offset((index - 1) * pageSize);
  return { total: total?.n ?? 0, list };
}

export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export function skusOf(db: DbOrTx, productId: number) {
  return db.select().from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.id));
}

/** SKUs holding any of these 货号 (lower-cased), with their product. */
export function skusByCode(db: DbOrTx, lowerCodes: string[]) {
  if (lowerCodes.length === 0) return Promise.resolve([]);
  return db
    .select({ id: skus.id, sku: skus.sku, productId: skus.productId })
    .from(skus)
    .where(inArray(sql`lower(${skus.sku})`, lowerCodes));
}

export type ProductColumns = Omit<typeof products.$inferInsert, 'id' | 'search' | 'createdAt' | 'version'>;

export async function insertProduct(db: DbOrTx, values: ProductColumns) {
  const [row] = await db
    .insert(products)
    // Filled by refreshSearchVectors once the SKUs are in.
    .values({ ...values, search: sql`''::tsvector` as unknown as string })
    .returning({ id: products.id, version: products.version });
  return row!;
}

/** Writes the product only when it still has the version the editor read; null when it moved on. */
export async function updateProductAtVersion(
  db: DbOrTx,
  id: number,
  version: number,
  values: ProductColumns,
) {
  const [row] = await db
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1` })
    .where(and(eq(products.id, id), eq(products.version, version)))
    .returning({ id: products.id, version: products.version });
  return row ?? null;
}

export type SkuColumns = Omit<typeof skus.$inferInsert, 'id' | 'productId' | 'stock'>;

/** A new SKU; its first stock is an 入库 line of the ledger in the same transaction. */
export async function insertSku(db: DbOrTx, productId: number, values: SkuColumns, stock: number) {
  const [row] = await db
    .insert(skus)
    .values({ ...values, productId, stock })
    .returning({ id: skus.id });
  if (stock > 0)
    await db
      .insert(stockMovements)
      .values({ skuId: row!.id, delta: stock, reason: 'receive', note: '期初库存' });
  return row!.id;
}

/** Everything of a SKU but its stock, which changes only through the ledger. */
export async function updateSku(db: DbOrTx, id: number, productId: number, values: SkuColumns) {
  await db
    .update(skus)
    .set(values)
    .where(and(eq(skus.id, id), eq(skus.productId, productId)));
}

export async function movementsOf(db: DbOrTx, productId: number, index: number, pageSize: number) {
  const where = sql`${stockMovements.skuId} in (select s.id from ${skus} s where s.product_id = ${productId})`;
  const [total] = await db.select({ n: count() }).from(stockMovements).where(where);
  const list = await db
    .select({
      id: stockMovements.id,
      sku: skus.sku,
      delta: stockMovements.delta,
      reason: stockMovements.reason,
      orderId: stockMovements.orderId,
      at: stockMovements.at,
    })
    .from(stockMovements)
    .innerJoin(skus, eq(skus.id, stockMovements.skuId))
    .where(where)
    .orderBy(desc(stockMovements.id))
    .limit(pageSize)
    .offset((index - 1) * pageSize);
  return { total: total?.n ?? 0, list };
}
