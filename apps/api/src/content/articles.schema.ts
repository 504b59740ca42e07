import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** News categories of /article (公司新闻, 行业资讯, 应用笔记…). */
export const articleCategories = pgTable('article_categories', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 20 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/**
 * One article of /article/{id}. `published_at` null is a draft; a future date publishes it then. The
 * body is rich text, sanitised when saved and again when served (platform/rich-text.ts).
 */
export const articles = pgTable(
  'articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => articleCategories.id),
    title: varchar('title', { length: 100 }).notNull(),
    summary: varchar('summary', { length: 200 }).notNull().default(''),
    author: varchar('author', { length: 40 }).notNull().default(''),
    body: text('body').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('articles_category_published_idx').on(t.categoryId, t.publishedAt)],
);
