import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';

/**
 * 消息中心 (issue 36 item 4): what the store told a member, written in the same transaction as the
 * event it tells of (an order shipped, a voucher rejected, a pay window about to lapse), so a notice
 * exists exactly when its event happened. `dedupe_key`, when set, makes a repeated event (a job run
 * twice) one notice.
 */
export const memberNotices = pgTable(
  'member_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTICE_KINDS (packages/contract/src/notice-kinds.ts). */
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    /** A storefront path the notice opens (the order, the verification page), or ''. */
    link: varchar('link', { length: 200 }).notNull().default(''),
    /** What the notice was made of (order number, carrier…), kept for SMS templates and later kinds. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    dedupeKey: varchar('dedupe_key', { length: 100 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_notices_user_idx').on(t.userId, t.id.desc()),
    index('member_notices_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('member_notices_dedupe_idx').on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    check('member_notices_link', sql`${t.link} = '' or ${t.link} like '/%'`),
  ],
);

/**
 * A member's choice of which notice groups (NOTICE_GROUPS) also go out by SMS. Only choices that differ
 * from nothing are stored: a group without a row takes its default (notice-preferences.ts).
 */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTICE_GROUP_CODES. */
    group: varchar('group', { length: 32 }).notNull(),
    sms: boolean('sms').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.group] })],
);
