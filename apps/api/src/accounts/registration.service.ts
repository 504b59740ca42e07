import { Code } from '@labmall/protocol';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { AppError, conflict, notFound } from '../platform/errors.ts';
import { memberProfiles, users } from './accounts.schema.ts';
import { hashPassword } from './passwords.ts';
import { uniqueViolation } from './unique-violation.ts';
import type { UserRow } from './users.repository.ts';
import { insertVerification } from './verification.repository.ts';

export const ACCOUNT_INFO_DONE = '账户信息已填写，无需重复提交';
export const USERNAME_TAKEN = '该用户名已被使用，请换一个';

const USERNAME_CONSTRAINTS = new Set(['users_username_lower_idx', 'users_username_unique']);

export interface AccountInfo {
  organisation: string;
  contactName: string;
  email: string;
  username: string;
  password: string;
}

export const usernameTaken = () => new AppError(Code.CONFLICT, USERNAME_TAKEN, { username: USERNAME_TAKEN });

/**
 * Registration step 2: username and password, the organisation and its contact. Only once, while
 * identification is -1; afterwards the member is awaiting verification (0), and the organisation
 * and contact go to the operators' review queue as a `registration` submission.
 */
export async function completeRegistration(db: Db, userId: number, info: AccountInfo): Promise<UserRow> {
  // Outside the transaction: scrypt takes tens of milliseconds and needs no row lock.
  const passwordHash = await hashPassword(info.password);
  try {
    return await db.transaction(async (tx) => {
      const [me] = await tx
        .select({ identification: users.identification })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!me) throw notFound('账户不存在');
      if (me.identification !== -1) throw conflict(ACCOUNT_INFO_DONE);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${info.username})`, ne(users.id, userId)))
        .limit(1);
      if (taken) throw usernameTaken();
      const [row] = await tx
        .update(users)
        .set({ username: info.username, passwordHash, identification: 0, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.identification, -1)))
        .returning();
      if (!row) throw conflict(ACCOUNT_INFO_DONE);
      const profile = { organisation: info.organisation, contactName: info.contactName, email: info.email };
      await tx
        .insert(memberProfiles)
        .values({ userId, ...profile })
        .onConflictDoUpdate({ target: memberProfiles.userId, set: { ...profile, updatedAt: sql`now()` } });
      await insertVerification(tx, {
        userId,
        kind: 'registration',
        organisation: info.organisation,
        contactName: info.contactName,
      });
      return row;
    });
  } catch (error) {
    // Two members racing for one username: the index decides, the loser gets the same message.
    if (USERNAME_CONSTRAINTS.has(uniqueViolation(error) ?? '')) throw usernameTaken();
    throw error;
  }
}
