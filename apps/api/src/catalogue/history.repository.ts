import { HISTORY_LIMIT } from '@labmall/contract/history';
import { and, asc, count, desc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { brands, products } from './catalogue.schema.ts';
import { browsingHistory } from './history.schema.ts';
import { minPrice } from './product-query.ts';

/** Products kept per member; older visits fall off as new ones arrive. */
export { HISTORY_LIMIT };

export function productExists(db: DbOrTx, id: number) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id))
    .then((rows) => rows.length > 0);
}

/** Records a visit: the product moves to the top; the list is trimmed in the same transaction. */
export async function recordVisit(db: DbOrTx, userId: number, productId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx
      .insert(browsingHistory)
      .values({ userId, productId, viewedAt: now })
      .onConflictDoUpdate({
        target: [browsingHistory.userId, browsingHistory.productId],
        set: { viewedAt: now },
      });
    const keep = tx
      .select({ productId: browsingHistory.productId })
      .from(browsingHistory)
      .where(eq(browsingHistory.userId, userId))
      .orderBy(desc(browsingHistory.viewedAt), desc(browsingHistory.productId))
      .limit(HISTORY_LIMIT);
    await tx
      .delete(browsingHistory)
      .where(and(eq(browsingHistory.userId, userId), notInArray(browsingHistory.productId, keep)));
  });
}

export async function listHistory(db: DbOrTx, userId: number, page: { index: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        productId: products.id,
        name: products.name,
        nameEn: products.nameEn,
        cas: products.cas,
        grade: products.grade,
        brandName: brands.name,
        viewedAt: browsingHistory.viewedAt,
        minPriceFen: minPrice,
      })
      .from(browsingHistory)
      .innerJoin(products, eq(products.id, browsingHistory.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(browsingHistory.userId, userId))
      .orderBy(desc(browsingHistory.viewedAt), asc(browsingHistory.productId))
      .offset((page.index - 1) * page.pageSize)
      .limit(page.pageSize),
    db.select({ n: count() }).from(browsingHistory).where(eq(browsingHistory.userId, userId)),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, minPriceFen: r.minPriceFen === null ? null : Number(r.minPriceFen) })),
    total: total?.n ?? 0,
  };
}

export async function deleteVisit(db: DbOrTx, userId: number, productId: number) {
  await db
    .delete(browsingHistory)
    .where(and(eq(browsingHistory.userId, userId), eq(browsingHistory.productId, productId)));
}

export async function clearHistory(db: DbOrTx, userId: number) {
  await db.delete(browsingHistory).where(eq(browsingHistory.userId, userId));
}
