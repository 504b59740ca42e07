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
import { staff } from '../operators/staff.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import { refunds } from '../payments/payments.schema.ts';

/**
 * A member's points balance. It equals the sum of the member's `points_entries` (a test reconciles
 * them); every change is a conditional update of this row and an entry, in one transaction.
 */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('points_accounts_balance', sql`${t.balance} >= 0`)],
);

/** Why points moved. */
export const pointsKinds = ['earn', 'reverse', 'redeem', 'redeem_return', 'adjust'] as const;
export type PointsKind = (typeof pointsKinds)[number];

/**
 * The points ledger. `earn` (an order completed), `reverse` (that order refunded), `redeem` (a points-mall
 * order), `redeem_return` (that order cancelled), `adjust` (an operator, with a reason). An order moves
 * points at most once per kind (unique index), so a replayed transition cannot pay out twice; the
 * exception is a partial refund's `reverse`, which names its refund and is unique by it instead.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<PointsKind>().notNull(),
    delta: integer('delta').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'restrict' }),
    note: varchar('note', { length: 200 }).notNull().default(''),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => staff.id, {
      onDelete: 'set null',
    }),
    /** The refund a proportional `reverse` follows (issue 35); null for every other entry. */
    refundId: bigint('refund_id', { mode: 'number' }).references(() => refunds.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_entries_user_idx').on(t.userId, t.at.desc()),
    uniqueIndex('points_entries_order_kind_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null and ${t.refundId} is null`),
    uniqueIndex('points_entries_refund_idx').on(t.refundId).where(sql`${t.refundId} is not null`),
    check('points_entries_kind', sql`${t.kind} in ('earn', 'reverse', 'redeem', 'redeem_return', 'adjust')`),
    check('points_entries_delta', sql`${t.delta} <> 0`),
  ],
);

/** Points-mall items (积分商城): gifts redeemed for points, shipped like an order. */
export const pointsItems = pgTable(
  'points_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    /** A short label the mall filters by (e.g. 实验耗材, 办公用品). */
    category: varchar('category', { length: 20 }).notNull(),
    /** An image URL (an upload or a static asset). */
    image: text('image').notNull().default(''),
    description: varchar('description', { length: 5000 }).notNull().default(''),
    pointsPrice: integer('points_price').notNull(),
    stock: integer('stock').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_items_listing_idx').on(t.onSale, t.sort),
    check('points_items_price', sql`${t.pointsPrice} > 0`),
    check('points_items_stock', sql`${t.stock} >= 0`),
  ],
);

/** The points items' stock ledger: per item the sum of `delta` equals `points_items.stock`. */
export const pointsItemMovements = pgTable(
  'points_item_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => pointsItems.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** `opening` (created with stock), `redeem`, `cancel` (returned), `adjust` (an operator). */
    reason: text('reason').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_item_movements_item_idx').on(t.itemId),
    check('points_item_movements_reason', sql`${t.reason} in ('opening', 'redeem', 'cancel', 'adjust')`),
  ],
);
