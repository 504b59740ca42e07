import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { skus } from '../catalog/catalog.schema.ts';

/** The purchase list (采购单): one row per member and SKU. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Cascade, as in the frequent-purchase list: a line is a member's intent to buy that SKU, and when
    // the SKU leaves the catalogue there is nothing left to order. Orders will copy what they need.
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skuId] }),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
