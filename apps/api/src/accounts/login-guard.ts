import type { DbOrTx } from '../platform/db.ts';
import { rateLimited } from '../platform/errors.ts';
import { countRecentFailures, type LoginAttempt } from './login-failures.repository.ts';

const WINDOW_MINUTES = 15;
const MAX_PER_ACCOUNT = 5;
const MAX_PER_IP = 20;

/** Refuses a login while the account or the address has failed too often within the window. */
export async function assertLoginAllowed(db: DbOrTx, attempt: LoginAttempt): Promise<void> {
  const failures = await countRecentFailures(db, attempt, WINDOW_MINUTES);
  if (failures.byAccount >= MAX_PER_ACCOUNT || failures.byIp >= MAX_PER_IP) {
    throw rateLimited(`登录失败次数过多，请${WINDOW_MINUTES}分钟后再试`, WINDOW_MINUTES * 60);
  }
}
