import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { skus } from '../catalogue/catalogue.schema.ts';

/**
 * The purchase list (采购单): one row per member and SKU. A SKU that leaves the catalogue leaves every
 * list with it. The price when the line was added lets the page say that a price changed since.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The unit price when the line was added (or last re-added); null for lines older than the column. */
    addedPriceFen: bigint('added_price_fen', { mode: 'number' }),
    /** Ticked for checkout (去结算 orders the selected lines: /order?source=2). */
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skuId] }),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
