import { bigint, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { products } from './catalogue.schema.ts';

/**
 * Browsing history (/user/history): one row per member and product, its time moved forward on every
 * visit, so a product appears once, under the day of its latest visit. Bounded per member by the service.
 */
export const browsingHistory = pgTable(
  'browsing_history',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('browsing_history_user_time_idx').on(t.userId, t.viewedAt.desc()),
  ],
);
