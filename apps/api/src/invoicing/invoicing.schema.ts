import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';

/**
 * A member's invoice profiles (/user/invoice). 普通发票 to a person or an organisation (title and
 * taxpayer number); 增值税专用发票 to an organisation only, with registered address and phone, bank and
 * account. Orders copy the profile they used (orders.invoice), so editing one changes no past order.
 */
export const invoiceProfiles = pgTable(
  'invoice_profiles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `normal` 普通发票, `special` 增值税专用发票. */
    kind: text('kind').notNull(),
    /** `personal` or `organisation`; always `organisation` for `special`. */
    titleType: text('title_type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** 纳税人识别号: the 18-character credit code, or a legacy 15-digit number. */
    taxpayerNo: varchar('taxpayer_no', { length: 20 }),
    registeredAddress: varchar('registered_address', { length: 200 }),
    registeredPhone: varchar('registered_phone', { length: 32 }),
    bankName: varchar('bank_name', { length: 100 }),
    bankAccount: varchar('bank_account', { length: 40 }),
    /** Where electronic invoices are sent. */
    email: varchar('email', { length: 254 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_profiles_user_idx').on(t.userId),
    uniqueIndex('invoice_profiles_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
    check('invoice_profiles_kind', sql`${t.kind} in ('normal', 'special')`),
    check('invoice_profiles_title_type', sql`${t.titleType} in ('personal', 'organisation')`),
    check(
      'invoice_profiles_special_is_organisation',
      sql`${t.kind} <> 'special' or ${t.titleType} = 'organisation'`,
    ),
  ],
);
