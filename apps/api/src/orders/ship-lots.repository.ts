import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { orderLines, orders } from './orders.schema.ts';

/** The order's lines among `lineIds`, with their 货号 (to name them in the audit row). */
export const linesOfOrder = (db: DbOrTx, orderId: number, lineIds: number[]) =>
  lineIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: orderLines.id, sku: orderLines.sku })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.id, lineIds)));

/** Records the lot a line was shipped from (one per line, ADR 0046). */
export async function setLineLot(db: DbOrTx, orderId: number, lineId: number, lot: string) {
  await db
    .update(orderLines)
    .set({ lot })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.id, lineId)));
}

/** The lines of the order with this number (id, 货号), or null when there is no such order. */
export async function linesOfNumber(db: DbOrTx, number: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  if (!order) return null;
  return db
    .select({ id: orderLines.id, sku: orderLines.sku })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
}
