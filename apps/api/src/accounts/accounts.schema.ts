import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar('phone', { length: 11 }).notNull().unique(),
    username: varchar('username', { length: 20 }).unique(),
    nickname: varchar('nickname', { length: 20 }).notNull().default(''),
    avatar: text('avatar'),
    /** -1 no info, 0 pending, 1 verified, 2 rejected (SPEC §3 extra_info.state). Only operators change it. */
    identification: smallint('identification').notNull().default(-1),
    passwordHash: text('password_hash'),
    /** Available credit in fen; changed only through the credit ledger (billing). */
    creditFen: bigint('credit_fen', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_identification_valid', sql`${t.identification} in (-1, 0, 1, 2)`),
    check('users_credit_non_negative', sql`${t.creditFen} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex. The token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
