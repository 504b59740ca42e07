import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';

/** Categories (SPEC "product type"): a tree of any depth; roots marked as groups lead the home page. */
export const productTypes = pgTable(
  'product_types',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    pid: bigint('pid', { mode: 'number' }).references((): AnyPgColumn => productTypes.id, {
      onDelete: 'restrict',
    }),
    name: varchar('name', { length: 40 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** Shown as a product group on the home page and in the header's category menu. */
    isGroup: boolean('is_group').notNull().default(false),
  },
  (t) => [
    index('product_types_pid_idx').on(t.pid),
    check('product_types_not_own_parent', sql`${t.pid} <> ${t.id}`),
  ],
);

export const brands = pgTable('brands', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  nameEn: varchar('name_en', { length: 80 }).notNull().default(''),
  /** Pinyin initial (A–Z, or # for others) for the brand wall's index. */
  initial: varchar('initial', { length: 1 }).notNull().default('#'),
  logo: text('logo'),
  sort: integer('sort').notNull().default(0),
});
