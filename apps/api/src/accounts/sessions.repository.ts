import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { sessions } from './accounts.schema.ts';

/** The same liveness the session service applies when it resolves a token: not revoked, not expired, not idle. */
const live = (idleMinutes: number) =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
  );

export async function listLiveSessions(db: DbOrTx, userId: number, idleMinutes: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(idleMinutes)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends one of the member's own live sessions; false when it is not theirs or already over. */
export async function endOwnSession(db: DbOrTx, userId: number, sessionId: number): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of the member but the one making the change (inside the caller's transaction). */
export async function endOtherSessions(tx: DbOrTx, userId: number, keepSessionId: number | null) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== null) conditions.push(ne(sessions.id, keepSessionId));
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}
