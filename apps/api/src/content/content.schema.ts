import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Merchant-editable settings shown by the storefront (footer navigation, copyright, QR codes…). */
export const sysConfig = pgTable('sys_config', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface BusinessLink {
  type: number;
  params: Record<string, string | number>;
}

/** The header's top menu. A tree: entries with a parent are its drop-down children. */
export const navEntries = pgTable('nav_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => navEntries.id, {
    onDelete: 'cascade',
  }),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 20 }).notNull(),
  link: jsonb('link').$type<BusinessLink>().notNull(),
  /** Quick links shown inside the entry's drop-down panel. */
  list: jsonb('list').$type<{ name: string; link: BusinessLink }[]>().notNull().default(sql`'[]'::jsonb`),
  promotionImg: text('promotion_img'),
  sort: integer('sort').notNull().default(0),
});
