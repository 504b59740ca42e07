import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { memberProfiles } from '../../accounts/accounts.schema.ts';
import { orders } from '../../orders/orders.schema.ts';
import type { DbOrTx, Tx } from '../../platform/db.ts';
import { payments, type RefundState, refunds } from '../payments.schema.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundMethod = 'credit' | 'transfer' | 'online';
export type RefundCause = 'cancel' | 'late_payment' | 'operator' | 'aftersale';

/** The payment refunds of an order come from: its `paid` row, locked (after the order, ADR 0027). */
export async function lockPaidPayment(tx: Tx, orderId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'paid')))
    .for('update');
  return row ?? null;
}

/** An order's paid payment: what was paid and what refunds hold of it. */
export async function paidPaymentAmounts(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ amountFen: payments.amountFen, refundedFen: payments.refundedFen })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'paid')));
  return row ?? null;
}

/**
 * What of an order's paid payment has gone back: its amount and its succeeded refunds (a late payment's
 * refund is of another payment, so it is not counted). Null when the order was never paid (a ¥0 order).
 */
export async function refundedShare(db: DbOrTx, orderId: number) {
  const payment = await paidPaymentAmounts(db, orderId);
  if (!payment) return null;
  const [row] = await db
    .select({ refundedFen: sql<string>`coalesce(sum(${refunds.amountFen}), 0)::text` })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'paid'), eq(refunds.state, 'succeeded')));
  return { paidFen: payment.amountFen, refundedFen: Number(row?.refundedFen ?? 0) };
}

/** A `refund_due` payment (money for an order no longer payable), locked. */
export async function lockPayment(tx: Tx, paymentId: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row ?? null;
}

/**
 * Holds `amountFen` of a payment for a refund: a conditional update, so that refunds together never pass
 * what was paid, whatever runs beside it (false: not that much is left).
 */
export async function reserveRefund(tx: Tx, paymentId: number, amountFen: number): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ refundedFen: sql`${payments.refundedFen} + ${amountFen}` })
    .where(
      and(eq(payments.id, paymentId), sql`${payments.refundedFen} + ${amountFen} <= ${payments.amountFen}`),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** A failed refund gives back what it held. */
export async function releaseReservation(tx: Tx, paymentId: number, amountFen: number): Promise<void> {
  await tx
    .update(payments)
    .set({ refundedFen: sql`${payments.refundedFen} - ${amountFen}` })
    .where(eq(payments.id, paymentId));
}

export interface NewRefund {
  orderId: number;
  paymentId: number;
  userId: number;
  method: RefundMethod;
  cause: RefundCause;
  state: RefundState;
  amountFen: number;
  reason: string;
  failure?: string;
  createdBy: number | null;
  nextAttemptAt?: Date | null;
}

export async function insertRefund(tx: Tx, values: NewRefund): Promise<RefundRow> {
  const [row] = await tx
    .insert(refunds)
    .values({ ...values, failure: values.failure ?? '', nextAttemptAt: values.nextAttemptAt ?? null })
    .returning();
  return row!;
}

export async function lockRefund(tx: Tx, id: number): Promise<RefundRow | null> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row ?? null;
}

export async function refundById(db: DbOrTx, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

export type RefundChanges = Partial<
  Pick<
    RefundRow,
    | 'state'
    | 'method'
    | 'amountFen'
    | 'failure'
    | 'attempts'
    | 'nextAttemptAt'
    | 'voucher'
    | 'settledBy'
    | 'settledAt'
  >
>;

export async function updateRefund(tx: Tx, id: number, changes: RefundChanges): Promise<void> {
  await tx.update(refunds).set(changes).where(eq(refunds.id, id));
}

/** Online refunds the job should send or ask about now: never sent, or asked and their time come. */
export async function dueOnlineRefunds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.method, 'online'),
        inArray(refunds.state, ['requested', 'processing']),
        or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, now)),
      ),
    )
    .orderBy(refunds.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function refundsOfOrder(db: DbOrTx, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
}

export async function refundsOfUser(db: DbOrTx, userId: number, offset: number, limit: number) {
  const where = eq(refunds.userId, userId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ refund: refunds, number: orders.number })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where)
      .orderBy(desc(refunds.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(refunds).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export interface RefundFilter {
  state: RefundState | null;
  method: RefundMethod | null;
  number: string | null;
}

/** The console's list, newest first, with the order and the member's company. */
export async function refundList(db: DbOrTx, filter: RefundFilter, offset: number, limit: number) {
  const where = and(
    filter.state ? eq(refunds.state, filter.state) : undefined,
    filter.method ? eq(refunds.method, filter.method) : undefined,
    filter.number ? eq(orders.number, filter.number) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        refund: refunds,
        number: orders.number,
        company: sql<string>`coalesce(${memberProfiles.organisation}, '')`,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .leftJoin(memberProfiles, eq(memberProfiles.userId, refunds.userId))
      .where(where)
      .orderBy(desc(refunds.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function orderNumberOf(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  return row?.number ?? null;
}

/** `refund_due` payments not yet (wholly) held by a refund: the job opens their refunds. */
export async function unrefundedLatePayments(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.state, 'refund_due'), sql`${payments.refundedFen} < ${payments.amountFen}`))
    .orderBy(payments.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A payment's order, and the trade and gateway an online refund is asked against. */
export async function paymentOfRefund(db: DbOrTx, paymentId: number) {
  const [row] = await db
    .select({ orderId: payments.orderId, gateway: payments.gateway, tradeNo: payments.tradeNo })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row ?? null;
}
