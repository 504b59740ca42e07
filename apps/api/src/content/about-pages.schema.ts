import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** /about/{id}: company introduction, qualifications, contact, terms, privacy. /about shows the first. */
export const aboutPages = pgTable('about_pages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('title', { length: 40 }).notNull(),
  body: text('body').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
