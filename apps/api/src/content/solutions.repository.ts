import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { brands, products, skus } from '../catalogue/catalogue.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { solutionItems, solutions } from './solutions.schema.ts';

export type SolutionValues = Omit<typeof solutions.$inferInsert, 'id' | 'updatedAt'>;
export interface BundleItem {
  skuId: number;
  quantity: number;
}

const itemCount = sql<number>`(select count(*)::int from ${solutionItems} where ${solutionItems.solutionId} = ${solutions.id})`;

const rowColumns = {
  id: solutions.id,
  title: solutions.title,
  summary: solutions.summary,
  sort: solutions.sort,
  published: solutions.published,
  updatedAt: solutions.updatedAt,
  itemCount,
};

export async function listSolutions(
  db: DbOrTx,
  query: { publishedOnly: boolean; offset: number; limit: number },
) {
  const where = query.publishedOnly ? eq(solutions.published, true) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(solutions)
      .where(where)
      .orderBy(asc(solutions.sort), asc(solutions.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(solutions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSolution(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...rowColumns, body: solutions.body })
    .from(solutions)
    .where(eq(solutions.id, id));
  return row;
}

/** The bundle in page order, with each SKU's catalogue facts as they are today. */
export async function bundleOf(db: DbOrTx, solutionId: number) {
  return db
    .select({
      skuId: skus.id,
      productId: products.id,
      name: products.name,
      brandName: brands.name,
      sku: skus.sku,
      spec: skus.spec,
      pack: skus.pack,
      priceFen: skus.priceFen,
      onSale: skus.onSale,
      quantity: solutionItems.quantity,
    })
    .from(solutionItems)
    .innerJoin(skus, eq(skus.id, solutionItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(solutionItems.solutionId, solutionId))
    .orderBy(asc(solutionItems.sort), asc(skus.id));
}

/** Which of `ids` are SKUs of the catalogue. */
export async function existingSkuIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: skus.id }).from(skus).where(inArray(skus.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertSolution(db: DbOrTx, values: SolutionValues) {
  const [row] = await db.insert(solutions).values(values).returning({ id: solutions.id });
  return row!.id;
}

export async function updateSolution(db: DbOrTx, id: number, values: SolutionValues) {
  const rows = await db
    .update(solutions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(solutions.id, id))
    .returning({ id: solutions.id });
  return rows.length > 0;
}

/** Replaces the bundle of a solution (inside the caller's transaction). */
export async function replaceBundle(db: DbOrTx, solutionId: number, items: BundleItem[]) {
  await db.delete(solutionItems).where(eq(solutionItems.solutionId, solutionId));
  if (items.length === 0) return;
  await db
    .insert(solutionItems)
    .values(items.map((item, sort) => ({ solutionId, skuId: item.skuId, quantity: item.quantity, sort })));
}

export async function deleteSolution(db: DbOrTx, id: number) {
  const rows = await db.delete(solutions).where(eq(solutions.id, id)).returning({ id: solutions.id });
  return rows.length > 0;
}

export async function publishedSolutionStamps(db: DbOrTx) {
  return db
    .select({ id: solutions.id, updatedAt: solutions.updatedAt })
    .from(solutions)
    .where(eq(solutions.published, true))
    .orderBy(asc(solutions.id));
}
