import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { cartItems } from '../cart/cart.schema.ts';
import { memberCoupons } from '../coupons/coupons.schema.ts';
import { memberNotices } from '../notices/notices.schema.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import type { SessionStore } from '../platform/sessions.ts';
import { uploadedObjects } from '../uploads/uploads.schema.ts';
import { sessions, users } from './accounts.schema.ts';
import type { MemberPreload } from './member-preload.ts';

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

/**
 * Ends every live session of the member but `keepSessionId` (null ends them all), in the caller's
 * transaction when given one: changing the phone or the password ends the member's other logins.
 */
export async function endOtherSessions(tx: DbOrTx, userId: number, keepSessionId: number | null) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== null) conditions.push(ne(sessions.id, keepSessionId));
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

/** By token hash, with the liveness the platform's session service asks for (its clock, its idle limit). */
export async function findLiveSession(db: DbOrTx, tokenHash: string, at: { now: Date; seenSince: Date }) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at.now),
        gt(sessions.lastSeenAt, at.seenSince),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * `findLiveSession` and, in the same statement, the member's row, their avatar's object and their cart's
 * line count: a member's page makes this one round trip for everything its header shows.
 */
export async function findLiveSessionWithMember(
  db: DbOrTx,
  tokenHash: string,
  at: { now: Date; seenSince: Date },
): Promise<{ id: number; userId: number; lastSeenAt: Date; preload: MemberPreload } | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      user: users,
      avatarObject: uploadedObjects,
      cartLines:
        sql<number>`(select count(*) from ${cartItems} where ${cartItems.userId} = ${sessions.userId})`.mapWith(
          Number,
        ),
      usableCoupons: sql<number>`(select count(*) from ${memberCoupons}
        where ${memberCoupons.userId} = ${sessions.userId} and ${memberCoupons.orderId} is null
          and ${memberCoupons.validFrom} <= ${at.now} and ${memberCoupons.validUntil} > ${at.now})`.mapWith(
        Number,
      ),
      unreadNotices: sql<number>`(select count(*) from ${memberNotices}
        where ${memberNotices.userId} = ${sessions.userId} and ${memberNotices.readAt} is null)`.mapWith(
        Number,
      ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      uploadedObjects,
      and(eq(uploadedObjects.ownerId, sessions.userId), eq(uploadedObjects.key, users.avatar)),
    )
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at.now),
        gt(sessions.lastSeenAt, at.seenSince),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    lastSeenAt: row.lastSeenAt,
    preload: {
      user: row.user,
      avatarObject: row.avatarObject,
      cartLines: row.cartLines,
      usableCoupons: row.usableCoupons,
      unreadNotices: row.unreadNotices,
    },
  };
}

export async function touchSession(db: DbOrTx, sessionId: number, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** The platform's session service keeps its sessions here (platform/sessions.ts, SessionStore). */
export function createSessionStore({ db }: { db: Db }): SessionStore {
  return {
    insert: (session) => insertSession(db, session),
    findLive: (tokenHash, at) => findLiveSession(db, tokenHash, at),
    findLiveWithMember: (tokenHash, at) => findLiveSessionWithMember(db, tokenHash, at),
    touch: (sessionId, at) => touchSession(db, sessionId, at),
    revoke: (sessionId) => revokeSession(db, sessionId),
  };
}
