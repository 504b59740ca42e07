import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { memberCoupons } from './coupons.schema.ts';

/** Coupons a member can use now: unused and within their validity (user info `coupon_count`). */
export async function usableCouponCount(db: DbOrTx, userId: number, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberCoupons)
    .where(
      sql`${memberCoupons.userId} = ${userId} and ${memberCoupons.orderId} is null
        and ${memberCoupons.validFrom} <= ${at} and ${memberCoupons.validUntil} > ${at}`,
    );
  return row?.n ?? 0;
}
