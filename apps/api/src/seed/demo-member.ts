import { eq } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema.ts';
import type { DbOrTx } from '../platform/db.ts';

/**
 * The demo member: a buyer with a little history (orders, points, coupons) so a fresh store shows the
 * member pages filled in. Log in as them with an SMS code (the console provider writes it to
 * data/sms-outbox.jsonl). Never seeded in production data: `npm run db:seed` is the demo's only.
 */
export const DEMO_MEMBER_PHONE = '19900000000';

/** The demo member's id, creating the row on the first run. */
export async function ensureDemoMember(db: DbOrTx): Promise<number> {
  await db
    .insert(users)
    .values({ phone: DEMO_MEMBER_PHONE, nickname: '演示采购员' })
    .onConflictDoNothing({ target: users.phone });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_MEMBER_PHONE));
  if (!row) throw new Error('demo member missing after insert');
  return row.id;
}
