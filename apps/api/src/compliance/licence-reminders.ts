import { chinaDate } from '@labmall/rules';
import type { NoticePort } from '../notices/notices.service.ts';
import type { Db } from '../platform/db.ts';
import { approvedLicencesEndingBetween } from './compliance.repository.ts';
import { LICENCE_LABELS, type LicenceKind } from './compliance-rules.ts';

/** How long before a licence ends its holder is told: a new one takes weeks to be issued. */
export const LICENCE_NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * 资质证照即将到期: each holder of an approved licence ending within 30 days (China dates) is told once
 * per licence, however often the daily job runs (the notice's dedupe key).
 */
export async function remindExpiringLicences(
  { db, notices }: { db: Db; notices: NoticePort },
  now: Date,
): Promise<number> {
  const until = chinaDate(now.getTime() + LICENCE_NOTICE_DAYS * DAY_MS);
  let posted = 0;
  for (const row of await approvedLicencesEndingBetween(db, chinaDate(now), until)) {
    const licence = LICENCE_LABELS[row.kind as LicenceKind] ?? '证照';
    const notice = { kind: 'licence_expiring' as const, params: { licence, valid_until: row.validUntil } };
    if (!(await notices.post(db, row.userId, notice, { dedupeKey: `licence_expiring:${row.id}` }))) continue;
    posted++;
    await notices.text(row.userId, notice);
  }
  return posted;
}
