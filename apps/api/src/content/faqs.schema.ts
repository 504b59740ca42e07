import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** FAQ categories of /issue (订购与账户, 支付与发票, 配送与危化品…). */
export const faqCategories = pgTable('faq_categories', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 20 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/** One question of /issue/{id} with its rich-text answer. */
export const faqs = pgTable(
  'faqs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => faqCategories.id),
    question: varchar('question', { length: 100 }).notNull(),
    answer: text('answer').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('faqs_category_idx').on(t.categoryId, t.sort)],
);
