import { and, asc, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { brands, products, skus } from '../catalogue/catalogue.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { activities, activityItems, activityThemes } from './activities.schema.ts';

/** The SQL of sales activities and their themes (the running prices live in activity-prices.repository.ts). */

export type ActivityRow = typeof activities.$inferSelect;
export type ThemeRow = typeof activityThemes.$inferSelect;
export type ActivityWindow = 'upcoming' | 'running' | 'ended';

// Correlated subqueries spelled out: drizzle leaves a column unqualified inside a select list's sql,
// where it would bind to the inner table.
const itemCount = sql<number>`(select count(*) from activity_items i where i.activity_id = "activities"."id")::int`;

/** An activity's columns with how many SKUs it holds. */
const activityColumns = {
  id: activities.id,
  themeId: activities.themeId,
  title: activities.title,
  banner: activities.banner,
  rules: activities.rules,
  startsAt: activities.startsAt,
  endsAt: activities.endsAt,
  published: activities.published,
  sort: activities.sort,
  createdAt: activities.createdAt,
  itemCount,
};
export type ActivityWithCount = ActivityRow & { itemCount: number };

function windowIs(window: ActivityWindow, at: Date): SQL {
  if (window === 'upcoming') return gt(activities.startsAt, at);
  if (window === 'running') return and(lte(activities.startsAt, at), gt(activities.endsAt, at))!;
  return lte(activities.endsAt, at);
}

/** Published activities that have not ended at `at` (running and upcoming), by sort then start. */
export async function openActivities(db: DbOrTx, at: Date): Promise<ActivityWithCount[]> {
  return db
    .select(activityColumns)
    .from(activities)
    .where(and(eq(activities.published, true), gt(activities.endsAt, at)))
    .orderBy(asc(activities.sort), asc(activities.startsAt), asc(activities.id));
}

export async function findActivity(db: DbOrTx, id: number): Promise<ActivityWithCount | null> {
  const [row] = await db.select(activityColumns).from(activities).where(eq(activities.id, id));
  return row ?? null;
}

/** An activity's SKUs with today's facts of each, in the merchant's order. */
export async function activitySkus(db: DbOrTx, activityId: number) {
  return db
    .select({
      skuId: skus.id,
      productId: skus.productId,
      name: products.name,
      brandName: brands.name,
      grade: products.grade,
      cas: products.cas,
      sku: skus.sku,
      spec: skus.spec,
      pack: skus.pack,
      stock: skus.stock,
      minQty: skus.minQty,
      step: skus.step,
      onSale: skus.onSale,
      listPriceFen: skus.priceFen,
      priceFen: activityItems.priceFen,
    })
    .from(activityItems)
    .innerJoin(skus, eq(skus.id, activityItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(activityItems.activityId, activityId))
    .orderBy(asc(activityItems.sort), asc(skus.id));
}

export type ActivitySkuRow = Awaited<ReturnType<typeof activitySkus>>[number];

export async function findTheme(db: DbOrTx, id: number): Promise<ThemeRow | null> {
  const [row] = await db.select().from(activityThemes).where(eq(activityThemes.id, id));
  return row ?? null;
}

/** Published themes, by sort then id (the first is /sales/theme's default). */
export async function publishedThemes(db: DbOrTx): Promise<ThemeRow[]> {
  return db
    .select()
    .from(activityThemes)
    .where(eq(activityThemes.published, true))
    .orderBy(asc(activityThemes.sort), asc(activityThemes.id));
}

/** A theme's published activities, whatever their window. */
export async function themeActivities(db: DbOrTx, themeId: number): Promise<ActivityWithCount[]> {
  return db
    .select(activityColumns)
    .from(activities)
    .where(and(eq(activities.themeId, themeId), eq(activities.published, true)))
    .orderBy(asc(activities.sort), asc(activities.startsAt), asc(activities.id));
}

// The operators' side.

export async function allThemes(db: DbOrTx) {
  return db
    .select({
      theme: activityThemes,
      activityCount: sql<number>`(select count(*) from activities a where a.theme_id = "activity_themes"."id")::int`,
    })
    .from(activityThemes)
    .orderBy(asc(activityThemes.sort), asc(activityThemes.id));
}

export type ThemeValues = Pick<typeof activityThemes.$inferInsert, 'title' | 'intro' | 'banner' | 'sort'>;

export async function insertTheme(db: DbOrTx, values: ThemeValues & { published?: boolean }) {
  const [row] = await db.insert(activityThemes).values(values).returning();
  return row!;
}

/** The updated row, or null when there is no such theme. */
export async function updateTheme(
  db: DbOrTx,
  id: number,
  values: Partial<ThemeValues & { published: boolean }>,
) {
  const [row] = await db.update(activityThemes).set(values).where(eq(activityThemes.id, id)).returning();
  return row ?? null;
}

export async function themeActivityCount(db: DbOrTx, themeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activities).where(eq(activities.themeId, themeId));
  return row?.n ?? 0;
}

/** A page of activities, latest start first; `window` filters by the time window at `at`. */
export async function pageActivities(
  db: DbOrTx,
  query: { window: ActivityWindow | 'all'; at: Date; offset: number; limit: number },
) {
  const where = query.window === 'all' ? undefined : windowIs(query.window, query.at);
  const [rows, [total]] = await Promise.all([
    db
      .select(activityColumns)
      .from(activities)
      .where(where)
      .orderBy(desc(activities.startsAt), desc(activities.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type ActivityValues = Pick<
  typeof activities.$inferInsert,
  'themeId' | 'title' | 'banner' | 'rules' | 'startsAt' | 'endsAt' | 'sort'
>;

export async function insertActivity(db: DbOrTx, values: ActivityValues & { published?: boolean }) {
  const [row] = await db.insert(activities).values(values).returning({ id: activities.id });
  return row!.id;
}

/** True when the activity exists (and was updated). */
export async function updateActivity(
  db: DbOrTx,
  id: number,
  values: Partial<ActivityValues & { published: boolean }>,
) {
  const rows = await db
    .update(activities)
    .set(values)
    .where(eq(activities.id, id))
    .returning({ id: activities.id });
  return rows.length > 0;
}

/** Locks the activity's row: two operators setting its items one after the other, never interleaved. */
export async function lockActivity(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.id, id))
    .for('update');
  return rows.length > 0;
}

/** The SKUs' own prices, for checking activity prices against them. */
export async function skuPrices(db: DbOrTx, skuIds: number[]): Promise<Map<number, number>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({ id: skus.id, priceFen: skus.priceFen })
    .from(skus)
    .where(inArray(skus.id, skuIds));
  return new Map(rows.map((r) => [r.id, r.priceFen]));
}

/** Replaces an activity's items with these, in this order. */
export async function replaceActivityItems(
  db: DbOrTx,
  activityId: number,
  items: { skuId: number; priceFen: number }[],
) {
  await db.delete(activityItems).where(eq(activityItems.activityId, activityId));
  if (items.length === 0) return;
  await db
    .insert(activityItems)
    .values(items.map((item, sort) => ({ activityId, skuId: item.skuId, priceFen: item.priceFen, sort })));
}

/** SKU ids by 货号 (any case), for the demo data. */
export async function skuIdsByCode(
  db: DbOrTx,
  codes: string[],
): Promise<Map<string, { id: number; priceFen: number }>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: skus.id, sku: skus.sku, priceFen: skus.priceFen })
    .from(skus)
    .where(
      inArray(
        sql`lower(${skus.sku})`,
        codes.map((c) => c.toLowerCase()),
      ),
    );
  return new Map(rows.map((r) => [r.sku.toLowerCase(), { id: r.id, priceFen: r.priceFen }]));
}

/** Whether the store has any theme or activity yet (the demo data goes only into a store without). */
export async function hasAnyActivityData(db: DbOrTx): Promise<boolean> {
  const [themes] = await db.select({ n: count() }).from(activityThemes);
  const [acts] = await db.select({ n: count() }).from(activities);
  return (themes?.n ?? 0) > 0 || (acts?.n ?? 0) > 0;
}
