import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { brands, cardPictureSql, products, productTypes } from '../catalogue/catalogue.schema.ts';
import { minPrice } from '../catalogue/catalogue.service.ts';
import type { DbOrTx } from '../platform/db.ts';
import { navEntries, sysConfig } from './content.schema.ts';
import { banners, floorProducts, floors } from './home.schema.ts';

/** The home page's reads and the operator's writes (banners, floors, navigation, groups, config). */

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id'>;
export type FloorRow = typeof floors.$inferSelect;
export type FloorValues = Omit<typeof floors.$inferInsert, 'id'>;
export type NavValues = Omit<typeof navEntries.$inferInsert, 'id'>;

// ---- banners

/** Slides in their window at `now`, in the merchant's order. */
export function listLiveBanners(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        or(isNull(banners.startsAt), sql`${banners.startsAt} <= ${now.toISOString()}`),
        or(isNull(banners.endsAt), sql`${banners.endsAt} > ${now.toISOString()}`),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id))
    .limit(limit);
}

export function listBanners(db: DbOrTx) {
  return db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
}

export async function insertBanner(db: DbOrTx, values: BannerValues): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(values).returning();
  return row!;
}

export async function updateBanner(
  db: DbOrTx,
  id: number,
  values: BannerValues,
): Promise<BannerRow | undefined> {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row;
}

export async function deleteBanner(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  return rows.length > 0;
}

// ---- floors

/** Every floor in the merchant's order; `shownOnly`: those the home page shows (not hidden). */
export function listFloors(db: DbOrTx, { shownOnly = false } = {}) {
  return db
    .select()
    .from(floors)
    .where(shownOnly ? eq(floors.visible, true) : undefined)
    .orderBy(asc(floors.sort), asc(floors.id));
}

/** Each floor's featured product ids in order. */
export async function listFloorProductIds(db: DbOrTx, floorIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(floorIds.map((id) => [id, []]));
  if (floorIds.length === 0) return result;
  const rows = await db
    .select({ floorId: floorProducts.floorId, productId: floorProducts.productId })
    .from(floorProducts)
    .where(inArray(floorProducts.floorId, floorIds))
    .orderBy(asc(floorProducts.floorId), asc(floorProducts.sort), asc(floorProducts.productId));
  for (const row of rows) result.get(row.floorId)?.push(row.productId);
  return result;
}

export async function productTypeExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.id, id));
  return row !== undefined;
}

/** Which of these product ids exist. */
export async function existingProductIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Inserts or updates a floor and replaces its featured products; one transaction. */
export async function saveFloor(
  db: DbOrTx,
  id: number | undefined,
  values: FloorValues,
  productIds: number[],
): Promise<FloorRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] =
      id === undefined
        ? await tx.insert(floors).values(values).returning()
        : await tx.update(floors).set(values).where(eq(floors.id, id)).returning();
    if (!row) return undefined;
    await tx.delete(floorProducts).where(eq(floorProducts.floorId, row.id));
    if (productIds.length > 0)
      await tx
        .insert(floorProducts)
        .values(productIds.map((productId, sort) => ({ floorId: row.id, productId, sort })));
    return row;
  });
}

/** Shows or hides a floor: the row as it was and as it is now, or undefined when there is none. */
export async function setFloorVisible(db: DbOrTx, id: number, visible: boolean) {
  const [before] = await db.select().from(floors).where(eq(floors.id, id)).for('update');
  if (!before) return undefined;
  const [after] = await db.update(floors).set({ visible }).where(eq(floors.id, id)).returning();
  return { before, after: after! };
}

export async function deleteFloor(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(floors).where(eq(floors.id, id)).returning({ id: floors.id });
  return rows.length > 0;
}

// ---- products shown on the home page

const productColumns = {
  id: products.id,
  name: products.name,
  cas: products.cas,
  grade: products.grade,
  brandName: brands.name,
  image: cardPictureSql,
  minPriceFen: minPrice,
};

export interface HomeProductRow {
  id: number;
  name: string;
  cas: string | null;
  grade: string;
  brandName: string;
  image: string | null;
  minPriceFen: number | null;
}

const toNumberPrice = <T extends { minPriceFen: string | number | null }>(r: T) => ({
  ...r,
  minPriceFen: r.minPriceFen === null ? null : Number(r.minPriceFen),
});

export async function listProductsByIds(db: DbOrTx, ids: number[]): Promise<HomeProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids));
  return rows.map(toNumberPrice);
}

/** The newest products: ids grow with creation, so the primary key's index answers without a sort. */
export async function listNewestProducts(db: DbOrTx, limit: number): Promise<HomeProductRow[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(desc(products.id))
    .limit(limit);
  return rows.map(toNumberPrice);
}

// ---- navigation (the header's menu; content.repository.ts reads it for the storefront)

export async function insertNav(db: DbOrTx, values: NavValues) {
  const [row] = await db.insert(navEntries).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateNav(db: DbOrTx, id: number, values: NavValues) {
  const [row] = await db.update(navEntries).set(values).where(eq(navEntries.id, id)).returning();
  return row;
}

export async function navCodeOwner(db: DbOrTx, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: navEntries.id }).from(navEntries).where(eq(navEntries.code, code));
  return row?.id;
}

/** Whether `parentId` is `id` or one of its descendants (a move there would make a cycle). */
export async function isNavDescendant(db: DbOrTx, id: number, parentId: number): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive sub as (
      select id from ${navEntries} where id = ${id}
      union all
      select c.id from ${navEntries} c join sub on c.parent_id = sub.id
    ) select id from sub where id = ${parentId}`);
  // Both drivers answer execute() with the rows under `rows` (PGlite's Results, pg's QueryResult).
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function navExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: navEntries.id }).from(navEntries).where(eq(navEntries.id, id));
  return row !== undefined;
}

export async function deleteNav(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(navEntries).where(eq(navEntries.id, id)).returning({ id: navEntries.id });
  return rows.length > 0;
}

// ---- product groups (top-level categories marked as groups, catalogue.schema.ts)

export function listGroupRows(db: DbOrTx) {
  return db
    .select({ id: productTypes.id, name: productTypes.name, sort: productTypes.sort })
    .from(productTypes)
    .where(eq(productTypes.isGroup, true))
    .orderBy(asc(productTypes.sort), asc(productTypes.id));
}

/** Marks a top-level category as a group with its sort; undefined when there is no such root. */
export async function setGroup(db: DbOrTx, id: number, group: boolean, sort?: number) {
  const [row] = await db
    .update(productTypes)
    .set({ isGroup: group, ...(sort === undefined ? {} : { sort }) })
    .where(and(eq(productTypes.id, id), isNull(productTypes.pid)))
    .returning({ id: productTypes.id, name: productTypes.name, sort: productTypes.sort });
  return row;
}

// ---- system configuration

export function listConfigRows(db: DbOrTx) {
  return db.select({ key: sysConfig.key, value: sysConfig.value }).from(sysConfig);
}

export async function upsertConfig(db: DbOrTx, key: string, value: unknown) {
  await db
    .insert(sysConfig)
    .values({ key, value })
    .onConflictDoUpdate({ target: sysConfig.key, set: { value, updatedAt: sql`now()` } });
}

export async function deleteConfig(db: DbOrTx, key: string) {
  await db.delete(sysConfig).where(eq(sysConfig.key, key));
}
