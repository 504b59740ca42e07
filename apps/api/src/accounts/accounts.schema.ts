import { verificationStates } from '@labmall/contract/verification';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { staff } from '../operators/staff.schema.ts';
import { bytea } from '../platform/bytea.ts';
import { uploadedObjects } from '../uploads/uploads.schema.ts';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar('phone', { length: 11 }).notNull().unique(),
    username: varchar('username', { length: 20 }).unique(),
    nickname: varchar('nickname', { length: 20 }).notNull().default(''),
    /**
     * The key of an accepted upload (purpose avatar). Set null when that file goes: the member is
     * shown without an avatar, as /user/info already does for a file it cannot read.
     */
    avatar: text('avatar').references((): AnyPgColumn => uploadedObjects.key, { onDelete: 'set null' }),
    /** -1 no info, 0 pending, 1 verified, 2 rejected (SPEC §3 extra_info.state). Only operators change it. */
    identification: smallint('identification').notNull().default(-1),
    passwordHash: text('password_hash'),
    /** Available credit in fen; changed only through the credit ledger (billing). */
    creditFen: bigint('credit_fen', { mode: 'number' }).notNull().default(0),
    /** Set by an operator (会员 → 停用登录): no login while set, and every session ended at that moment. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: varchar('disabled_reason', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_identification_valid', sql`${t.identification} in (-1, 0, 1, 2)`),
    check('users_credit_non_negative', sql`${t.creditFen} >= 0`),
    // Login by username ignores case, so two members may not differ only in case.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

/**
 * What registration step 2 adds to a member: the organisation they buy for and who to contact.
 * Kept out of `users` (the identity every request reads) because it grows with the business
 * (departments, landlines, delivery notes) while `users` should not.
 */
export const memberProfiles = pgTable('member_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organisation: varchar('organisation', { length: 60 }).notNull(),
  contactName: varchar('contact_name', { length: 20 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const verificationKinds = ['registration', 'personal', 'organisation'] as const;
export type VerificationKind = (typeof verificationKinds)[number];
export { verificationStates };
export type VerificationState = (typeof verificationStates)[number];

/**
 * Every real-name submission, oldest first; a member's latest reviewed or pending row explains
 * `users.identification`. `registration` rows come from registration step 2 (organisation and
 * contact, no documents); `personal` and `organisation` rows from /user/datum. Rows are never
 * edited by members: a resubmission is a new row, so operators see the history.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<VerificationKind>().notNull(),
    state: varchar('state', { length: 12 }).$type<VerificationState>().notNull().default('pending'),
    realName: varchar('real_name', { length: 20 }),
    /**
     * Clear numbers written before encryption at rest. Nothing writes it any more; every start moves
     * what is left into `id_card_cipher` and empties it (id-numbers/encrypt-stored-id-numbers.ts).
     */
    idCardNumberLegacy: varchar('id_card_number', { length: 18 }),
    /** The ID number, AES-256-GCM: key version ‖ iv ‖ ciphertext ‖ tag (id-numbers/id-number-cipher.ts). */
    idCardCipher: bytea('id_card_cipher'),
    // The images are keys of accepted uploads (purpose identity) and the evidence an operator decides
    // on: a file under a submission may not be deleted while the submission exists (restrict).
    idCardFront: text('id_card_front').references((): AnyPgColumn => uploadedObjects.key, {
      onDelete: 'restrict',
    }),
    idCardBack: text('id_card_back').references((): AnyPgColumn => uploadedObjects.key, {
      onDelete: 'restrict',
    }),
    organisation: varchar('organisation', { length: 60 }),
    creditCode: varchar('credit_code', { length: 18 }),
    /** The code has the right shape but its GB 32100 check character does not match: accepted, flagged. */
    creditCodeCheckFailed: boolean('credit_code_check_failed').notNull().default(false),
    licence: text('licence').references((): AnyPgColumn => uploadedObjects.key, { onDelete: 'restrict' }),
    contactName: varchar('contact_name', { length: 20 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The staff member who approved or rejected it. */
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => staff.id),
  },
  (t) => [
    index('identity_verifications_user_idx').on(t.userId, t.id),
    index('identity_verifications_state_idx').on(t.state, t.id),
    // The backstop for "one submission under review at a time".
    uniqueIndex('identity_verifications_one_pending_idx').on(t.userId).where(sql`${t.state} = 'pending'`),
    check(
      'identity_verifications_kind_valid',
      sql`${t.kind} in ('registration', 'personal', 'organisation')`,
    ),
    check(
      'identity_verifications_state_valid',
      sql`${t.state} in ('pending', 'approved', 'rejected', 'superseded')`,
    ),
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

/** Every SMS code sent: the send log that the rate limits count, and the codes themselves (hashed). */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar('phone', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** sha256(salt ‖ code), hex; the code itself is never stored. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    salt: varchar('salt', { length: 32 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer code for the same number and purpose replaces this one. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Graphical captchas handed out when one address sends many codes. */
export const captchas = pgTable('captchas', {
  id: varchar('id', { length: 32 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Failed logins, counted per member and per address to slow guessing down. `account` is the identifier as
 * typed (lower case); `user_id` is the member it named, if any, so a phone and a username share one count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account: varchar('account', { length: 40 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.account, t.createdAt),
    index('login_failures_user_idx').on(t.userId, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);
