import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { cartItems } from './cart.schema.ts';

/** Distinct SKUs in the member's purchase list. */
export async function countCartLines(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** Adds to the member's line for this SKU (created when missing); returns the line's quantity after. */
export async function addToCartLine(db: DbOrTx, userId: number, skuId: number, quantity: number) {
  const [line] = await db
    .insert(cartItems)
    .values({ userId, skuId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.skuId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    })
    .returning({ quantity: cartItems.quantity });
  return line?.quantity;
}
