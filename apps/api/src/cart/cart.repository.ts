import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { brands, cardPictureSql, products, skus } from '../catalogue/catalogue.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { cartItems } from './cart.schema.ts';
import { skuFactsColumns } from './sku-facts.repository.ts';

/** The SQL of the 采购单 (cart_items); every statement is scoped to one member. */

/**
 * Adds a SKU or grows its quantity, and records today's price as the price "when added": a buyer who
 * adds the same SKU again has seen the current price, so an earlier price-change flag no longer applies.
 * A re-added line is ticked again. Returns the line's quantity after the write.
 */
export async function upsertCartLine(
  db: DbOrTx,
  line: { userId: number; skuId: number; quantity: number; priceFen: number },
  selected = true,
) {
  const [row] = await db
    .insert(cartItems)
    .values({ ...line, addedPriceFen: line.priceFen, selected })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.skuId],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        addedPriceFen: sql`excluded.added_price_fen`,
        selected,
      },
    })
    .returning({ quantity: cartItems.quantity });
  return row!.quantity;
}

export async function countCartLines(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** The member's lines with their SKU's facts today, newest first (then by SKU, for a stable order). */
export async function listCartLines(db: DbOrTx, userId: number, onlySelected = false) {
  return db
    .select({
      ...skuFactsColumns,
      cas: products.cas,
      grade: products.grade,
      controlled: products.controlled,
      picture: cardPictureSql,
      quantity: cartItems.quantity,
      selected: cartItems.selected,
      addedPriceFen: cartItems.addedPriceFen,
      addedAt: cartItems.createdAt,
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(cartItems.userId, userId), onlySelected ? eq(cartItems.selected, true) : undefined))
    .orderBy(desc(cartItems.createdAt), asc(cartItems.skuId));
}

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** The member's own line of a SKU, or null (another member's line reads as missing). */
export async function findCartLine(db: DbOrTx, userId: number, skuId: number) {
  const [row] = await db
    .select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, skuId)));
  return row ?? null;
}

export async function setCartQuantity(db: DbOrTx, userId: number, skuId: number, quantity: number) {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, skuId)))
    .returning({ skuId: cartItems.skuId });
  return rows.length;
}

export async function deleteCartLines(db: DbOrTx, userId: number, skuIds: number[]) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)));
}

/** Ticks or clears lines (`'all'`: every line of the member); returns how many lines it touched. */
export async function setCartSelected(
  db: DbOrTx,
  userId: number,
  skuIds: number[] | 'all',
  selected: boolean,
) {
  const rows = await db
    .update(cartItems)
    .set({ selected })
    .where(and(eq(cartItems.userId, userId), skuIds === 'all' ? undefined : inArray(cartItems.skuId, skuIds)))
    .returning({ skuId: cartItems.skuId });
  return rows.length;
}

/** The SKU ids of the given ones that are in the member's 采购单. */
export async function ownCartSkuIds(db: DbOrTx, userId: number, skuIds: number[]) {
  const rows = await db
    .select({ skuId: cartItems.skuId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)));
  return new Set(rows.map((r) => r.skuId));
}

/**
 * Removes the selected lines and returns them. `FOR UPDATE` is implied by DELETE … RETURNING: a
 * concurrent move or checkout of the same lines waits, then finds them gone.
 */
export async function takeSelectedCartLines(db: DbOrTx, userId: number) {
  return db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.selected, true)))
    .returning({ skuId: cartItems.skuId, quantity: cartItems.quantity });
}
