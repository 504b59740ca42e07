import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { memberProfiles, users } from '../accounts/accounts.schema.ts';
import { creditRepayments, creditStatements } from '../credit/credit.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { uploadedObjects } from '../uploads/uploads.schema.ts';
import { payments, refunds } from './payments.schema.ts';

export type PaymentMethod = 'credit' | 'transfer' | 'online';
export type PaymentState = 'pending' | 'paid' | 'rejected' | 'failed' | 'closed' | 'withdrawn' | 'refund_due';

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

/** The reason a transfer awaiting review carries when the order was paid otherwise meanwhile. */
export const CLOSED_TRANSFER_REASON = '订单已通过其他方式付款；如已汇出转账款项，将原路退回';

/**
 * Once an order is paid, its other open attempts (an online trade, a transfer awaiting review) close.
 * A transfer closed this way says why: its money, if it was wired, is to be sent back (ADR 33).
 */
export async function closeOtherPending(tx: Tx, orderId: number, paidId: number): Promise<void> {
  await tx
    .update(payments)
    .set({
      state: 'closed',
      reason: sql`case when ${payments.method} = 'transfer' then ${CLOSED_TRANSFER_REASON} else ${payments.reason} end`,
    })
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'pending'), ne(payments.id, paidId)));
}

/**
 * The buyer takes back the voucher: only while it is still `pending` (a confirmed or rejected one is
 * left as it is). True when this call withdrew it.
 */
export async function withdrawPendingTransfer(tx: Tx, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ state: 'withdrawn', reason: '买家已撤回凭证', settledAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'transfer'), eq(payments.state, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Whether the order has an online trade still open at the gateway (as far as the store knows). */
export async function hasPendingOnline(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'online'), eq(payments.state, 'pending')))
    .limit(1);
  return row !== undefined;
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

/** What /pay shows of a member's own order; another member's number finds nothing. */
export async function ownOrderForPay(db: DbOrTx, userId: number, number: string) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      state: orders.state,
      goodsFen: orders.goodsFen,
      freightFen: orders.freightFen,
      discountFen: orders.discountFen,
      payableFen: orders.payableFen,
      payBy: orders.payBy,
      payWindow: orders.payWindow,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, userId)));
  return row ?? null;
}

/** The first lines of an order (by id) and how many it has. */
export async function orderLineSummary(db: DbOrTx, orderId: number, limit: number) {
  const lines = await db
    .select({
      name: orderLines.name,
      sku: orderLines.sku,
      spec: orderLines.spec,
      pack: orderLines.pack,
      quantity: orderLines.quantity,
      subtotalFen: orderLines.subtotalFen,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return { lines, count: count?.n ?? 0 };
}

/** The order's newest transfer attempt, with its voucher's file name. */
export async function latestTransfer(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      id: payments.id,
      state: payments.state,
      reason: payments.reason,
      createdAt: payments.createdAt,
      fileName: uploadedObjects.fileName,
    })
    .from(payments)
    .leftJoin(uploadedObjects, eq(uploadedObjects.key, payments.voucher))
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'transfer')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** Whether the order has a transfer awaiting an operator. */
export async function hasPendingTransfer(db: DbOrTx, orderId: number): Promise<boolean> {
  return (await ordersWithPendingTransfer(db, [orderId])).has(orderId);
}

export async function insertPendingTransfer(
  tx: Tx,
  values: { orderId: number; userId: number; amountFen: number; voucher: string },
): Promise<number> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, method: 'transfer', state: 'pending' })
    .returning({ id: payments.id });
  if (!row) throw new Error('transfer payment not written');
  return row.id;
}

