import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { staff } from '../operators/staff.schema.ts';
import { orders } from '../orders/orders.schema.ts';

/**
 * Every attempt to pay an order, whatever the method: 账期支付 (`credit`, settled at once), 对公转账
 * (`transfer`: `pending` with its voucher until an operator confirms or rejects it), 在线支付 (`online`:
 * `pending` while the gateway's trade is open). At most one `paid` row per order (unique index), which is
 * what makes a replayed notify or a double click settle an order once.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** `credit`, `transfer` or `online`. */
    method: text('method').notNull(),
    /**
     * `pending`, `paid`, `rejected` (transfer), `failed` or `closed` (online); `withdrawn`: the buyer took
     * back a voucher before review (ADR 33); `refund_due`: money the gateway took for an order that was
     * already paid otherwise or cancelled, kept so it is refunded and never lost.
     */
    state: text('state').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /**
     * What refunds of this payment hold (requested, processing or succeeded; a failed one gives its
     * amount back). Raised by a conditional update when a refund is opened, so that refunds together
     * never exceed what was paid, whatever runs at the same moment (ADR 0051).
     */
    refundedFen: bigint('refunded_fen', { mode: 'number' }).notNull().default(0),
    /** The gateway that took an online payment (`sandbox`, `alipay`). */
    gateway: varchar('gateway', { length: 20 }),
    /** Our trade number as sent to the gateway (out_trade_no), unique. */
    tradeNo: varchar('trade_no', { length: 64 }),
    /** The gateway's own trade number, once known. */
    gatewayTradeNo: varchar('gateway_trade_no', { length: 64 }),
    /** The transfer voucher: a registered upload (purpose `voucher`). */
    voucher: varchar('voucher', { length: 512 }),
    /** Why an operator rejected a transfer (shown to the buyer). */
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => staff.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('payments_one_paid_per_order_idx').on(t.orderId).where(sql`${t.state} = 'paid'`),
    uniqueIndex('payments_trade_no_idx').on(t.tradeNo),
    index('payments_pending_transfer_idx')
      .on(t.createdAt)
      .where(sql`${t.method} = 'transfer' and ${t.state} = 'pending'`),
    check('payments_method', sql`${t.method} in ('credit', 'transfer', 'online')`),
    check(
      'payments_state',
      sql`${t.state} in ('pending', 'paid', 'rejected', 'failed', 'closed', 'withdrawn', 'refund_due')`,
    ),
    check('payments_amount_positive', sql`${t.amountFen} > 0`),
    check('payments_refunded', sql`${t.refundedFen} >= 0 and ${t.refundedFen} <= ${t.amountFen}`),
  ],
);

export const REFUND_STATES = ['requested', 'processing', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * Money going back (issue 35, ADR 0051), one row a refund, the way its payment came: `online` through
 * the gateway (our id is the gateway's `out_request_no`, so a retry refunds once), `credit` as a
 * release on the member's credit account (settled at once), `transfer` paid out by finance with the
 * bank's voucher. `requested` → `processing` (asked, or waiting for finance) → `succeeded` / `failed`.
 * `cause`: `cancel` (a paid order cancelled, or a completed one refunded in full), `late_payment` (money
 * that arrived for an order already paid or cancelled), `operator` (a partial refund granted by staff),
 * `aftersale` (a 售后 request approved or its goods received).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    method: text('method').notNull(),
    cause: text('cause').notNull(),
    state: text('state').notNull().default('requested'),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** Why, as the buyer reads it. */
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    /** The gateway's words on a failure, or finance's note; for staff. */
    failure: varchar('failure', { length: 200 }).notNull().default(''),
    /** Times the gateway was asked (online). */
    attempts: integer('attempts').notNull().default(0),
    /** When the retry job next asks the gateway about a refund still processing. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A transfer refund's bank voucher (a registered upload, purpose `voucher`). */
    voucher: varchar('voucher', { length: 512 }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => staff.id, { onDelete: 'set null' }),
    settledBy: bigint('settled_by', { mode: 'number' }).references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_user_idx').on(t.userId, t.createdAt.desc()),
    index('refunds_open_idx').on(t.nextAttemptAt).where(sql`${t.state} in ('requested', 'processing')`),
    check('refunds_method', sql`${t.method} in ('credit', 'transfer', 'online')`),
    check('refunds_cause', sql`${t.cause} in ('cancel', 'late_payment', 'operator', 'aftersale')`),
    check('refunds_state', sql`${t.state} in ('requested', 'processing', 'succeeded', 'failed')`),
    check('refunds_amount_positive', sql`${t.amountFen} > 0`),
  ],
);
