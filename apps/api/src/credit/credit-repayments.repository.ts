import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { memberProfiles, users } from '../accounts/accounts.schema.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { uploadedObjects } from '../uploads/uploads.schema.ts';
import type { RepaymentRow } from './credit.repository.ts';
import { creditRepayments } from './credit.schema.ts';

// A member's repayments against their statements: submitted, awaiting review, confirmed or rejected.

/** Pending repayment sums by statement. */
export async function pendingByStatement(db: DbOrTx, statementIds: number[]): Promise<Map<number, number>> {
  if (statementIds.length === 0) return new Map();
  const rows = await db
    .select({
      statementId: creditRepayments.statementId,
      sum: sql<string>`sum(${creditRepayments.amountFen})`,
    })
    .from(creditRepayments)
    .where(and(inArray(creditRepayments.statementId, statementIds), eq(creditRepayments.state, 'pending')))
    .groupBy(creditRepayments.statementId);
  return new Map(rows.map((r) => [r.statementId, Number(r.sum)]));
}

export async function insertRepayment(
  tx: Tx,
  values: { userId: number; statementId: number; amountFen: number; voucher: string },
): Promise<RepaymentRow> {
  const [row] = await tx.insert(creditRepayments).values(values).returning();
  return row!;
}

export async function repaymentsOfStatement(db: DbOrTx, statementId: number): Promise<RepaymentRow[]> {
  return db
    .select()
    .from(creditRepayments)
    .where(eq(creditRepayments.statementId, statementId))
    .orderBy(desc(creditRepayments.createdAt), desc(creditRepayments.id));
}

export async function lockRepayment(tx: Tx, id: number): Promise<RepaymentRow | null> {
  const [row] = await tx.select().from(creditRepayments).where(eq(creditRepayments.id, id)).for('update');
  return row ?? null;
}

export async function repaymentById(db: DbOrTx, id: number): Promise<RepaymentRow | null> {
  const [row] = await db.select().from(creditRepayments).where(eq(creditRepayments.id, id));
  return row ?? null;
}

/** Conditional on `pending`: a concurrent review makes it miss. */
export async function reviewRepayment(
  tx: Tx,
  id: number,
  change: { state: 'confirmed' | 'rejected'; reason?: string; reviewedBy: number },
): Promise<RepaymentRow | null> {
  const [row] = await tx
    .update(creditRepayments)
    .set({ ...change, reviewedAt: new Date() })
    .where(and(eq(creditRepayments.id, id), eq(creditRepayments.state, 'pending')))
    .returning();
  return row ?? null;
}

/** Repayments in one state with their member: awaiting review first come first served, the reviewed newest first. */
export async function repaymentsByState(
  db: DbOrTx,
  state: 'pending' | 'confirmed' | 'rejected',
  offset: number,
  limit: number,
) {
  const where = eq(creditRepayments.state, state);
  const order =
    state === 'pending'
      ? [asc(creditRepayments.createdAt), asc(creditRepayments.id)]
      : [desc(creditRepayments.reviewedAt), desc(creditRepayments.id)];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        repayment: creditRepayments,
        phone: users.phone,
        organisation: sql<string>`coalesce(${memberProfiles.organisation}, '')`,
        fileName: sql<string>`coalesce(${uploadedObjects.fileName}, '')`,
      })
      .from(creditRepayments)
      .innerJoin(users, eq(users.id, creditRepayments.userId))
      .leftJoin(memberProfiles, eq(memberProfiles.userId, creditRepayments.userId))
      .leftJoin(uploadedObjects, eq(uploadedObjects.key, creditRepayments.voucher))
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(creditRepayments).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}
