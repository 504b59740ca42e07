import { and, desc, eq, inArray } from 'drizzle-orm';
import { orders } from '../../orders/orders.schema.ts';
import type { DbOrTx, Tx } from '../../platform/db.ts';
import { payments } from '../payments.schema.ts';

/** The SQL of 在线支付: the order as the payer sees it and the `online` rows of `payments`. */

export interface PayableOrder {
  id: number;
  number: string;
  userId: number;
  state: string;
  payableFen: number;
}

const orderColumns = {
  id: orders.id,
  number: orders.number,
  userId: orders.userId,
  state: orders.state,
  payableFen: orders.payableFen,
};

/** A member's own order by number (another member's reads as absent). */
export async function memberOrder(
  db: DbOrTx,
  userId: number,
  number: string,
): Promise<PayableOrder | undefined> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, userId)));
  return row;
}

export async function orderById(db: DbOrTx, orderId: number): Promise<PayableOrder | undefined> {
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId));
  return row;
}

export type OnlinePayment = typeof payments.$inferSelect;

/** The order's latest online attempt. */
export async function latestOnlinePayment(db: DbOrTx, orderId: number): Promise<OnlinePayment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'online')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export async function insertOnlinePayment(
  tx: Tx,
  values: { orderId: number; userId: number; amountFen: number; gateway: string; tradeNo: string },
): Promise<OnlinePayment> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, method: 'online', state: 'pending' })
    .returning();
  if (!row) throw new Error('payment row not written');
  return row;
}

/** An online payment by our trade number, for one gateway. */
export async function paymentByTradeNo(
  db: DbOrTx,
  gateway: string,
  tradeNo: string,
): Promise<OnlinePayment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tradeNo, tradeNo), eq(payments.method, 'online'), eq(payments.gateway, gateway)));
  return row;
}

export async function lockPayment(tx: Tx, paymentId: number): Promise<OnlinePayment | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

/** A pending attempt that the gateway closed or that failed. */
export async function closePayment(
  tx: Tx,
  paymentId: number,
  state: 'failed' | 'closed',
  gatewayTradeNo: string | undefined,
): Promise<void> {
  await tx
    .update(payments)
    .set({ state, ...(gatewayTradeNo ? { gatewayTradeNo } : {}), settledAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.state, 'pending')));
}

/**
 * A trade the buyer cancelled (or the gateway closed) that the gateway now reports paid, for an order
 * still unpaid: the row is open again so that settle turns it into the order's payment.
 */
export async function reopenPayment(tx: Tx, paymentId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ state: 'pending', settledAt: null })
    .where(and(eq(payments.id, paymentId), inArray(payments.state, ['closed', 'failed'])));
}

/**
 * Money the gateway took for an order that was paid otherwise or cancelled meanwhile: kept as
 * `refund_due` with the gateway's trade number, so that it is refunded, never lost (ADR 33).
 */
export async function markRefundDue(
  tx: Tx,
  paymentId: number,
  gatewayTradeNo: string | undefined,
  reason: string,
): Promise<void> {
  await tx
    .update(payments)
    .set({
      state: 'refund_due',
      reason,
      settledAt: new Date(),
      ...(gatewayTradeNo ? { gatewayTradeNo } : {}),
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.state, ['pending', 'closed', 'failed'])));
}
