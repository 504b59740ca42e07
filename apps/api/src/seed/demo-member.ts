import { chinaDate } from '@labmall/rules';
import { and, eq } from 'drizzle-orm';
import { identityVerifications, users } from '../accounts/accounts.schema.ts';
import { licences } from '../compliance/compliance.schema.ts';
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

/** The demo member's unit, as an approved organisation verification names it. */
export const DEMO_ORGANISATION = '演示大学化学系实验中心';
/** Their 易制毒化学品购买备案证明（第三类）: 丙酮、甲苯、盐酸、硫酸 and the other 第三类 reagents. */
export const DEMO_LICENCE = { kind: 'precursor-3', number: 'BA-DEMO-2026-003' } as const;

/**
 * The demo member as a unit that may buy controlled chemicals, so a fresh store shows the whole
 * controlled path (item page, 采购单, order, the sales ledger) without an operator: an approved
 * organisation verification and an approved 第三类 filing valid from a year ago for three years. The
 * gate itself is unchanged; other classes (易制毒第一、二类, 易制爆, 剧毒) still ask for their own
 * document, which the demo shows too. Nothing is written when the member is already verified.
 */
export async function ensureDemoQualifications(db: DbOrTx, userId: number): Promise<void> {
  const [user] = await db
    .select({ identification: users.identification })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.identification === 1) return;
  await db.insert(identityVerifications).values({
    userId,
    kind: 'organisation',
    state: 'approved',
    organisation: DEMO_ORGANISATION,
    creditCode: '12310000425006117P',
    contactName: '演示采购员',
    contactPhone: DEMO_MEMBER_PHONE,
    reviewedAt: new Date(),
  });
  await db.update(users).set({ identification: 1 }).where(eq(users.id, userId));
  const [held] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(and(eq(licences.userId, userId), eq(licences.number, DEMO_LICENCE.number)));
  if (held) return;
  const today = chinaDate(new Date());
  const year = Number(today.slice(0, 4));
  await db.insert(licences).values({
    userId,
    ...DEMO_LICENCE,
    validFrom: `${year - 1}${today.slice(4)}`.replace('-02-29', '-02-28'),
    validUntil: `${year + 2}${today.slice(4)}`.replace('-02-29', '-02-28'),
    // No image file: the demo's document is shown as failed to load, like one gone from storage.
    image: 'demo/licence-precursor-3.png',
    state: 'approved',
    reviewedAt: new Date(),
  });
}
