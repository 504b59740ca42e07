import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { memberProfiles } from '../accounts/accounts.schema.ts';
import { staff } from '../operators/staff.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import { payments } from '../payments/payments.schema.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { type OrderInvoiceState, orderInvoices } from './invoicing.schema.ts';

export type OrderInvoiceRow = typeof orderInvoices.$inferSelect;

/** What the reversal reason may hold; a later refund's words are cut off at this length. */
const REASON_MAX = 500;

const issuer = alias(staff, 'issuer');
const reverser = alias(staff, 'reverser');
const staffName = (table: { displayName: AnyPgColumn; username: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(${table.displayName}, ''), ${table.username}, '')`;

/** An invoice with the order, the member's organisation and the staff names its answers show. */
const listed = {
  invoice: orderInvoices,
  number: orders.number,
  company: sql<string>`coalesce(${memberProfiles.organisation}, '')`,
  issuedBy: staffName(issuer),
  reversedBy: staffName(reverser),
};

export type ListedInvoice = {
  invoice: OrderInvoiceRow;
  number: string;
  company: string;
  issuedBy: string;
  reversedBy: string;
};

function listedFrom(db: DbOrTx) {
  return db
    .select(listed)
    .from(orderInvoices)
    .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, orders.userId))
    .leftJoin(issuer, eq(issuer.id, orderInvoices.issuedBy))
    .leftJoin(reverser, eq(reverser.id, orderInvoices.reversedBy));
}

/** The buyer's invoice choice on the order (orders.invoice): null for 不开票. */
export async function invoiceChoiceOf(tx: DbOrTx, orderId: number) {
  const [row] = await tx.select({ invoice: orders.invoice }).from(orders).where(eq(orders.id, orderId));
  return row?.invoice ?? null;
}

/**
 * The order's paid payment, what was paid and what is refunded or held by a refund under way; null when
 * it was never paid (pending, or cancelled unpaid).
 */
export async function paidAmountsOf(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ amountFen: payments.amountFen, refundedFen: payments.refundedFen })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'paid')));
  return row ?? null;
}

/** The order's invoice not reversed, if any (at most one: the partial unique index). */
export async function liveInvoiceOf(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(orderInvoices)
    .where(and(eq(orderInvoices.orderId, orderId), sql`${orderInvoices.state} <> 'reversed'`));
  return row ?? null;
}

export async function insertInvoice(
  tx: Tx,
  values: { orderId: number; invoiceNo: string; amountFen: number; issuedBy: number | null; issuedAt: Date },
) {
  const [row] = await tx.insert(orderInvoices).values(values).returning({ id: orderInvoices.id });
  if (!row) throw new Error('order invoice insert returned nothing');
  return row.id;
}

export async function listedInvoice(db: DbOrTx, id: number): Promise<ListedInvoice | null> {
  const [row] = await listedFrom(db).where(eq(orderInvoices.id, id));
  return row ?? null;
}

/** An order's invoices, the first issued first. */
export function invoicesOfOrder(db: DbOrTx, orderId: number): Promise<ListedInvoice[]> {
  return listedFrom(db).where(eq(orderInvoices.orderId, orderId)).orderBy(asc(orderInvoices.id));
}

export interface InvoiceFilter {
  state: OrderInvoiceState | null;
  number: string | null;
}

/** 发票管理's page: 待红冲 first when no state is chosen, then newest first. */
export async function invoiceList(db: DbOrTx, filter: InvoiceFilter, offset: number, limit: number) {
  const where = and(
    filter.state ? eq(orderInvoices.state, filter.state) : undefined,
    filter.number ? eq(orders.number, filter.number) : undefined,
  );
  const [rows, [count], [due]] = await Promise.all([
    listedFrom(db)
      .where(where)
      .orderBy(desc(sql`${orderInvoices.state} = 'reversal_due'`), desc(orderInvoices.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderInvoices)
      .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
      .where(where),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderInvoices)
      .where(eq(orderInvoices.state, 'reversal_due')),
  ]);
  return { rows, total: count?.n ?? 0, due: due?.n ?? 0 };
}

/**
 * The order's `issued` invoice becomes `reversal_due` with `reason`: a conditional update, so that only
 * one mark is ever made. Answers whether it marked one.
 */
export async function markReversalDue(tx: Tx, orderId: number, reason: string, at: Date) {
  const rows = await tx
    .update(orderInvoices)
    .set({ state: 'reversal_due', reversalReason: reason.slice(0, REASON_MAX), reversalDueAt: at })
    .where(and(eq(orderInvoices.orderId, orderId), eq(orderInvoices.state, 'issued')))
    .returning({ id: orderInvoices.id });
  return rows.length > 0;
}

/** A later refund on an invoice already `reversal_due`: its words are added, the mark stays as it was. */
export async function appendReversalReason(tx: Tx, orderId: number, reason: string) {
  await tx
    .update(orderInvoices)
    .set({
      reversalReason: sql`left(${orderInvoices.reversalReason} || '；' || ${reason}, ${REASON_MAX})`,
    })
    .where(and(eq(orderInvoices.orderId, orderId), eq(orderInvoices.state, 'reversal_due')));
}

/** 红冲 registered: only from `issued` or `reversal_due` (a conditional update). Answers whether it moved. */
export async function reverseInvoice(
  tx: Tx,
  id: number,
  values: { redInvoiceNo: string; reversedBy: number; reversedAt: Date },
) {
  const rows = await tx
    .update(orderInvoices)
    .set({ state: 'reversed', ...values })
    .where(and(eq(orderInvoices.id, id), inArray(orderInvoices.state, ['issued', 'reversal_due'])))
    .returning({ id: orderInvoices.id });
  return rows.length > 0;
}

export async function invoiceStateOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ state: orderInvoices.state, invoiceNo: orderInvoices.invoiceNo })
    .from(orderInvoices)
    .where(eq(orderInvoices.id, id));
  return row ?? null;
}
