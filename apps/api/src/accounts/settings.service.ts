import { Code } from '@labmall/protocol';
import type { Db } from '../platform/db.ts';
import { AppError, conflict, fieldConflict, invalid, isAppError, notFound } from '../platform/errors.ts';
import type { CurrentUser } from '../platform/route.ts';
import { uniqueViolation } from '../platform/unique-violation.ts';
import { clearLoginFailures } from './login-failures.repository.ts';
import { findProfile } from './member-profiles.repository.ts';
import { hashPassword } from './passwords.ts';
import { endOtherSessions, endOwnSession, listLiveSessions } from './sessions.repository.ts';
import type { SmsCodeService } from './sms/sms-codes.service.ts';
import { summariseUserAgent } from './user-agent.ts';
import { findUserById, findUserByPhone, updatePasswordHash, updatePhone } from './users.repository.ts';

export const settingsMessages = {
  samePhone: '新手机号不能与当前手机号相同',
  phoneTaken: '该手机号已被其他账户使用',
  phoneChanged: '手机号已变更，请刷新页面后重试',
  sessionMissing: '该登录设备不存在或已退出',
} as const;

const phoneTaken = () => fieldConflict('phone', settingsMessages.phoneTaken);

/** Re-labels a code failure for one of two code fields, so the member knows which number's code was wrong. */
async function codeFor(field: string, label: string, check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    if (isAppError(error, Code.INVALID) && error.obj) {
      const message = `${label}${error.message}`;
      throw new AppError(Code.INVALID, message, { ...error.obj, fields: { [field]: message } });
    }
    throw error;
  }
}

/** The member's own account settings: phone, password, what they registered, where they are logged in. */
export function createSettingsService({
  db,
  smsCodes,
  sessionIdleMinutes,
}: {
  db: Db;
  smsCodes: SmsCodeService;
  /** SESSION_IDLE_MINUTES: the sessions listed are the ones still live by the platform's rule. */
  sessionIdleMinutes: number;
}) {
  async function requireMe(userId: number) {
    const me = await findUserById(db, userId);
    if (!me) throw notFound('账户不存在');
    return me;
  }

  return {
    /** What /user/config shows besides the SPEC's user info. */
    async overview(userId: number) {
      const [me, profile] = await Promise.all([requireMe(userId), findProfile(db, userId)]);
      return {
        phone: me.phone,
        username: me.username ?? '',
        has_password: me.passwordHash !== null,
        organisation: profile?.organisation ?? '',
        contact_name: profile?.contactName ?? '',
        email: profile?.email ?? '',
      };
    },

    /**
     * Moves the member to a new mobile number: a code sent to the old number proves the account, a code
     * sent to the new one proves the number. Both are checked before either is spent (a mistyped second
     * code does not waste the first), then spent one after the other; every other session ends.
     */
    async changePhone(user: CurrentUser, input: { old_code: string; phone: string; code: string }) {
      const me = await requireMe(user.id);
      if (input.phone === me.phone) throw invalid({ phone: settingsMessages.samePhone });
      if (await findUserByPhone(db, input.phone)) throw phoneTaken();

      const oldCode = { phone: me.phone, purpose: 'change_phone' as const, code: input.old_code };
      const newCode = { phone: input.phone, purpose: 'change_phone' as const, code: input.code };
      for (const consume of [false, true]) {
        await codeFor('old_code', '原手机号', () => smsCodes.verify(oldCode, { consume }));
        await codeFor('code', '新手机号', () => smsCodes.verify(newCode, { consume }));
      }
      try {
        await db.transaction(async (tx) => {
          if (!(await updatePhone(tx, me.id, me.phone, input.phone))) {
            throw conflict(settingsMessages.phoneChanged);
          }
          await endOtherSessions(tx, me.id, user.sessionId);
        });
      } catch (error) {
        if (uniqueViolation(error) === 'users_phone_unique') throw phoneTaken();
        throw error;
      }
      return { phone: input.phone };
    },

    /** Sets or changes the login password after a code sent to the member's own number; other sessions end. */
    async setPassword(user: CurrentUser, input: { code: string; password: string }) {
      const me = await requireMe(user.id);
      await smsCodes.verify({ phone: me.phone, purpose: 'password', code: input.code }, { consume: true });
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, me.id, passwordHash);
        await endOtherSessions(tx, me.id, user.sessionId);
      });
      // Whoever proved the number may try the new password at once, even if someone else locked the account.
      await clearLoginFailures(db, me.id);
      return null;
    },

    async sessions(user: CurrentUser) {
      const rows = await listLiveSessions(db, user.id, sessionIdleMinutes);
      return rows.map((row) => ({
        id: row.id,
        device: summariseUserAgent(row.userAgent),
        ip: row.ip,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        current: row.id === user.sessionId,
      }));
    },

    /** Ends one of the member's sessions. Someone else's session, or one already over, is "not found". */
    async endSession(user: CurrentUser, sessionId: number) {
      if (!(await endOwnSession(db, user.id, sessionId))) throw notFound(settingsMessages.sessionMissing);
      return { current: sessionId === user.sessionId };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
