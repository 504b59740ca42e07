import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { memberProfiles, users } from '../accounts/accounts.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { creditAccounts, creditEntries, type creditRepayments, creditStatements } from './credit.schema.ts';

export type CreditAccountRow = typeof creditAccounts.$inferSelect;
export type StatementRow = typeof creditStatements.$inferSelect;
export type RepaymentRow = typeof creditRepayments.$inferSelect;
export type EntryKind = 'order' | 'release' | 'refund' | 'repayment' | 'adjustment';

export interface EntryRow {
  id: number;
  kind: string;
  deltaFen: number;
  orderNumber: string | null;
  note: string;
  at: Date;
}

export async function userExists(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** Who a member is, as the operators' account page names them; null for no such member. */
export async function memberOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ phone: users.phone, organisation: sql<string>`coalesce(${memberProfiles.organisation}, '')` })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function accountOf(db: DbOrTx, userId: number): Promise<CreditAccountRow | null> {
  const [row] = await db.select().from(creditAccounts).where(eq(creditAccounts.userId, userId));
  return row ?? null;
}

/** The account row locked for the rest of the transaction (every change of outstanding takes it first). */
export async function lockAccount(tx: Tx, userId: number): Promise<CreditAccountRow | null> {
  const [row] = await tx.select().from(creditAccounts).where(eq(creditAccounts.userId, userId)).for('update');
  return row ?? null;
}

/** Creates or changes the terms, and mirrors the limit into `users.credit_fen` (user info). */
export async function upsertTerms(
  tx: Tx,
  userId: number,
  terms: { limitFen: number; statementDay: number; dueDays: number },
): Promise<CreditAccountRow> {
  const [row] = await tx
    .insert(creditAccounts)
    .values({ userId, ...terms })
    .onConflictDoUpdate({ target: creditAccounts.userId, set: { ...terms, updatedAt: new Date() } })
    .returning();
  await tx.update(users).set({ creditFen: terms.limitFen }).where(eq(users.id, userId));
  return row!;
}

/** Moves outstanding by `deltaFen`; the check constraint keeps it at or above zero. */
export async function moveOutstanding(tx: Tx, userId: number, deltaFen: number): Promise<CreditAccountRow> {
  const [row] = await tx
    .update(creditAccounts)
    .set({ outstandingFen: sql`${creditAccounts.outstandingFen} + ${deltaFen}`, updatedAt: new Date() })
    .where(eq(creditAccounts.userId, userId))
    .returning();
  return row!;
}

/**
 * One ledger line. For `order` and `release` the unique (order, kind) index makes a second one a no-op:
 * null is returned and the caller changes nothing else.
 */
export async function insertEntry(
  tx: Tx,
  entry: {
    userId: number;
    kind: EntryKind;
    deltaFen: number;
    orderId?: number | null;
    note?: string;
    actorId?: number | null;
    /** Only for a repayment: the statement it repays (it is shown there, not drawn into a later one). */
    statementId?: number | null;
    /** Only for a refund: its `refunds.id` (one entry per refund). */
    refundId?: number | null;
  },
): Promise<number | null> {
  const rows = await tx
    .insert(creditEntries)
    .values({
      userId: entry.userId,
      kind: entry.kind,
      deltaFen: entry.deltaFen,
      orderId: entry.orderId ?? null,
      note: entry.note ?? '',
      actorId: entry.actorId ?? null,
      statementId: entry.statementId ?? null,
      refundId: entry.refundId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: creditEntries.id });
  return rows[0]?.id ?? null;
}

/** The `order` entry of an order, if it was paid on credit. */
export async function orderCharge(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ userId: creditEntries.userId, deltaFen: creditEntries.deltaFen })
    .from(creditEntries)
    .where(and(eq(creditEntries.orderId, orderId), eq(creditEntries.kind, 'order')));
  return row ?? null;
}

const entryColumns = {
  id: creditEntries.id,
  kind: creditEntries.kind,
  deltaFen: creditEntries.deltaFen,
  orderNumber: orders.number,
  note: creditEntries.note,
  at: creditEntries.at,
};

export async function entryById(db: DbOrTx, id: number): Promise<EntryRow> {
  const [row] = await db
    .select(entryColumns)
    .from(creditEntries)
    .leftJoin(orders, eq(orders.id, creditEntries.orderId))
    .where(eq(creditEntries.id, id));
  return row!;
}

export async function undrawnEntries(db: DbOrTx, userId: number, limit = 200): Promise<EntryRow[]> {
  return db
    .select(entryColumns)
    .from(creditEntries)
    .leftJoin(orders, eq(orders.id, creditEntries.orderId))
    .where(and(eq(creditEntries.userId, userId), isNull(creditEntries.statementId)))
    .orderBy(desc(creditEntries.at), desc(creditEntries.id))
    .limit(limit);
}

export async function statementEntries(db: DbOrTx, statementId: number): Promise<EntryRow[]> {
  return db
    .select(entryColumns)
    .from(creditEntries)
    .leftJoin(orders, eq(orders.id, creditEntries.orderId))
    .where(eq(creditEntries.statementId, statementId))
    .orderBy(asc(creditEntries.at), asc(creditEntries.id));
}

