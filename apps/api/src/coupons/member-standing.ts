import type { DbOrTx } from '../platform/db.ts';
import { memberCouponCounts, unusedCoupons } from './coupons.repository.ts';

const SHOWN = 10;

/** A member's coupons as the console's member page shows them: counts per tab and the unused ones. */
export async function memberCouponStanding(db: DbOrTx, userId: number, at = new Date()) {
  const [counts, unused] = await Promise.all([
    memberCouponCounts(db, userId, at),
    unusedCoupons(db, userId, at),
  ]);
  return {
    ...counts,
    list: unused
      .slice(0, SHOWN)
      .map((c) => ({ id: c.id, name: c.name, valid_until: c.validUntil.toISOString() })),
  };
}
