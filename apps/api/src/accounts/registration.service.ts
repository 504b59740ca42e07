import type { Db } from '../platform/db.ts';
import { conflict, fieldConflict, notFound } from '../platform/errors.ts';
import { uniqueViolation } from '../platform/unique-violation.ts';
import type { AccountService } from './accounts.service.ts';
import { upsertProfile } from './member-profiles.repository.ts';
import { hashPassword } from './passwords.ts';
import { placeholderNickname, type UserInfo } from './user-info.ts';
import { completeAccount, lockUser, usernameTakenByOther } from './users.repository.ts';
import { insertVerification } from './verification.repository.ts';

export const ACCOUNT_INFO_DONE = '账户信息已填写，无需重复提交';
export const USERNAME_TAKEN = '该用户名已被使用，请换一个';

const USERNAME_CONSTRAINTS = new Set(['users_username_lower_idx', 'users_username_unique']);

export interface AccountInfo {
  organisation: string;
  contact_name: string;
  email: string;
  username: string;
  password: string;
}

export const usernameTaken = () => fieldConflict('username', USERNAME_TAKEN);

export function createRegistrationService({
  db,
  accounts,
}: {
  db: Db;
  /** The answer's user info comes from where /user/info's does, figures included. */
  accounts: Pick<AccountService, 'info'>;
}) {
  return {
    /**
     * Registration step 2: username and password, the organisation and its contact. Only once, while
     * identification is -1; afterwards the member is awaiting verification (0), and the organisation
     * and contact go to the operators' review queue as a `registration` submission.
     */
    async complete(userId: number, info: AccountInfo): Promise<UserInfo> {
      // Outside the transaction: scrypt takes tens of milliseconds and needs no row lock.
      const passwordHash = await hashPassword(info.password);
      try {
        const row = await db.transaction(async (tx) => {
          const me = await lockUser(tx, userId);
          if (!me) throw notFound('账户不存在');
          if (me.identification !== -1) throw conflict(ACCOUNT_INFO_DONE);
          if (await usernameTakenByOther(tx, info.username, userId)) throw usernameTaken();
          // The member has named themselves now: the SMS sign-in's 用户1234 gives way to their username.
          const named = me.nickname === placeholderNickname(me.phone) ? { nickname: info.username } : {};
          const updated = await completeAccount(tx, userId, {
            username: info.username,
            passwordHash,
            ...named,
          });
          if (!updated) throw conflict(ACCOUNT_INFO_DONE);
          await upsertProfile(tx, userId, {
            organisation: info.organisation,
            contactName: info.contact_name,
            email: info.email,
          });
          await insertVerification(tx, {
            userId,
            kind: 'registration',
            organisation: info.organisation,
            contactName: info.contact_name,
          });
          return updated;
        });
        return accounts.info(row.id);
      } catch (error) {
        // Two members racing for one username: the index decides, the loser gets the same message.
        if (USERNAME_CONSTRAINTS.has(uniqueViolation(error) ?? '')) throw usernameTaken();
        throw error;
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
