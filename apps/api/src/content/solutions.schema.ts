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
  varchar,
} from 'drizzle-orm/pg-core';
import { skus } from '../catalogue/catalogue.schema.ts';

/** A solution (方案, /programme/{id}): an application described in rich text with a bundle of SKUs. */
export const solutions = pgTable('solutions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('title', { length: 100 }).notNull(),
  summary: varchar('summary', { length: 200 }).notNull().default(''),
  body: text('body').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** The bundle: which SKUs, how many of each, in the order the page lists them. */
export const solutionItems = pgTable(
  'solution_items',
  {
    solutionId: bigint('solution_id', { mode: 'number' })
      .notNull()
      .references(() => solutions.id, { onDelete: 'cascade' }),
    // A SKU removed from the catalogue leaves the bundle rather than blocking the removal.
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.solutionId, t.skuId] }),
    index('solution_items_sku_idx').on(t.skuId),
    check('solution_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
