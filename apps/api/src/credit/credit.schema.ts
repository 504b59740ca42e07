import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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
 * A member's credit terms (账期): the limit an operator grants and the day of the month statements are
 * drawn. `users.credit_fen` mirrors the limit for user info (SPEC §3 `credit_money`). Outstanding is
 * kept here and equals the sum of the member's `credit_entries` (a test reconciles them).
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    limitFen: bigint('limit_fen', { mode: 'number' }).notNull().default(0),
    outstandingFen: bigint('outstanding_fen', { mode: 'number' }).notNull().default(0),
    /** 1–28: the day of the month a statement closes. */
    statementDay: integer('statement_day').notNull().default(1),
    /** Days after the statement day within which it is to be repaid. */
    dueDays: integer('due_days').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_accounts_limit', sql`${t.limitFen} >= 0`),
    check('credit_accounts_outstanding', sql`${t.outstandingFen} >= 0`),
    check('credit_accounts_statement_day', sql`${t.statementDay} between 1 and 28`),
    check('credit_accounts_due_days', sql`${t.dueDays} between 0 and 180`),
  ],
);

/** Monthly statements (对账单): the entries of one period, their total, and what was repaid of it. */
export const creditStatements = pgTable(
  'credit_statements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Charges minus credits of the period's entries. */
    totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
    repaidFen: bigint('repaid_fen', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_statements_period_idx').on(t.userId, t.periodEnd),
    check('credit_statements_repaid', sql`${t.repaidFen} >= 0`),
  ],
);

/**
 * The credit ledger: every change of a member's outstanding amount. `delta_fen` > 0 is a charge (an
 * order paid on credit), < 0 a credit (repayment, a cancelled order's release, an adjustment down).
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** `order`, `release` (its order was cancelled unpaid), `refund` (money going back), `repayment`, `adjustment`. */
    kind: text('kind').notNull(),
    deltaFen: bigint('delta_fen', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'restrict' }),
    /** The statement the entry was drawn into (null until its statement is drawn). */
    statementId: bigint('statement_id', { mode: 'number' }).references(() => creditStatements.id, {
      onDelete: 'restrict',
    }),
    note: varchar('note', { length: 200 }).notNull().default(''),
    actorId: bigint('actor_id', { mode: 'number' }),
    /**
     * A `refund` entry's refund (payments' `refunds.id`): one entry per refund. No foreign key: the
     * refund row is the payments component's, written in the same transaction.
     */
    refundId: bigint('refund_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_user_idx').on(t.userId, t.at),
    index('credit_entries_undrawn_idx').on(t.userId).where(sql`${t.statementId} is null`),
    // One charge and at most one release per order: a replay cannot charge or release twice.
    uniqueIndex('credit_entries_order_kind_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null and ${t.kind} in ('order', 'release')`),
    // A refund (several per order, each partial) releases once, however often it is replayed.
    uniqueIndex('credit_entries_refund_idx').on(t.refundId).where(sql`${t.refundId} is not null`),
    check('credit_entries_kind', sql`${t.kind} in ('order', 'release', 'refund', 'repayment', 'adjustment')`),
    check('credit_entries_delta', sql`${t.deltaFen} <> 0`),
  ],
);

/** A repayment of a statement by bank transfer: waits with its voucher until an operator confirms it. */
export const creditRepayments = pgTable(
  'credit_repayments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => creditStatements.id, { onDelete: 'restrict' }),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    voucher: varchar('voucher', { length: 512 }).notNull(),
    /** `pending`, `confirmed`, `rejected`. */
    state: text('state').notNull().default('pending'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => staff.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_repayments_user_idx').on(t.userId),
    check('credit_repayments_amount', sql`${t.amountFen} > 0`),
    check('credit_repayments_state', sql`${t.state} in ('pending', 'confirmed', 'rejected')`),
  ],
);
