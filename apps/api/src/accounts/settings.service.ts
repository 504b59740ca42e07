import { Code } from '@labmall/protocol';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../platform/deps.ts';
import { AppError, conflict, invalid, notFound } from '../platform/errors.ts';
import type { CurrentUser } from '../platform/route.ts';
import { users } from './accounts.schema.ts';
import { clearLoginFailures } from './login-guard.ts';
import { hashPassword } from './passwords.ts';
import { endOtherSessions, endOwnSession, listLiveSessions } from './sessions.repository.ts';
import { uniqueViolation } from './unique-violation.ts';
import { summariseUserAgent } from './user-agent.ts';
import { findUserById } from './users.repository.ts';
import { findProfile } from './verification.repository.ts';

type SettingsDeps = Pick<Deps, 'db' | 'smsCodes'>;

export const settingsMessages = {
  samePhone: '新手机号不能与当前手机号相同',
  phoneTaken: '该手机号已被其他账户使用',
  phoneChanged: '手机号已变更，请刷新页面后重试',
  sessionMissing: '该登录设备不存在或已退出',
} as const;

async function requireMe(db: Deps['db'], userId: number) {
  const me = await findUserById(db, userId);
  if (!me) throw notFound('账户不存在');
  return me;
}

/** Re-labels a code failure for one of two code fields, so the member knows which number's code was wrong. */
async function codeFor(field: string, label: string, check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    if (error instanceof AppError && error.fields) {
      const message = `${label}${error.message}`;
      throw new AppError(error.code, message, { [field]: message }, error.extra);
    }
    throw error;
  }
}

/**
 * Moves the member to a new mobile number: a code sent to the old number proves the account, a code
 * sent to the new one proves the number. Both are checked before either is spent (a mistyped second
 * code does not waste the first), then spent one after the other; every other session ends.
 */
export async function changePhone(
  deps: SettingsDeps,
  user: CurrentUser,
  input: { old_code: string; phone: string; code: string },
) {
  const me = await requireMe(deps.db, user.id);
  if (input.phone === me.phone) throw invalid({ phone: settingsMessages.samePhone });
  const [owner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  if (owner)
    throw new AppError(Code.CONFLICT, settingsMessages.phoneTaken, { phone: settingsMessages.phoneTaken });

  const oldCode = { phone: me.phone, purpose: 'change_phone' as const, code: input.old_code };
  const newCode = { phone: input.phone, purpose: 'change_phone' as const, code: input.code };
  for (const consume of [false, true]) {
    await codeFor('old_code', '原手机号', () => deps.smsCodes.verify(deps.db, oldCode, { consume }));
    await codeFor('code', '新手机号', () => deps.smsCodes.verify(deps.db, newCode, { consume }));
  }
  try {
    await deps.db.transaction(async (tx) => {
      const moved = await tx
        .update(users)
        .set({ phone: input.phone, updatedAt: sql`now()` })
        .where(and(eq(users.id, me.id), eq(users.phone, me.phone)))
        .returning({ id: users.id });
      if (moved.length === 0) throw conflict(settingsMessages.phoneChanged);
      await endOtherSessions(tx, me.id, user.sessionId);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_phone_unique') {
      throw new AppError(Code.CONFLICT, settingsMessages.phoneTaken, { phone: settingsMessages.phoneTaken });
    }
    throw error;
  }
  return { phone: input.phone };
}

/** Sets or changes the login password after a code sent to the member's own number; other sessions end. */
export async function setPassword(
  deps: SettingsDeps,
  user: CurrentUser,
  input: { code: string; password: string },
) {
  const me = await requireMe(deps.db, user.id);
  await deps.smsCodes.verify(
    deps.db,
    { phone: me.phone, purpose: 'password', code: input.code },
    { consume: true },
  );
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, me.id));
    await endOtherSessions(tx, me.id, user.sessionId);
  });
  // Whoever proved the number may try the new password at once, even if someone else locked the account.
  await clearLoginFailures(deps.db, me.id);
  return null;
}

/** What /user/config shows besides the SPEC's user info. */
export async function accountOverview(db: Deps['db'], userId: number) {
  const [me, profile] = await Promise.all([requireMe(db, userId), findProfile(db, userId)]);
  return {
    phone: me.phone,
    username: me.username ?? '',
    has_password: me.passwordHash !== null,
    organisation: profile?.organisation ?? '',
    contact_name: profile?.contactName ?? '',
    email: profile?.email ?? '',
  };
}

export async function memberSessions(db: Deps['db'], user: CurrentUser, idleMinutes: number) {
  const rows = await listLiveSessions(db, user.id, idleMinutes);
  return rows.map((row) => ({
    id: row.id,
    device: summariseUserAgent(row.userAgent),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === user.sessionId,
  }));
}

/** Ends one of the member's sessions. Someone else's session, or one already over, is "not found". */
export async function endSession(db: Deps['db'], user: CurrentUser, sessionId: number) {
  if (!(await endOwnSession(db, user.id, sessionId))) throw notFound(settingsMessages.sessionMissing);
  return { current: sessionId === user.sessionId };
}
