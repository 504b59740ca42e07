import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { skus } from '../catalogue/catalogue.schema.ts';
import { payments } from '../payments/payments.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import type { OrderActor } from './order-machine.ts';
import { type OrderState, orderEvents, orderLines, orders, stockMovements } from './orders.schema.ts';

/** The columns a transition needs to decide (an order-locks `LockedOrder` is one). */
export interface OrderHead {
  id: number;
  number: string;
  userId: number;
  state: OrderState;
}

/** What a transition also writes on the order row (timestamps, logistics, the cancel reason). */
export type OrderChanges = Partial<{
  paidAt: Date;
  shippedAt: Date;
  completedAt: Date;
  cancelledAt: Date;
  carrier: string;
  trackingNo: string;
  cancelReason: string;
}>;

/**
 * The one write of a state: only when the order is still in `from`. Under READ COMMITTED a concurrent
 * writer waits for the row, re-reads it and then finds another state, so exactly one of them wins.
 */
export async function moveState(
  db: DbOrTx,
  id: number,
  from: OrderState,
  to: OrderState,
  changes: OrderChanges,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ state: to, ...changes })
    .where(and(eq(orders.id, id), eq(orders.state, from)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function insertOrderEvent(
  db: DbOrTx,
  event: {
    orderId: number;
    from: OrderState | null;
    to: OrderState;
    actor: OrderActor;
    actorId: number | null;
    note: string;
  },
) {
  await db.insert(orderEvents).values({
    orderId: event.orderId,
    fromState: event.from,
    toState: event.to,
    actor: event.actor,
    actorId: event.actorId,
    note: event.note,
  });
}

/**
 * Puts an order's quantities back on the shelf, SKUs in key order (the lock order placement uses), with a
 * `cancel` movement per line so the ledger still sums to the stock.
 */
export async function returnOrderStock(db: DbOrTx, orderId: number) {
  const lines = await db
    .select({ skuId: orderLines.skuId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    // A points-mall order's lines are points items: their stock is the points module's.
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.skuId)))
    .groupBy(orderLines.skuId)
    .orderBy(asc(orderLines.skuId));
  for (const line of lines) {
    if (line.skuId === null) continue;
    await db
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${line.quantity}` })
      .where(eq(skus.id, line.skuId));
    await db
      .insert(stockMovements)
      .values({ skuId: line.skuId, delta: line.quantity, reason: 'cancel', orderId });
  }
}

/** Unpaid orders whose time to pay has run out, oldest first. */
export async function dueUnpaidIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.state, 'pending_payment'),
        lt(orders.payBy, now),
        // 待确认: a transfer voucher awaits an operator; the order waits for the review, not the clock.
        sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id}
          and ${payments.method} = 'transfer' and ${payments.state} = 'pending')`,
      ),
    )
    .orderBy(asc(orders.payBy))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Shipped orders shipped before `before`: the buyer never confirmed receipt. */
export async function dueShippedIds(db: DbOrTx, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.state, 'shipped'), lt(orders.shippedAt, before)))
    .orderBy(asc(orders.shippedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** After a rejection the buyer needs time to transfer again: pay_by moves to at least `until`. */
export async function extendPayBy(tx: DbOrTx, orderId: number, until: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ payBy: sql`greatest(${orders.payBy}, ${until.toISOString()}::timestamptz)` })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'pending_payment')));
}
