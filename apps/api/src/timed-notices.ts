import { remindExpiringLicences } from './compliance/licence-reminders.ts';
import { remindExpiringCoupons } from './coupons/coupon-reminders.ts';
import { remindDueStatements } from './credit/statement-reminders.ts';
import type { NoticePort } from './notices/notices.service.ts';
import type { Db } from './platform/db.ts';

/** The daily notices of what is about to lapse (docs/messages.md): run by the `notices-timed` job. */
export interface TimedNotices {
  /** Writes what is due now, each once (dedupe keys); answers how many were new. */
  sendDue(): Promise<number>;
}

/**
 * Composed here, beside deps.ts, because it reaches three components that each post through the notices
 * component: inside notices it would be a loop. Each finds its own rows in its own tables.
 */
export function createTimedNotices(deps: { db: Db; notices: NoticePort }): TimedNotices {
  return {
    async sendDue() {
      const at = new Date();
      const counts = await Promise.all([
        remindExpiringLicences(deps, at),
        remindDueStatements(deps, at),
        remindExpiringCoupons(deps, at),
      ]);
      return counts.reduce((sum, n) => sum + n, 0);
    },
  };
}
