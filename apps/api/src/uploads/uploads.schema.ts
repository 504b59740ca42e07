import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { staff } from '../operators/staff.schema.ts';

/**
 * Objects a member uploaded and the server accepted (checked, renamed, moved out of the member's
 * writable prefix). Storage holds the bytes; this table says whose they are and what they are for.
 */
export const uploadedObjects = pgTable(
  'uploaded_objects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The member who uploaded it; null for a file a staff member uploaded in the console. */
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => users.id),
    /** The staff member who uploaded it (product pictures, brand logos); null for a member's file. */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    /** What the file is for (`avatar`, `identity`, `voucher`, `media`); decides its limits. */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** Server-chosen object key, outside every member's writable prefix. */
    key: text('key').notNull().unique(),
    /** The name offered on download: the member's name, cleaned, with the real type's extension. */
    fileName: varchar('file_name', { length: 120 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Decided by the server from the file's first bytes, never taken from the client. */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploaded_objects_owner_idx').on(t.ownerId, t.createdAt),
    check('uploaded_objects_size_non_negative', sql`${t.size} >= 0`),
    check('uploaded_objects_one_uploader', sql`(${t.ownerId} is null) <> (${t.staffId} is null)`),
  ],
);

/**
 * Upload tokens handed to each member per day (Beijing time): the count the daily quota checks, raised
 * by one conditional upsert so that parallel requests cannot pass the limit together.
 */
export const uploadDailyTokens = pgTable(
  'upload_daily_tokens',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    tokens: integer('tokens').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
