import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../platform/db.ts';
import { type OrderState, orders } from './orders.schema.ts';

/**
 * THE place an order is locked (ADR 0027). Every path that moves money or an order's state — settle
 * (账期, 在线, 对公转账), the buyer's and the operator's transitions, the timed sweeps — starts by
 * locking the order row here, reads it once, and passes what it read along: no second read of the
 * same order in one transaction.
 *
 * The lock order, the one every money path takes (two paths that take the same rows in the same order
 * queue instead of deadlocking):
 *
 *   1. the order row (`lockOrder`, this file)
 *   2. its payment rows (payments: the pending attempt being settled or reviewed)
 *   3. the SKU rows, in id order (placement takes stock; a cancel gives it back, orders/lifecycle)
 *   4. the member's credit account (credit: 账期支付 charges it, a cancel releases it)
 *   5. the member's coupon (coupons: used at placement, returned on cancel)
 *   6. the member's points account and the points items (points: spent, returned, earned, reversed)
 *
 * `LOCK_ORDER` states it as data; the transition's effects run in this order (lifecycle.service).
 * Placement has no order row to lock before it writes one: it takes 3 → 5 and inserts the order.
 */
export const LOCK_ORDER = ['order', 'payments', 'skus', 'credit_account', 'coupon', 'points'] as const;

/** What a money path needs of an order, read once with its row locked. */
export interface LockedOrder {
  id: number;
  number: string;
  userId: number;
  state: OrderState;
  payableFen: number;
  payBy: Date;
}

/** Which order: by id (a payment's, a job's), or by number for its member, or by number for an operator. */
export type OrderKey = { id: number } | { number: string; memberId: number } | { number: string };

const lockedColumns = {
  id: orders.id,
  number: orders.number,
  userId: orders.userId,
  state: orders.state,
  payableFen: orders.payableFen,
  payBy: orders.payBy,
};

function whereOf(key: OrderKey): SQL | undefined {
  if ('id' in key) return eq(orders.id, key.id);
  if ('memberId' in key) return and(eq(orders.number, key.number), eq(orders.userId, key.memberId));
  return eq(orders.number, key.number);
}

/**
 * Locks one order row (`for update`) and reads it; null when there is none, or when a member asks for
 * another member's number (which reads as absent). Waits while another money path holds the row, then
 * reads the state that path left.
 */
export async function lockOrder(tx: Tx, key: OrderKey): Promise<LockedOrder | null> {
  const [row] = await tx.select(lockedColumns).from(orders).where(whereOf(key)).for('update');
  return row ?? null;
}
