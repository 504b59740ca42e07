import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { orders } from '../orders/orders.schema.ts';

export const couponKinds = ['amount', 'percent'] as const;
export type CouponKind = (typeof couponKinds)[number];

/**
 * A coupon as the merchant defines it. `amount`: 满 threshold 减 amount. `percent`: percent off the
 * applicable goods, at most `cap_fen`. Scoped to brands and/or categories (empty = all goods). Valid
 * either between fixed dates or for `valid_days` after claiming. `claimed` counts member_coupons rows and
 * never exceeds `total` (conditional update).
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 60 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    kind: text('kind').$type<CouponKind>().notNull(),
    thresholdFen: bigint('threshold_fen', { mode: 'number' }).notNull().default(0),
    amountFen: bigint('amount_fen', { mode: 'number' }),
    /** Percent off, 1–99 (a 九折 coupon is 10). */
    percentOff: integer('percent_off'),
    capFen: bigint('cap_fen', { mode: 'number' }),
    brandIds: bigint('brand_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    categoryIds: bigint('category_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    validDays: integer('valid_days'),
    /** Claims open in this window (the coupon centre lists it); null = from creation / without end. */
    claimFrom: timestamp('claim_from', { withTimezone: true }),
    claimUntil: timestamp('claim_until', { withTimezone: true }),
    total: integer('total').notNull(),
    claimed: integer('claimed').notNull().default(0),
    perMember: integer('per_member').notNull().default(1),
    /** Listed in the coupon centre for members to claim. */
    listed: boolean('listed').notNull().default(true),
    /**
     * Whether a coupon of this template comes back to its member when the paid order it was used on is
     * refunded in full (issue 35). An unpaid order's cancel always gives it back.
     */
    returnOnRefund: boolean('return_on_refund').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_templates_kind', sql`${t.kind} in ('amount', 'percent')`),
    check(
      'coupon_templates_value',
      sql`(${t.kind} = 'amount' and ${t.amountFen} > 0 and ${t.percentOff} is null)
        or (${t.kind} = 'percent' and ${t.percentOff} between 1 and 99 and ${t.amountFen} is null)`,
    ),
    check('coupon_templates_threshold', sql`${t.thresholdFen} >= 0`),
    check('coupon_templates_cap', sql`${t.capFen} is null or ${t.capFen} > 0`),
    check(
      'coupon_templates_validity',
      sql`(${t.validDays} is not null and ${t.validDays} > 0 and ${t.validFrom} is null and ${t.validUntil} is null)
        or (${t.validDays} is null and ${t.validFrom} is not null and ${t.validUntil} > ${t.validFrom})`,
    ),
    check('coupon_templates_quantity', sql`${t.total} >= 0 and ${t.claimed} between 0 and ${t.total}`),
    check('coupon_templates_per_member', sql`${t.perMember} >= 1`),
  ],
);

/**
 * A coupon a member holds. Used by at most one order (`order_id`, set by a conditional update while
 * null), given back (order_id cleared) when that order is cancelled. Its validity is fixed at claiming.
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => couponTemplates.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'restrict' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_coupons_user_idx').on(t.userId, t.validUntil),
    index('member_coupons_template_user_idx').on(t.templateId, t.userId),
    uniqueIndex('member_coupons_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    check('member_coupons_used', sql`(${t.orderId} is null) = (${t.usedAt} is null)`),
  ],
);

/** The coupons' ledger: every claim, use and return, so a coupon's history can be told and reconciled. */
export const couponEvents = pgTable(
  'coupon_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    memberCouponId: bigint('member_coupon_id', { mode: 'number' })
      .notNull()
      .references(() => memberCoupons.id, { onDelete: 'cascade' }),
    /** `claim`, `use` (an order placed with it), `return` (that order cancelled). */
    kind: text('kind').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_events_coupon_idx').on(t.memberCouponId),
    check('coupon_events_kind', sql`${t.kind} in ('claim', 'use', 'return')`),
  ],
);
