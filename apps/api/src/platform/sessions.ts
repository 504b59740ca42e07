import { createHash, randomBytes } from 'node:crypto';
import type { MemberPreload } from './route.ts';

export interface SessionPolicy {
  idleMinutes: number;
  maxDays: number;
}

export interface IssuedSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

/**
 * Where sessions are kept: the port this service reads and writes them through. The platform owns the
 * mechanism (random tokens, hashing, idle and absolute expiry); the accounts component owns the
 * `sessions` table and implements the port (accounts/sessions.repository.ts), so that the platform
 * imports no business component (ADR 0015).
 */
export interface SessionStore {
  insert(session: {
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    userAgent: string;
    ip: string;
  }): Promise<number>;
  /** The session with this token hash unless revoked, expired at `now`, or not seen since `seenSince`. */
  findLive(
    tokenHash: string,
    at: { now: Date; seenSince: Date },
  ): Promise<{ id: number; userId: number; lastSeenAt: Date } | null>;
  /**
   * `findLive`, and in the same query what a page shows of the member everywhere (MemberPreload: the
   * header's user info and cart count), so a member's page costs one round trip before its own data.
   */
  findLiveWithMember?(
    tokenHash: string,
    at: { now: Date; seenSince: Date },
  ): Promise<{ id: number; userId: number; lastSeenAt: Date; preload: MemberPreload } | null>;
  touch(sessionId: number, at: Date): Promise<void>;
  revoke(sessionId: number): Promise<void>;
}

/**
 * A session token (members' and staff's, ADR 42): 32 random bytes, base64url, stored only as its
 * SHA-256. The shape is checked before any lookup.
 */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Writing last_seen_at on every request would turn each read into a write; a minute is precise enough. */
export const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionService({
  store,
  idleMinutes,
  maxDays,
}: { store: SessionStore } & SessionPolicy) {
  const idleMs = idleMinutes * 60_000;

  return {
    async issue(userId: number, client: { userAgent?: string; ip?: string } = {}): Promise<IssuedSession> {
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + maxDays * 86_400_000);
      const sessionId = await store.insert({
        userId,
        tokenHash: hashToken(token),
        expiresAt,
        userAgent: (client.userAgent ?? '').slice(0, 300),
        ip: (client.ip ?? '').slice(0, 64),
      });
      return { token, sessionId, expiresAt };
    },

    /**
     * The live session behind a token, or null: unknown, revoked, past its absolute or idle expiry.
     * `preload`: also what every page shows of the member, in the same query (where the store can).
     */
    async resolve(
      token: string | undefined,
      options: { preload?: boolean } = {},
    ): Promise<{ userId: number; sessionId: number; preload?: MemberPreload } | null> {
      if (!token || !TOKEN_SHAPE.test(token)) return null;
      const now = Date.now();
      const at = { now: new Date(now), seenSince: new Date(now - idleMs) };
      const tokenHash = hashToken(token);
      const row: { id: number; userId: number; lastSeenAt: Date; preload?: MemberPreload } | null =
        options.preload && store.findLiveWithMember
          ? await store.findLiveWithMember(tokenHash, at)
          : await store.findLive(tokenHash, at);
      if (!row) return null;
      if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await store.touch(row.id, new Date(now));
      return { userId: row.userId, sessionId: row.id, ...(row.preload ? { preload: row.preload } : {}) };
    },

    revoke(sessionId: number): Promise<void> {
      return store.revoke(sessionId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
