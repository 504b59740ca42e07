import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { loginFailures } from './accounts.schema.ts';

/**
 * One password attempt: the identifier as typed (lower case), the member it names if any, and the address.
 * Failures count against the member, so a username and a phone share one count; an identifier that names
 * nobody is counted by its text, so guessing it is limited the same way and the answer does not tell.
 */
export interface LoginAttempt {
  typed: string;
  userId: number | undefined;
  ip: string;
}

function sameAccount({ typed, userId }: LoginAttempt): SQL {
  return userId === undefined
    ? and(eq(loginFailures.account, typed), isNull(loginFailures.userId))!
    : eq(loginFailures.userId, userId);
}

/** Failures within the last `minutes`: against the attempt's account, and from its address. */
export async function countRecentFailures(db: DbOrTx, attempt: LoginAttempt, minutes: number) {
  const account = sameAccount(attempt);
  const [row] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${account})::int`,
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${attempt.ip} and ${attempt.ip} <> '')::int`,
    })
    .from(loginFailures)
    .where(
      and(
        or(account, eq(loginFailures.ip, attempt.ip)),
        sql`${loginFailures.createdAt} > now() - make_interval(mins => ${minutes})`,
      ),
    );
  return { byAccount: Number(row?.byAccount), byIp: Number(row?.byIp) };
}

export async function recordLoginFailure(db: DbOrTx, { typed, userId, ip }: LoginAttempt): Promise<void> {
  await db.insert(loginFailures).values({ account: typed, userId: userId ?? null, ip });
}

/** After a good password: the member's failures are forgotten, whichever identifier they were typed as. */
export async function clearLoginFailures(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
}
