import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { sessions } from '../accounts/accounts.schema.ts';
import type { Db } from './db.ts';

export interface SessionPolicy {
  idleMinutes: number;
  maxDays: number;
}

export interface IssuedSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Writing last_seen_at on every request would turn each read into a write; a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionService(db: Db, policy: SessionPolicy) {
  const idleMs = policy.idleMinutes * 60_000;

  return {
    async issue(userId: number, client: { userAgent?: string; ip?: string } = {}): Promise<IssuedSession> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + policy.maxDays * 86_400_000);
      const [row] = await db
        .insert(sessions)
        .values({
          userId,
          tokenHash: hashToken(token),
          expiresAt,
          userAgent: (client.userAgent ?? '').slice(0, 300),
          ip: (client.ip ?? '').slice(0, 64),
        })
        .returning({ id: sessions.id });
      return { token, sessionId: row!.id, expiresAt };
    },

    /** The live session behind a token, or null: unknown, revoked, past its absolute or idle expiry. */
    async resolve(token: string | undefined): Promise<{ userId: number; sessionId: number } | null> {
      if (!token || !TOKEN_SHAPE.test(token)) return null;
      const now = Date.now();
      const [row] = await db
        .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date(now)),
            gt(sessions.lastSeenAt, new Date(now - idleMs)),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, row.id));
      }
      return { userId: row.userId, sessionId: row.id };
    },

    async revoke(sessionId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every session of a member, except optionally the one making the change. */
    async revokeAll(userId: number, exceptSessionId?: number): Promise<void> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(...conditions));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
