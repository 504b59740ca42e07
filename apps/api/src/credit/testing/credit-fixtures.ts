import { eq } from 'drizzle-orm';
import { orders } from '../../orders/orders.schema.ts';
import { placeTestOrder } from '../../orders/testing/order-fixtures.ts';
import type { Db } from '../../platform/db.ts';

/** An unpaid order of one SKU whose payable is exactly `payableFen` (goods only, no freight). */
export async function orderPayable(db: Db, userId: number, skuId: number, payableFen: number) {
  const placed = await placeTestOrder(db, userId, [{ skuId, quantity: 1 }]);
  await db
    .update(orders)
    .set({ goodsFen: payableFen, freightFen: 0, discountFen: 0, payableFen })
    .where(eq(orders.id, placed.id));
  return placed;
}
