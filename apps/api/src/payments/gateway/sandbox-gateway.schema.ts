import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's own state (ADR 0050). The sandbox stands in for a separate service — Alipay's
 * side of a trade — and only keeps its tables in the store's database so a restart does not forget a
 * paid trade that must still be refundable. Nothing of the store reads or writes these tables: the
 * store knows trades and refunds only through the gateway port (`payments`, and the refund rows, are
 * its own record); these are what the "gateway" answers its queries from.
 */
export const sandboxGatewayTrades = pgTable(
  'sandbox_gateway_trades',
  {
    /** The store's trade number (`out_trade_no`). */
    outTradeNo: varchar('out_trade_no', { length: 64 }).primaryKey(),
    /** The sandbox's own trade number (`trade_no`), given at the tester's first choice. */
    tradeNo: varchar('trade_no', { length: 64 }).notNull(),
    /** `total_amount`, in fen. */
    totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
    /** What the tester chose: `paid` (stays paid) or `closed`. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_gateway_trades_status', sql`${t.status} in ('paid', 'closed')`)],
);

/** One row per refund request that moved money: a request number refunds at most once. */
export const sandboxGatewayRefunds = pgTable(
  'sandbox_gateway_refunds',
  {
    outTradeNo: varchar('out_trade_no', { length: 64 })
      .notNull()
      .references(() => sandboxGatewayTrades.outTradeNo, { onDelete: 'cascade' }),
    /** The store's refund request number (`out_request_no`). */
    outRequestNo: varchar('out_request_no', { length: 64 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 256 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.outTradeNo, t.outRequestNo] }),
    check('sandbox_gateway_refunds_amount_positive', sql`${t.amountFen} > 0`),
  ],
);
