import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { identityVerifications, memberProfiles, users, type VerificationState } from './accounts.schema.ts';

export type VerificationRow = typeof identityVerifications.$inferSelect;
export type NewVerification = Omit<
  typeof identityVerifications.$inferInsert,
  'id' | 'state' | 'submittedAt' | 'reviewedAt' | 'reviewedBy' | 'rejectReason'
>;

/** The row that explains the member's state: the newest one that a later one has not replaced. */
export async function findCurrentVerification(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), ne(identityVerifications.state, 'superseded')))
    .orderBy(desc(identityVerifications.id))
    .limit(1);
  return row;
}

export async function findPendingVerification(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ id: identityVerifications.id, kind: identityVerifications.kind })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.state, 'pending')))
    .limit(1);
  return row;
}

export async function supersede(tx: DbOrTx, id: number) {
  await tx
    .update(identityVerifications)
    .set({ state: 'superseded' })
    .where(and(eq(identityVerifications.id, id), eq(identityVerifications.state, 'pending')));
}

export async function insertVerification(tx: DbOrTx, values: NewVerification) {
  const [row] = await tx.insert(identityVerifications).values(values).returning();
  return row!;
}

/**
 * Records an operator's decision on a pending row (and only a pending one: a row the member has
 * replaced, or another operator has decided, is left alone). Returns the member's id, or undefined.
 */
export async function decide(
  tx: DbOrTx,
  id: number,
  decision: {
    state: Extract<VerificationState, 'approved' | 'rejected'>;
    reason: string;
    operatorId: number;
  },
) {
  const [row] = await tx
    .update(identityVerifications)
    .set({
      state: decision.state,
      rejectReason: decision.reason || null,
      reviewedAt: sql`now()`,
      reviewedBy: decision.operatorId,
    })
    .where(and(eq(identityVerifications.id, id), eq(identityVerifications.state, 'pending')))
    .returning({ userId: identityVerifications.userId });
  return row?.userId;
}

export async function findVerification(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      verification: identityVerifications,
      phone: users.phone,
      username: users.username,
      identification: users.identification,
      profile: {
        organisation: memberProfiles.organisation,
        contactName: memberProfiles.contactName,
        email: memberProfiles.email,
      },
    })
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, identityVerifications.userId))
    .where(eq(identityVerifications.id, id))
    .limit(1);
  return row;
}

/** One page of the review queue, oldest first (first come, first served), with the total. */
export async function listVerifications(
  db: DbOrTx,
  filter: { state: VerificationState; index: number; pageSize: number },
) {
  const where = eq(identityVerifications.state, filter.state);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: identityVerifications.id,
        userId: identityVerifications.userId,
        phone: users.phone,
        kind: identityVerifications.kind,
        state: identityVerifications.state,
        realName: identityVerifications.realName,
        organisation: identityVerifications.organisation,
        creditCodeCheckFailed: identityVerifications.creditCodeCheckFailed,
        submittedAt: identityVerifications.submittedAt,
        reviewedAt: identityVerifications.reviewedAt,
      })
      .from(identityVerifications)
      .innerJoin(users, eq(users.id, identityVerifications.userId))
      .where(where)
      .orderBy(identityVerifications.id)
      .offset((filter.index - 1) * filter.pageSize)
      .limit(filter.pageSize),
    db.select({ n: count() }).from(identityVerifications).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
