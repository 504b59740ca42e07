import { chinaMinute } from '@labmall/rules';
import type { NoticePort } from '../notices/notices.service.ts';
import type { Db } from '../platform/db.ts';
import { unusedCouponsEndingBetween } from './coupons.repository.ts';

/** How long before an unused coupon lapses its holder is told. */
export const COUPON_NOTICE_HOURS = 72;

/** 优惠券即将过期: each unused coupon lapsing within 72 hours is announced once to its holder. */
export async function remindExpiringCoupons(
  { db, notices }: { db: Db; notices: NoticePort },
  now: Date,
): Promise<number> {
  const until = new Date(now.getTime() + COUPON_NOTICE_HOURS * 3_600_000);
  let posted = 0;
  for (const row of await unusedCouponsEndingBetween(db, now, until)) {
    const notice = {
      kind: 'coupon_expiring' as const,
      params: { name: row.name, valid_until: chinaMinute(row.validUntil) },
    };
    if (!(await notices.post(db, row.userId, notice, { dedupeKey: `coupon_expiring:${row.id}` }))) continue;
    posted++;
    await notices.text(row.userId, notice);
  }
  return posted;
}
