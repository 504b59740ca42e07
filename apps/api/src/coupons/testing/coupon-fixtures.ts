import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { couponTemplates, memberCoupons } from '../coupons.schema.ts';

const DAY = 86_400_000;

/** A coupon template written straight to its table: 满100减10, valid 30 days after claiming, 100 of them. */
export async function addTemplate(db: Db, values: Partial<typeof couponTemplates.$inferInsert> = {}) {
  const [row] = await db
    .insert(couponTemplates)
    .values({
      name: '满100减10',
      kind: 'amount',
      thresholdFen: 10_000,
      amountFen: 1_000,
      validDays: 30,
      total: 100,
      perMember: 1,
      ...values,
    })
    .returning();
  return row!;
}

/** A coupon handed to a member without a claim (for tests of its use), valid from yesterday. */
export async function giveCoupon(
  db: Db,
  templateId: number,
  userId: number,
  validity: { validFrom?: Date; validUntil?: Date } = {},
) {
  const [row] = await db
    .insert(memberCoupons)
    .values({
      templateId,
      userId,
      validFrom: validity.validFrom ?? new Date(Date.now() - DAY),
      validUntil: validity.validUntil ?? new Date(Date.now() + 30 * DAY),
    })
    .returning({ id: memberCoupons.id });
  return row!.id;
}

export async function memberCoupon(db: Db, id: number) {
  const [row] = await db.select().from(memberCoupons).where(eq(memberCoupons.id, id));
  return row!;
}
