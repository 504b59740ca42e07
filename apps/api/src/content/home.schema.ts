import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { products, productTypes } from '../catalogue/catalogue.schema.ts';
import type { BusinessLink } from './content.schema.ts';

/**
 * The home page's carousel. `image` is a path the store serves (or an absolute URL); `image_srcset`
 * lists the same picture at other widths (`/images/banners/x-750.webp 750w, …`) so a phone downloads
 * the small one. Width and height are the intrinsic size: the slot is reserved before it loads.
 * A slide shows while now ∈ [starts_at, ends_at) (open ends allowed).
 */
export const banners = pgTable(
  'home_banners',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 60 }).notNull(),
    image: text('image').notNull(),
    imageSrcset: text('image_srcset').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: varchar('alt', { length: 120 }).notNull(),
    link: jsonb('link').$type<BusinessLink>().notNull(),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('home_banners_sort_idx').on(t.sort, t.id),
    check('home_banners_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
    check(
      'home_banners_window',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/**
 * A category floor of the home page: a heading that leads to the category, and its featured products.
 * The operator may hide one (`visible`) without losing what it holds.
 */
export const floors = pgTable(
  'home_floors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 20 }).notNull(),
    subtitle: varchar('subtitle', { length: 60 }).notNull().default(''),
    productTypeId: bigint('product_type_id', { mode: 'number' })
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    /** Quick links under the heading (分析纯, 色谱纯…), each a business link. */
    links: jsonb('links').$type<{ name: string; link: BusinessLink }[]>().notNull().default(sql`'[]'::jsonb`),
    sort: integer('sort').notNull().default(0),
    /** 显示/隐藏: a hidden floor keeps its products and links but is left off the home page. */
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [index('home_floors_sort_idx').on(t.sort, t.id)],
);

/** The products a floor features, in the merchant's order (a deleted product drops out of its floors). */
export const floorProducts = pgTable(
  'home_floor_products',
  {
    floorId: bigint('floor_id', { mode: 'number' })
      .notNull()
      .references(() => floors.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.floorId, t.productId] }),
    index('home_floor_products_product_idx').on(t.productId),
  ],
);
