import { Code } from '@labmall/protocol';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { AppError, conflict } from '../platform/errors.ts';
import type { SessionService } from '../platform/sessions.ts';
import { users } from './accounts.schema.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-guard.ts';
import { verifyPassword } from './passwords.ts';
import type { SmsCodeService } from './sms/sms-codes.ts';
import type { UserRow } from './users.repository.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface LoggedIn {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

/** One message for every wrong-credential case: it must not tell which part was wrong. */
export const WRONG_CREDENTIALS = '账号或密码错误';
export const NOT_REGISTERED = '该手机号尚未注册，请先注册';
export const ALREADY_REGISTERED = '该手机号已注册，请直接登录';

export function createAuthService(db: Db, sessions: SessionService, codes: SmsCodeService) {
  const issue = async (user: UserRow, client: ClientInfo): Promise<LoggedIn> => {
    const session = await sessions.issue(user.id, client);
    return { user, token: session.token, expiresAt: session.expiresAt };
  };

  return {
    async findByPhone(phone: string) {
      const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
      return row;
    },

    /** SMS login: the code is consumed atomically, so one code yields one session however often it is sent. */
    async loginWithCode(phone: string, code: string, client: ClientInfo): Promise<LoggedIn> {
      const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
      if (!user) throw new AppError(Code.NOT_FOUND, NOT_REGISTERED);
      // A code has its own limit of wrong tries; the account lock is for password guessing.
      await codes.verify(db, { phone, purpose: 'login', code }, { consume: true });
      return issue(user, client);
    },

    async loginWithPassword(account: string, password: string, client: ClientInfo): Promise<LoggedIn> {
      const key = account.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(users.phone, account), sql`lower(${users.username}) = ${key}`))
        .limit(1);
      const attempt = { typed: key, userId: row?.id, ip: client.ip };
      await assertLoginAllowed(db, attempt);
      const ok = await verifyPassword(password, row?.passwordHash ?? null);
      if (!row || !ok) {
        await recordLoginFailure(db, attempt);
        throw new AppError(Code.INVALID, WRONG_CREDENTIALS);
      }
      await clearLoginFailures(db, row.id);
      return issue(row, client);
    },

    /** Registration step 1: the verified number becomes a member (identification -1) and is logged in. */
    async registerMobile(phone: string, code: string, client: ClientInfo): Promise<LoggedIn> {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
      if (existing) throw conflict(ALREADY_REGISTERED);
      await codes.verify(db, { phone, purpose: 'register', code }, { consume: true });
      const [user] = await db
        .insert(users)
        .values({ phone, nickname: `用户${phone.slice(-4)}` })
        .onConflictDoNothing({ target: users.phone })
        .returning();
      if (!user) throw conflict(ALREADY_REGISTERED);
      return issue(user, client);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
