import { Code } from '@labmall/protocol';
import type { Db } from '../platform/db.ts';
import { AppError, conflict } from '../platform/errors.ts';
import type { SessionService } from '../platform/sessions.ts';
import type { AccountService } from './accounts.service.ts';
import { clearLoginFailures, recordLoginFailure } from './login-failures.repository.ts';
import { assertLoginAllowed } from './login-guard.ts';
import { verifyPassword } from './passwords.ts';
import type { SmsCodeService, SmsPurpose } from './sms/sms-codes.service.ts';
import { placeholderNickname, type UserInfo } from './user-info.ts';
import {
  findUserByPhone,
  findUserByPhoneOrUsername,
  insertUserUnlessPhoneTaken,
  type UserRow,
} from './users.repository.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface LoggedIn {
  /** The same user info as /user/info gives (accounts.service.ts `info`), figures included. */
  user: UserInfo;
  token: string;
  expiresAt: Date;
}

/** One message for every wrong-credential case: it must not tell which part was wrong. */
export const WRONG_CREDENTIALS = '账号或密码错误';
export const NOT_REGISTERED = '该手机号尚未注册，请先注册';
export const ALREADY_REGISTERED = '该手机号已注册，请直接登录';
export const ACCOUNT_DISABLED = '该账号已停用，请联系客服';

export interface CodeRequest {
  phone: string;
  purpose: SmsPurpose;
  captcha_id?: string | undefined;
  captcha?: string | undefined;
}

export function createAuthService({
  db,
  sessions,
  smsCodes,
  accounts,
}: {
  db: Db;
  sessions: SessionService;
  smsCodes: SmsCodeService;
  /** Every answer that carries user info takes it from here, so its figures agree with /user/info. */
  accounts: Pick<AccountService, 'info'>;
}) {
  const issue = async (user: UserRow, client: ClientInfo): Promise<LoggedIn> => {
    // Checked last, once the code or password was right: the refusal tells nothing to a guesser.
    if (user.disabledAt !== null) throw new AppError(Code.FORBIDDEN, ACCOUNT_DISABLED);
    const session = await sessions.issue(user.id, client);
    return { user: await accounts.info(user.id), token: session.token, expiresAt: session.expiresAt };
  };

  return {
    /**
     * Sends a code when the number may receive one for this purpose: login needs a member, registration
     * a free number; changing the phone or the password needs a logged-in member (userId 0 is a visitor)
     * and goes to their own number or, when changing it, to a free new one.
     */
    async sendCode(request: CodeRequest, caller: { userId: number; ip: string }) {
      const owner = await findUserByPhone(db, request.phone);
      if (request.purpose === 'login' && !owner) throw new AppError(Code.NOT_FOUND, NOT_REGISTERED);
      if (request.purpose === 'register' && owner) throw new AppError(Code.CONFLICT, ALREADY_REGISTERED);
      if (request.purpose === 'change_phone' || request.purpose === 'password') {
        if (caller.userId === 0) throw new AppError(Code.SESSION_EXPIRED, '请先登录');
        // A member may receive these codes on their own number, or (changing it) on a free new number.
        const ownNumber = owner?.id === caller.userId;
        const freeNewNumber = request.purpose === 'change_phone' && !owner;
        if (!ownNumber && !freeNewNumber) {
          throw new AppError(
            Code.FORBIDDEN,
            owner ? '该手机号已被其他账户使用' : '只能向本人手机号发送验证码',
          );
        }
      }
      const captcha =
        request.captcha_id && request.captcha
          ? { id: request.captcha_id, answer: request.captcha }
          : undefined;
      return smsCodes.send({ phone: request.phone, purpose: request.purpose, ip: caller.ip, captcha });
    },

    /** SMS login: the code is consumed atomically, so one code yields one session however often it is sent. */
    async loginWithCode(phone: string, code: string, client: ClientInfo): Promise<LoggedIn> {
      const user = await findUserByPhone(db, phone);
      if (!user) throw new AppError(Code.NOT_FOUND, NOT_REGISTERED);
      // A code has its own limit of wrong tries; the account lock is for password guessing.
      await smsCodes.verify({ phone, purpose: 'login', code }, { consume: true });
      return issue(user, client);
    },

    async loginWithPassword(account: string, password: string, client: ClientInfo): Promise<LoggedIn> {
      const row = await findUserByPhoneOrUsername(db, account);
      const attempt = { typed: account.toLowerCase(), userId: row?.id, ip: client.ip };
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
      if (await findUserByPhone(db, phone)) throw conflict(ALREADY_REGISTERED);
      await smsCodes.verify({ phone, purpose: 'register', code }, { consume: true });
      const user = await insertUserUnlessPhoneTaken(db, { phone, nickname: placeholderNickname(phone) });
      if (!user) throw conflict(ALREADY_REGISTERED);
      return issue(user, client);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