/** A payment row locked for review. */
export async function lockPayment(tx: Tx, id: number) {
  const [row] = await tx.select(paymentColumns).from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

export async function rejectPendingTransfer(tx: Tx, id: number, reason: string, reviewedBy: number) {
  const rows = await tx
    .update(payments)
    .set({ state: 'rejected', reason, reviewedBy, settledAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.method, 'transfer'), eq(payments.state, 'pending')))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** One line of /user/bill/record: a payment of an order, a refund of one, or a repayment of a credit statement. */
export interface RecordLine {
  kind: 'payment' | 'refund' | 'repayment';
  id: number;
  orderNumber: string;
  statementPeriodEnd: string;
  method: string;
  state: string;
  amountFen: number;
  reason: string;
  createdAt: Date;
  settledAt: Date | null;
}

/**
 * A member's payments, refunds and credit repayments in one list, newest first: one query over the
 * three tables (union all), so that paging is exact however they interleave.
 */
export async function memberPayments(db: DbOrTx, userId: number, limit: number, offset: number) {
  const both = sql`
    select 'payment' as kind, ${payments.id} as id, ${orders.number} as order_number,
      '' as statement_period_end, ${payments.method} as method, ${payments.state} as state,
      ${payments.amountFen} as amount_fen, ${payments.reason} as reason,
      ${payments.createdAt} as created_at, ${payments.settledAt} as settled_at
    from ${payments} join ${orders} on ${orders.id} = ${payments.orderId}
    where ${payments.userId} = ${userId}
    union all
    select 'refund', ${refunds.id}, ${orders.number}, '', ${refunds.method}, ${refunds.state},
      ${refunds.amountFen}, ${refunds.reason}, ${refunds.createdAt}, ${refunds.settledAt}
    from ${refunds} join ${orders} on ${orders.id} = ${refunds.orderId}
    where ${refunds.userId} = ${userId}
    union all
    select 'repayment', ${creditRepayments.id}, '', coalesce(${creditStatements.periodEnd}::text, ''),
      'transfer', ${creditRepayments.state}, ${creditRepayments.amountFen}, ${creditRepayments.reason},
      ${creditRepayments.createdAt}, ${creditRepayments.reviewedAt}
    from ${creditRepayments}
    left join ${creditStatements} on ${creditStatements.id} = ${creditRepayments.statementId}
    where ${creditRepayments.userId} = ${userId}`;
  const result = (await db.execute(
    sql`select * from (${both}) as lines order by created_at desc, kind, id desc limit ${limit} offset ${offset}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const counted = (await db.execute(sql`select count(*)::int as n from (${both}) as lines`)) as unknown as {
    rows: { n: number }[];
  };
  const list: RecordLine[] = result.rows.map((row) => ({
    kind: row.kind === 'repayment' || row.kind === 'refund' ? row.kind : 'payment',
    id: Number(row.id),
    orderNumber: String(row.order_number ?? ''),
    statementPeriodEnd: String(row.statement_period_end ?? ''),
    method: String(row.method),
    state: String(row.state),
    amountFen: Number(row.amount_fen),
    reason: String(row.reason ?? ''),
    createdAt: new Date(row.created_at as string | Date),
    settledAt: row.settled_at ? new Date(row.settled_at as string | Date) : null,
  }));
  return { list, total: Number(counted.rows[0]?.n ?? 0) };
}

/** Transfers awaiting review, oldest first (先到先审). */
/**
 * The operators' transfers in one state: awaiting review first come first served, the reviewed newest
 * first. Beside each, the order's payable now and the member's organisation.
 */
export async function transfersByState(db: DbOrTx, state: PaymentState, limit: number, offset: number) {
  const where = and(eq(payments.method, 'transfer'), eq(payments.state, state));
  const order =
    state === 'pending'
      ? [asc(payments.createdAt), asc(payments.id)]
      : [desc(payments.settledAt), desc(payments.id)];
  const list = await db
    .select({
      id: payments.id,
      orderNumber: orders.number,
      orderState: orders.state,
      orderPayableFen: orders.payableFen,
      userId: payments.userId,
      phone: users.phone,
      company: sql<string>`coalesce(${memberProfiles.organisation}, '')`,
      state: payments.state,
      amountFen: payments.amountFen,
      voucher: payments.voucher,
      fileName: uploadedObjects.fileName,
      reason: payments.reason,
      createdAt: payments.createdAt,
      settledAt: payments.settledAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, payments.userId))
    .leftJoin(uploadedObjects, eq(uploadedObjects.key, payments.voucher))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(where);
  return { list, total: count?.n ?? 0 };
}
