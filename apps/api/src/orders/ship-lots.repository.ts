import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { orderLines } from './orders.schema.ts';

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
