import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';

/**
 * What a buyer asked the merchant for when search found nothing (issue 24): the product name, its CAS
 * number if known, the quantity and how to reach them. A visitor's inquiry has no user.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    cas: varchar('cas', { length: 20 }).notNull().default(''),
    quantity: varchar('quantity', { length: 50 }).notNull(),
    contact: varchar('contact', { length: 100 }).notNull(),
    keyword: varchar('keyword', { length: 100 }).notNull().default(''),
    /** A hash of the client address (never the address itself), for the per-address limit. */
    clientKey: varchar('client_key', { length: 64 }).notNull(),
    /** 0 待回复, 1 已回复 (the answer, its time and who wrote it are set together; a check holds it). */
    status: integer('status').notNull().default(0),
    /** The operator who looks after it, if one was chosen (operators' ids, as `answered_by`). */
    assigneeId: bigint('assignee_id', { mode: 'number' }),
    answer: text('answer').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: bigint('answered_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_created_idx').on(t.createdAt.desc()),
    index('inquiries_client_idx').on(t.clientKey, t.createdAt),
    check('inquiries_status', sql`${t.status} in (0, 1)`),
    check(
      'inquiries_answered',
      sql`(${t.status} = 1) = (${t.answeredAt} is not null and ${t.answeredBy} is not null and ${t.answer} <> '')`,
    ),
    index('inquiries_user_idx').on(t.userId, t.createdAt.desc()),
    index('inquiries_open_idx').on(t.status, t.createdAt.desc()),
  ],
);
