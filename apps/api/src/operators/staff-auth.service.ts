import { Code } from '@labmall/protocol';
import type { Db, DbOrTx } from '../platform/db.ts';
import { AppError, invalid } from '../platform/errors.ts';
import { hashToken, newSessionToken, TOKEN_SHAPE, TOUCH_INTERVAL_MS } from '../platform/sessions.ts';
import {
  findLiveStaffSession,
  findLiveTicket,
  findStaffByUsername,
  insertStaffSession,
  insertTicket,
  lockStaff,
  replaceRecoveryCodes,
  revokeStaffSession,
  type StaffRow,
  spendRecoveryCode,
  touchStaffSession,
  updateStaff,
  updateTicket,
} from './staff.repository.ts';
import {
  acceptTotp,
  enrolmentCodes,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  verifyStaffPassword,
} from './staff-secrets.ts';

/** Five failures within this window lock the account for as long (ADR 42). */
export const LOCKOUT = { failures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;
/** Between the password and the second factor; long enough to open an authenticator app and scan a code. */
const TICKET_MS = 10 * 60_000;
const SESSION_MAX_MS = 12 * 3_600_000;

export const staffAuthMessages = {
  /** The one answer of the password step: it tells neither whether the name exists nor that it is locked. */
  wrongCredentials: '用户名或密码错误；连续失败5次将锁定15分钟',
  wrongCode: '验证码错误或已使用；连续失败5次将锁定15分钟',
  ticketExpired: '登录已超时，请重新输入用户名和密码',
  notEnrolling: '请先获取二维码',
} as const;

export interface StaffClient {
  ip: string;
  userAgent: string;
}

export interface StaffLoggedIn {
  token: string;
  expiresAt: Date;
  staffId: number;
}

const isLocked = (row: StaffRow, now: number) => row.lockedUntil !== null && row.lockedUntil.getTime() > now;

/**
 * Staff login (ADR 42): password → ticket → TOTP code (or enrolment, or a recovery code) → session.
 * Each step's failures count towards the lockout, and the account row is locked while a step runs so
 * two guesses at once count twice and a code cannot be accepted twice.
 */
const SEALED = 'sealed:';

/** Seals and opens a staff member's TOTP secret, bound to their id. */
export interface TotpSecretCipher {
  seal(secret: string, staffId: number): string;
  open(stored: string, staffId: number): string;
}

export function createStaffAuthService({
  db,
  idleMinutes,
  issuer,
  secrets,
  clock = Date.now,
}: {
  db: Db;
  idleMinutes: number;
  /** The name the authenticator app shows above the code (the shop's name). */
  issuer: string;
  /** Keeps TOTP secrets encrypted at rest (the ID-number key's AES-256-GCM, wired in deps.ts). */
  secrets: TotpSecretCipher;
  clock?: () => number;
}) {
  const idleMs = idleMinutes * 60_000;
  // A secret stored before it was encrypted (Base32 has no ':') still reads; every new one is sealed.
  const sealed = (secret: string, staffId: number) => `${SEALED}${secrets.seal(secret, staffId)}`;
  const opened = (stored: string, staffId: number) =>
    stored.startsWith(SEALED) ? secrets.open(stored.slice(SEALED.length), staffId) : stored;

  /** Counts one failure, locking the account at the fifth within the window; in the caller's transaction. */
  async function fail(tx: DbOrTx, row: StaffRow, now: number) {
    const fresh = row.failuresSince !== null && now - row.failuresSince.getTime() < LOCKOUT.windowMs;
    const failedAttempts = fresh ? row.failedAttempts + 1 : 1;
    const locking = failedAttempts >= LOCKOUT.failures;
    await updateStaff(tx, row.id, {
      failedAttempts: locking ? 0 : failedAttempts,
      failuresSince: locking ? null : fresh ? row.failuresSince : new Date(now),
      ...(locking ? { lockedUntil: new Date(now + LOCKOUT.lockMs) } : {}),
    });
  }

  async function issueSession(tx: DbOrTx, staffId: number, client: StaffClient, now: number) {
    const token = newSessionToken();
    const expiresAt = new Date(now + SESSION_MAX_MS);
    await insertStaffSession(tx, {
      staffId,
      tokenHash: hashToken(token),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt,
      userAgent: client.userAgent.slice(0, 300),
      ip: client.ip.slice(0, 64),
    });
    return { token, expiresAt, staffId };
  }

  /**
   * The live ticket and its staff member's row, locked; a failed step is recorded in a transaction of
   * its own that commits, so the refusal (thrown after) does not roll the count back.
   */
  async function ticketStep<T>(
    ticket: string,
    step: (
      tx: DbOrTx,
      row: StaffRow,
      ticketRow: NonNullable<Awaited<ReturnType<typeof findLiveTicket>>>,
      now: number,
    ) => Promise<T | 'failed'>,
    failMessage: string,
  ): Promise<T> {
    const now = clock();
    const outcome = await db.transaction(async (tx) => {
      if (!TOKEN_SHAPE.test(ticket)) return 'expired' as const;
      const found = await findLiveTicket(tx, hashToken(ticket), new Date(now));
      if (!found) return 'expired' as const;
      const row = await lockStaff(tx, found.staffId);
      if (!row || row.disabledAt !== null) return 'expired' as const;
      if (isLocked(row, now)) return 'failed' as const;
      const result = await step(tx, row, found, now);
      if (result === 'failed') {
        await fail(tx, row, now);
        return 'failed' as const;
      }
      return { result };
    });
    // Not a session: the form starts again at the password (400 naming the ticket), no login dialog.
    if (outcome === 'expired') throw invalid({ ticket: staffAuthMessages.ticketExpired });
    if (outcome === 'failed')
      throw new AppError(Code.INVALID, failMessage, { fields: { code: failMessage } });
    return outcome.result;
  }

  return {
    /**
     * Step one. Unknown name, wrong password, no password set yet, disabled or locked: one answer, after
     * the same argon2 work. Right: a ticket for the second factor, `enrol` until one is set up.
     */
    async password(username: string, password: string): Promise<{ ticket: string; next: 'totp' | 'enrol' }> {
      const now = clock();
      const candidate = await findStaffByUsername(db, username);
      const ok = await verifyStaffPassword(password, candidate?.passwordHash ?? null);
      const outcome = await db.transaction(async (tx) => {
        if (!candidate) return null;
        const row = await lockStaff(tx, candidate.id);
        if (!row || row.disabledAt !== null || isLocked(row, now)) return null;
        // A password changed while this one was being checked: the check was against the old hash.
        if (!ok || row.passwordHash !== candidate.passwordHash) {
          await fail(tx, row, now);
          return null;
        }
        const ticket = newSessionToken();
        const next = row.totpEnabledAt ? ('totp' as const) : ('enrol' as const);
        await insertTicket(tx, {
          staffId: row.id,
          tokenHash: hashToken(ticket),
          next,
          expiresAt: new Date(now + TICKET_MS),
        });
        return { ticket, next };
      });
      if (!outcome) throw new AppError(Code.INVALID, staffAuthMessages.wrongCredentials);
      return outcome;
    },

    /** Step two with a code from the authenticator app (or, `recovery`, one of the ten recovery codes). */
    verify(ticket: string, code: string, client: StaffClient): Promise<StaffLoggedIn> {
      return ticketStep(
        ticket,
        async (tx, row, found, now) => {
          if (found.next !== 'totp' || !row.totpSecret || !row.totpEnabledAt) return 'failed';
          const typed = code.trim();
          if (/^\d{6}$/.test(typed)) {
            const step = await acceptTotp(opened(row.totpSecret, row.id), typed, row.totpLastStep, now);
            if (step === null) return 'failed';
            await updateStaff(tx, row.id, { totpLastStep: step });
          } else if (!(await spendRecoveryCode(tx, row.id, hashRecoveryCode(typed)))) {
            return 'failed';
          }
          await updateStaff(tx, row.id, { failedAttempts: 0, failuresSince: null, lockedUntil: null });
          await updateTicket(tx, found.id, { usedAt: new Date(now) });
          return issueSession(tx, row.id, client, now);
        },
        staffAuthMessages.wrongCode,
      );
    },

    /** Enrolment, first half: a new secret for this ticket, as a QR code and an otpauth URL. */
    enrolStart(ticket: string) {
      return ticketStep(
        ticket,
        async (tx, row, found) => {
          if (found.next !== 'enrol') return 'failed';
          const secret = newTotpSecret();
          await updateTicket(tx, found.id, { pendingSecret: sealed(secret, row.id) });
          return { secret, ...(await enrolmentCodes(secret, issuer, row.username)) };
        },
        staffAuthMessages.wrongCode,
      );
    },

    /**
     * Enrolment, second half: the first valid code turns the second factor on, and the login goes on
     * with a session and ten recovery codes, shown this once.
     */
    enrolConfirm(ticket: string, code: string, client: StaffClient) {
      return ticketStep(
        ticket,
        async (tx, row, found, now) => {
          if (found.next !== 'enrol' || !found.pendingSecret) return 'failed';
          const step = await acceptTotp(opened(found.pendingSecret, row.id), code.trim(), null, now);
          if (step === null) return 'failed';
          const recoveryCodes = newRecoveryCodes();
          await replaceRecoveryCodes(tx, row.id, recoveryCodes.map(hashRecoveryCode));
          await updateStaff(tx, row.id, {
            totpSecret: found.pendingSecret,
            totpEnabledAt: new Date(now),
            totpLastStep: step,
            failedAttempts: 0,
            failuresSince: null,
            lockedUntil: null,
          });
          await updateTicket(tx, found.id, { usedAt: new Date(now) });
          return { ...(await issueSession(tx, row.id, client, now)), recoveryCodes };
        },
        staffAuthMessages.wrongCode,
      );
    },

    /** The live session behind a token: unknown, revoked, idle, past 12 h or its staff disabled → null. */
    async resolveSession(token: string | undefined): Promise<{ staffId: number; sessionId: number } | null> {
      if (!token || !TOKEN_SHAPE.test(token)) return null;
      const now = clock();
      const row = await findLiveStaffSession(db, hashToken(token), {
        now: new Date(now),
        seenSince: new Date(now - idleMs),
      });
      if (!row) return null;
      if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
        await touchStaffSession(db, row.id, new Date(now));
      return { staffId: row.staffId, sessionId: row.id };
    },

    logout: (sessionId: number) => revokeStaffSession(db, sessionId),
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
