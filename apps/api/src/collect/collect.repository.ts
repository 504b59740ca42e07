import { COLLECT_LIMIT } from '@labmall/contract/collect';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { brands, products, skus } from '../catalogue/catalogue.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { collectItems } from './collect.schema.ts';

/** Entries a member's frequent-purchase list may hold. */
export { COLLECT_LIMIT };

import { skuFactsColumns } from '../cart/cart.service.ts';

/** Adds a SKU, or sets its quantity when it is already there. Returns the entry id and the list size. */
export async function upsertCollect(db: DbOrTx, userId: number, skuId: number, quantity: number) {
  const [row] = await db
    .insert(collectItems)
    .values({ userId, skuId, quantity })
    .onConflictDoUpdate({ target: [collectItems.userId, collectItems.skuId], set: { quantity } })
    .returning({ id: collectItems.id });
  const [size] = await db.select({ n: count() }).from(collectItems).where(eq(collectItems.userId, userId));
  return { id: row!.id, size: size?.n ?? 0 };
}

export async function listCollect(db: DbOrTx, userId: number, page: { index: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entryId: collectItems.id,
        ...skuFactsColumns,
        leadDays: skus.leadDays,
        quantity: collectItems.quantity,
        createdAt: collectItems.createdAt,
      })
      .from(collectItems)
      .innerJoin(skus, eq(skus.id, collectItems.skuId))
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(collectItems.userId, userId))
      .orderBy(desc(collectItems.createdAt), desc(collectItems.id))
      .offset((page.index - 1) * page.pageSize)
      .limit(page.pageSize),
    db.select({ n: count() }).from(collectItems).where(eq(collectItems.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The member's own entry with its SKU's rule, or null (another member's id reads as missing). */
export async function findOwnCollect(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select({ id: collectItems.id, skuId: collectItems.skuId })
    .from(collectItems)
    .where(and(eq(collectItems.id, id), eq(collectItems.userId, userId)));
  return row ?? null;
}

export async function setCollectQuantity(db: DbOrTx, userId: number, id: number, quantity: number) {
  await db
    .update(collectItems)
    .set({ quantity })
    .where(and(eq(collectItems.id, id), eq(collectItems.userId, userId)));
}

export async function deleteCollect(db: DbOrTx, userId: number, ids: number[]) {
  await db.delete(collectItems).where(and(eq(collectItems.userId, userId), inArray(collectItems.id, ids)));
}
