import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { staff } from '../operators/staff.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';

/**
 * 售后 (issue 35 items 1 and 2, ADR 0052): a buyer's request about some lines of a paid order. `kind`:
 * `refund_only` (仅退款), `return_refund` (退货退款), `exchange` (换货). `state`: `pending` →
 * (`approved` → `returning` → `received` →) `completed`, or `rejected` / `withdrawn`. `amount_fen` is the
 * money it refunds (lines' paid share less `restocking_fen`), fixed when it is made.
 */
export const aftersales = pgTable(
  'aftersales',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    /** The buyer says the goods were opened: then only quality, damage, wrong or missing goods qualify. */
    opened: boolean('opened').notNull().default(false),
    state: text('state').notNull().default('pending'),
    /** The buyer's photos: registered uploads of purpose `aftersale`. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    restockingFen: bigint('restocking_fen', { mode: 'number' }).notNull().default(0),
    returnAddress: varchar('return_address', { length: 200 }).notNull().default(''),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    carrier: varchar('carrier', { length: 20 }).notNull().default(''),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull().default(''),
    receivedNote: varchar('received_note', { length: 200 }).notNull().default(''),
    replacementCarrier: varchar('replacement_carrier', { length: 20 }).notNull().default(''),
    replacementTrackingNo: varchar('replacement_tracking_no', { length: 40 }).notNull().default(''),
    handledBy: bigint('handled_by', { mode: 'number' }).references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('aftersales_order_idx').on(t.orderId),
    index('aftersales_user_idx').on(t.userId, t.createdAt.desc()),
    index('aftersales_state_idx').on(t.state, t.createdAt),
    check('aftersales_kind', sql`${t.kind} in ('refund_only', 'return_refund', 'exchange')`),
    check(
      'aftersales_state',
      sql`${t.state} in ('pending', 'approved', 'returning', 'received', 'completed', 'rejected', 'withdrawn')`,
    ),
    check('aftersales_amounts', sql`${t.amountFen} >= 0 and ${t.restockingFen} >= 0`),
  ],
);

/** The lines a request is about, with how many and the paid share they refund. */
export const aftersaleLines = pgTable(
  'aftersale_lines',
  {
    aftersaleId: bigint('aftersale_id', { mode: 'number' })
      .notNull()
      .references(() => aftersales.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.aftersaleId, t.orderLineId] }),
    index('aftersale_lines_line_idx').on(t.orderLineId),
    check('aftersale_lines_quantity', sql`${t.quantity} > 0`),
    check('aftersale_lines_amount', sql`${t.amountFen} >= 0`),
  ],
);

/**
 * The operator's return rules, per category (for it and its subcategories) or per product; a product's
 * rule wins over its categories', a nearer category's over a farther one's; without any, the defaults
 * (aftersale-rules.ts).
 */
export const aftersaleRules = pgTable(
  'aftersale_rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    scope: text('scope').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    returnable: boolean('returnable').notNull(),
    /** Days after receipt within which a return or exchange may be asked. */
    days: integer('days').notNull(),
    restockingPercent: integer('restocking_percent').notNull().default(0),
    note: varchar('note', { length: 100 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('aftersale_rules_target_idx').on(t.scope, t.targetId),
    check('aftersale_rules_scope', sql`${t.scope} in ('category', 'product')`),
    check('aftersale_rules_days', sql`${t.days} between 0 and 90`),
    check('aftersale_rules_restocking', sql`${t.restockingPercent} between 0 and 50`),
  ],
);
