import { MAX_CART_LINES } from '@labmall/contract/cart';
import { MAX_LINE_QUANTITY } from '@labmall/rules';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { conflict } from '../platform/errors.ts';
import { cartItems } from './cart.schema.ts';
import { requireBuyable, skusById } from './sku-lookup.ts';

/** Distinct SKUs a purchase list may hold. */
export { MAX_CART_LINES };

/**
 * Adds SKUs to a member's purchase list: every line is checked first, then all are written in one
 * transaction (a quantity already there grows), so a bad line adds nothing.
 */
export async function addToCart(db: Db, userId: number, items: { sku_id: number; quantity: number }[]) {
  const found = await skusById(
    db,
    items.map((i) => i.sku_id),
  );
  items.forEach((item, i) => {
    requireBuyable(found.get(item.sku_id), item.quantity, `items.${i}.quantity`);
  });
  return db.transaction(async (tx) => {
    for (const item of items) {
      const [line] = await tx
        .insert(cartItems)
        .values({ userId, skuId: item.sku_id, quantity: item.quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.skuId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        })
        .returning({ quantity: cartItems.quantity });
      if (line && line.quantity > MAX_LINE_QUANTITY) {
        throw conflict(`采购单中同一规格最多 ${MAX_LINE_QUANTITY} 件`);
      }
    }
    const [lines] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
    const n = lines?.n ?? 0;
    if (n > MAX_CART_LINES) throw conflict(`采购单最多 ${MAX_CART_LINES} 种货品`);
    return n;
  });
}
