import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The merchant's staff: accounts of their own, apart from the members who buy (ADR 42). They log in
 * with a user name, a password and a TOTP second factor, get `staff_sessions`, and their roles
 * (`operator_roles`) say what they may do under /api/admin. Every column that records which operator
 * acted references this table.
 */
export const staff = pgTable(
  'staff',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Unique whatever its case (the index on lower(username)); the login compares it lowercased. */
    username: varchar('username', { length: 40 }).notNull(),
    displayName: varchar('display_name', { length: 40 }).notNull().default(''),
    /** argon2id, PHC string; null until set (staff moved over from member operators have none). */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Base32 TOTP secret; with `totp_enabled_at` null the second factor is not enrolled yet. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step a code was accepted for: that step and earlier ones are refused (no replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Failures since `failures_since`; five within 15 minutes set `locked_until`. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    failuresSince: timestamp('failures_since', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** One-time recovery codes, stored hashed (sha-256 of a random code); `used_at` set when spent. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * Between the password and the second factor: a short-lived ticket (not a session) that allows only
 * the next step, `totp` or `enrol`. An enrolment keeps the secret it showed here until confirmed.
 */
export const staffLoginTickets = pgTable('staff_login_tickets', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  staffId: bigint('staff_id', { mode: 'number' })
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  next: varchar('next', { length: 10 }).notNull(),
  pendingSecret: text('pending_secret'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Staff sessions: a shorter idle limit than members' and an absolute one; revoked on any change of trust. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);
