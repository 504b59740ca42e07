import { and, asc, eq, gt, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema.ts';
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

/**
 * 对公转账 or 账期 pending a limit (ADR 33): the order's window becomes days. `pay_by` only moves later;
 * when it does, the reminder may go out again for the new deadline. Stock stays held: nothing else moves.
 */
export async function openLongPayWindow(
  tx: DbOrTx,
  orderId: number,
  window: 'transfer' | 'credit',
  until: Date,
): Promise<{ payBy: Date } | null> {
  const untilSql = sql`${until.toISOString()}::timestamptz`;
  const [row] = await tx
    .update(orders)
    .set({
      payWindow: window,
      payBy: sql`greatest(${orders.payBy}, ${untilSql})`,
      payRemindedAt: sql`case when ${untilSql} > ${orders.payBy} then null else ${orders.payRemindedAt} end`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'pending_payment')))
    .returning({ payBy: orders.payBy });
  return row ?? null;
}

/** An order with a long window whose deadline is within `ahead` and not yet reminded of. */
export interface DueReminder {
  id: number;
  number: string;
  userId: number;
  phone: string;
  payBy: Date;
  payWindow: string | null;
}

export async function dueReminders(
  db: DbOrTx,
  now: Date,
  ahead: Date,
  limit: number,
): Promise<DueReminder[]> {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      userId: orders.userId,
      phone: users.phone,
      payBy: orders.payBy,
      payWindow: orders.payWindow,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.state, 'pending_payment'),
        isNotNull(orders.payWindow),
        isNull(orders.payRemindedAt),
        gt(orders.payBy, now),
        lte(orders.payBy, ahead),
        // A voucher under review needs no reminder: the order waits for the operator, not the buyer.
        sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id}
          and ${payments.method} = 'transfer' and ${payments.state} = 'pending')`,
      ),
    )
    .orderBy(asc(orders.payBy))
    .limit(limit);
}

/** Claims one order's reminder (true once): the conditional update is what makes it go out once. */
export async function claimReminder(db: DbOrTx, orderId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ payRemindedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.payRemindedAt), eq(orders.state, 'pending_payment')))
    .returning({ id: orders.id });
  return rows.length === 1;
}
