import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { skus } from '../catalogue/catalogue.schema.ts';

/** The frequent-purchase list (常购清单): SKUs a member buys again and again, each with a usual quantity. */
export const collectItems = pgTable(
  'collect_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collect_items_user_sku_idx').on(t.userId, t.skuId),
    index('collect_items_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('collect_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