/** Sum of a member's whole ledger: equals outstanding (the reconciliation tests check it). */
export async function ledgerSum(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditEntries.deltaFen}), 0)` })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return Number(row?.sum ?? 0);
}

export async function statementById(db: DbOrTx, id: number, userId?: number): Promise<StatementRow | null> {
  const [row] = await db
    .select()
    .from(creditStatements)
    .where(
      userId === undefined
        ? eq(creditStatements.id, id)
        : and(eq(creditStatements.id, id), eq(creditStatements.userId, userId)),
    );
  return row ?? null;
}

export async function lockStatement(tx: Tx, id: number): Promise<StatementRow | null> {
  const [row] = await tx.select().from(creditStatements).where(eq(creditStatements.id, id)).for('update');
  return row ?? null;
}

export async function addRepaid(tx: Tx, statementId: number, amountFen: number) {
  await tx
    .update(creditStatements)
    .set({ repaidFen: sql`${creditStatements.repaidFen} + ${amountFen}` })
    .where(eq(creditStatements.id, statementId));
}

export async function statementsOf(db: DbOrTx, userId: number, offset: number, limit: number) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(creditStatements)
      .where(eq(creditStatements.userId, userId))
      .orderBy(desc(creditStatements.periodEnd))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(creditStatements).where(eq(creditStatements.userId, userId)),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** The oldest statement not yet fully repaid (its due date is the member's next due date). */
export async function oldestUnpaidStatement(db: DbOrTx, userId: number): Promise<StatementRow | null> {
  const [row] = await db
    .select()
    .from(creditStatements)
    .where(
      and(eq(creditStatements.userId, userId), lt(creditStatements.repaidFen, creditStatements.totalFen)),
    )
    .orderBy(asc(creditStatements.periodEnd))
    .limit(1);
  return row ?? null;
}

// --- statements ----------------------------------------------------------------------------------

/** Members with entries not yet drawn into a statement (the job's candidates). */
export async function usersWithUndrawn(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: creditEntries.userId })
    .from(creditEntries)
    .where(isNull(creditEntries.statementId));
  return rows.map((r) => r.userId);
}

export async function lastStatement(db: DbOrTx, userId: number): Promise<StatementRow | null> {
  const [row] = await db
    .select()
    .from(creditStatements)
    .where(eq(creditStatements.userId, userId))
    .orderBy(desc(creditStatements.periodEnd))
    .limit(1);
  return row ?? null;
}

export async function undrawnBefore(tx: Tx, userId: number, before: Date) {
  return tx
    .select({ id: creditEntries.id, deltaFen: creditEntries.deltaFen, at: creditEntries.at })
    .from(creditEntries)
    .where(
      and(eq(creditEntries.userId, userId), isNull(creditEntries.statementId), lt(creditEntries.at, before)),
    )
    .orderBy(asc(creditEntries.at));
}

/** Inserts the statement unless this member already has one ending that day (then null). */
export async function insertStatement(
  tx: Tx,
  values: {
    userId: number;
    periodStart: string;
    periodEnd: string;
    dueDate: string;
    totalFen: number;
  },
): Promise<number | null> {
  const rows = await tx
    .insert(creditStatements)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: creditStatements.id });
  return rows[0]?.id ?? null;
}

export async function drawEntries(tx: Tx, statementId: number, entryIds: number[]) {
  if (entryIds.length === 0) return;
  await tx
    .update(creditEntries)
    .set({ statementId })
    .where(and(inArray(creditEntries.id, entryIds), isNull(creditEntries.statementId)));
}

/** A member's order as paying needs it (another member's number finds nothing). */
export async function orderForPayment(db: DbOrTx, number: string, userId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      state: orders.state,
      payableFen: orders.payableFen,
      payBy: orders.payBy,
    })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, userId)));
  return row ?? null;
}

/**
 * Opened accounts (a limit, or something still owed) for the console, most owed first, with the
 * member's phone and organisation; `keyword` is part of the phone or of the organisation.
 */
export async function listAccounts(
  db: DbOrTx,
  filter: { keyword: string; owing: boolean },
  offset: number,
  limit: number,
) {
  const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    filter.owing
      ? sql`${creditAccounts.outstandingFen} > 0`
      : sql`(${creditAccounts.limitFen} > 0 or ${creditAccounts.outstandingFen} > 0)`,
    filter.keyword ? or(ilike(users.phone, like), ilike(memberProfiles.organisation, like)) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(creditAccounts)
    .innerJoin(users, eq(users.id, creditAccounts.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, creditAccounts.userId))
    .where(where);
  const rows = await db
    .select({ account: creditAccounts, phone: users.phone, organisation: memberProfiles.organisation })
    .from(creditAccounts)
    .innerJoin(users, eq(users.id, creditAccounts.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, creditAccounts.userId))
    .where(where)
    .orderBy(desc(creditAccounts.outstandingFen), asc(creditAccounts.userId))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows };
}

/** Statements still owing something whose due date falls between two dates (inclusive). */
export async function owingStatementsDueBetween(db: DbOrTx, from: string, until: string) {
  return db
    .select({
      id: creditStatements.id,
      userId: creditStatements.userId,
      dueDate: creditStatements.dueDate,
      owedFen: sql<number>`${creditStatements.totalFen} - ${creditStatements.repaidFen}`.mapWith(Number),
    })
    .from(creditStatements)
    .where(
      and(
        sql`${creditStatements.dueDate} between ${from} and ${until}`,
        sql`${creditStatements.totalFen} > ${creditStatements.repaidFen}`,
      ),
    )
    .orderBy(asc(creditStatements.id));
}
