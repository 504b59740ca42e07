import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { rateLimited } from '../platform/errors.ts';
import { loginFailures } from './accounts.schema.ts';

const WINDOW_MINUTES = 15;
const MAX_PER_ACCOUNT = 5;
const MAX_PER_IP = 20;

/** Refuses a login while the account or the address has failed too often within the window. */
export async function assertLoginAllowed(db: DbOrTx, account: string, ip: string): Promise<void> {
  const [row] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${loginFailures.account} = ${account})::int`,
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip} and ${ip} <> '')::int`,
    })
    .from(loginFailures)
    .where(
      and(
        or(eq(loginFailures.account, account), eq(loginFailures.ip, ip)),
        sql`${loginFailures.createdAt} > now() - make_interval(mins => ${WINDOW_MINUTES})`,
      ),
    );
  if (Number(row?.byAccount) >= MAX_PER_ACCOUNT || Number(row?.byIp) >= MAX_PER_IP) {
    throw rateLimited(`登录失败次数过多，请${WINDOW_MINUTES}分钟后再试`, WINDOW_MINUTES * 60);
  }
}

export async function recordLoginFailure(db: DbOrTx, account: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ account, ip });
}

export async function clearLoginFailures(db: DbOrTx, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}
