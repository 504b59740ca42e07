import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type OrderState, orders } from '../orders/orders.schema.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { payments } from './payments.schema.ts';

export type PaymentMethod = 'credit' | 'transfer' | 'online';
export type PaymentState = 'pending' | 'paid' | 'rejected' | 'failed' | 'closed';

/** What settling needs of an order, read with its row locked so that one settle of an order runs at a time. */
export interface PayableOrder {
  id: number;
  number: string;
  userId: number;
  state: OrderState;
  payableFen: number;
}

export async function lockPayableOrder(tx: Tx, orderId: number): Promise<PayableOrder | null> {
  const [row] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      userId: orders.userId,
      state: orders.state,
      payableFen: orders.payableFen,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row ?? null;
}

export async function paidPaymentOf(db: DbOrTx, orderId: number): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'paid')));
  return row ?? null;
}

export interface PaidValues {
  orderId: number;
  userId: number;
  method: PaymentMethod;
  amountFen: number;
  gateway?: string | undefined;
  tradeNo?: string | undefined;
  gatewayTradeNo?: string | undefined;
}

/** A new `paid` row; the one-paid-per-order index makes a second one a no-op (null). */
export async function insertPaidPayment(tx: Tx, values: PaidValues, at: Date): Promise<number | null> {
  const rows = await tx
    .insert(payments)
    .values({
      orderId: values.orderId,
      userId: values.userId,
      method: values.method,
      state: 'paid',
      amountFen: values.amountFen,
      gateway: values.gateway ?? null,
      tradeNo: values.tradeNo ?? null,
      gatewayTradeNo: values.gatewayTradeNo ?? null,
      settledAt: at,
    })
    .onConflictDoNothing({ target: payments.orderId, where: sql`${payments.state} = 'paid'` })
    .returning({ id: payments.id });
  return rows[0]?.id ?? null;
}

/** A pending row of this order becomes `paid`; null when it is not (or no longer) pending. */
export async function markPaymentPaid(
  tx: Tx,
  paymentId: number,
  orderId: number,
  changes: { gatewayTradeNo?: string | undefined; reviewedBy?: number | undefined },
  at: Date,
): Promise<number | null> {
  const rows = await tx
    .update(payments)
    .set({
      state: 'paid',
      settledAt: at,
      ...(changes.gatewayTradeNo ? { gatewayTradeNo: changes.gatewayTradeNo } : {}),
      ...(changes.reviewedBy ? { reviewedBy: changes.reviewedBy } : {}),
    })
    .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId), eq(payments.state, 'pending')))
    .returning({ id: payments.id });
  return rows[0]?.id ?? null;
}

/** Once an order is paid, its other open attempts (an online trade, a transfer awaiting review) close. */
export async function closeOtherPending(tx: Tx, orderId: number, paidId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ state: 'closed' })
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'pending'), ne(payments.id, paidId)));
}

export interface PaymentRow {
  id: number;
  orderId: number;
  userId: number;
  method: string;
  state: string;
  amountFen: number;
  voucher: string | null;
  reason: string;
  createdAt: Date;
  settledAt: Date | null;
}

const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  userId: payments.userId,
  method: payments.method,
  state: payments.state,
  amountFen: payments.amountFen,
  voucher: payments.voucher,
  reason: payments.reason,
  createdAt: payments.createdAt,
  settledAt: payments.settledAt,
};

export async function paymentById(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select(paymentColumns).from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** The order's payment attempts, newest first. */
export async function paymentsOfOrder(db: DbOrTx, orderId: number): Promise<PaymentRow[]> {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Orders among `orderIds` that have a transfer awaiting an operator (待确认). */
export async function ordersWithPendingTransfer(db: DbOrTx, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: payments.orderId })
    .from(payments)
    .where(
      and(
        inArray(payments.orderId, orderIds),
        eq(payments.method, 'transfer'),
        eq(payments.state, 'pending'),
      ),
    );
  return new Set(rows.map((r) => r.orderId));
}
