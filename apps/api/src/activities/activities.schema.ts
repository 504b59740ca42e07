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

/** A theme page (/sales/theme/{id}) grouping activities, e.g. 新学期开学季. */
export const activityThemes = pgTable('activity_themes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('title', { length: 60 }).notNull(),
  intro: varchar('intro', { length: 500 }).notNull().default(''),
  banner: text('banner').notNull().default(''),
  published: boolean('published').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sales activity (/sales/{id}): its SKUs sell at the activity price between `starts_at` and `ends_at`
 * (the server decides by its own clock, at confirmation and again when the order is placed).
 */
export const activities = pgTable(
  'activities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    themeId: bigint('theme_id', { mode: 'number' }).references(() => activityThemes.id, {
      onDelete: 'set null',
    }),
    title: varchar('title', { length: 60 }).notNull(),
    banner: text('banner').notNull().default(''),
    /** The rules as the merchant writes them, plain text with line breaks. */
    rules: varchar('rules', { length: 2000 }).notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_window_idx').on(t.startsAt, t.endsAt),
    check('activities_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A SKU's price in an activity, in fen; below the SKU's own price (checked when saved). */
export const activityItems = pgTable(
  'activity_items',
  {
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.skuId] }),
    index('activity_items_sku_idx').on(t.skuId),
    check('activity_items_price', sql`${t.priceFen} > 0`),
  ],
);
