import { and, count, eq, gte, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import { identityVerifications } from '../accounts/accounts.schema.ts';
import { licences } from '../compliance/compliance.schema.ts';
import { creditRepayments } from '../credit/credit.schema.ts';
import { inquiries } from '../inquiries/inquiries.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import { payments } from '../payments/payments.schema.ts';
import type { DbOrTx } from '../platform/db.ts';

/**
 * The 工作台's counts: read-only questions of other components' tables (their schemas are public, ADR
 * 36), each the same condition the component's own operator list uses, so a count and its list agree.
 */

const first = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

export const pendingTransfers = (db: DbOrTx) =>
  first(
    db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.method, 'transfer'), eq(payments.state, 'pending'))),
  );

export const pendingRepayments = (db: DbOrTx) =>
  first(db.select({ n: count() }).from(creditRepayments).where(eq(creditRepayments.state, 'pending')));

export const pendingVerifications = (db: DbOrTx) =>
  first(
    db.select({ n: count() }).from(identityVerifications).where(eq(identityVerifications.state, 'pending')),
  );

export const pendingLicences = (db: DbOrTx) =>
  first(db.select({ n: count() }).from(licences).where(eq(licences.state, 'pending')));

/** Approved licences still valid today whose validity ends by `until` (both China dates). */
export const expiringLicences = (db: DbOrTx, today: string, until: string) =>
  first(
    db
      .select({ n: count() })
      .from(licences)
      .where(
        and(eq(licences.state, 'approved'), gte(licences.validUntil, today), lte(licences.validUntil, until)),
      ),
  );

export const toShip = (db: DbOrTx) =>
  first(db.select({ n: count() }).from(orders).where(eq(orders.state, 'paid')));

/** Paid before `before` and still not shipped (the order list's `overdue` filter). */
export const toShipOverdue = (db: DbOrTx, before: Date) =>
  first(
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.state, 'paid'), isNotNull(orders.paidAt), lt(orders.paidAt, before))),
  );

export const unansweredInquiries = (db: DbOrTx) =>
  first(db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, 0)));

/** Orders placed since `from` (not cancelled), their count and payable sum per China day. */
export async function salesByDay(db: DbOrTx, from: Date) {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, orders: count(), fen: sql<string>`coalesce(sum(${orders.payableFen}), 0)::text` })
    .from(orders)
    .where(and(gte(orders.createdAt, from), ne(orders.state, 'cancelled')))
    .groupBy(day);
  return rows.map((row) => ({ date: row.date, orders: row.orders, fen: Number(row.fen) }));
}

/** The same figures over any span: this month's may reach before the chart's 30 days. */
export async function salesSince(db: DbOrTx, from: Date) {
  const [row] = await db
    .select({ orders: count(), fen: sql<string>`coalesce(sum(${orders.payableFen}), 0)::text` })
    .from(orders)
    .where(and(gte(orders.createdAt, from), ne(orders.state, 'cancelled')));
  return { orders: row?.orders ?? 0, fen: Number(row?.fen ?? 0) };
}
