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
import { staff } from '../operators/staff.schema.ts';
import { orders } from '../orders/orders.schema.ts';

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

export const ORDER_INVOICE_STATES = ['issued', 'reversal_due', 'reversed'] as const;
export type OrderInvoiceState = (typeof ORDER_INVOICE_STATES)[number];

/**
 * Invoices finance issued for an order (issue 35, ADR 0053), registered by hand from the tax system:
 * 发票号码 (8 digits on the older paper and electronic invoices, 20 on 全电发票) and the amount.
 * `issued` → `reversal_due` when money goes back on the order (a refund's follow-up, once) → `reversed`
 * when finance registers the 红字发票. At most one live (not reversed) invoice per order, so after a
 * 红冲 a new one may be issued for what remains.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceNo: varchar('invoice_no', { length: 20 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    state: text('state').$type<OrderInvoiceState>().notNull().default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: bigint('issued_by', { mode: 'number' }).references(() => staff.id, { onDelete: 'set null' }),
    /** Why it must be reversed, for finance: each refund that succeeded since it was issued. */
    reversalReason: varchar('reversal_reason', { length: 500 }).notNull().default(''),
    reversalDueAt: timestamp('reversal_due_at', { withTimezone: true }),
    /** The 红字发票's number. */
    redInvoiceNo: varchar('red_invoice_no', { length: 20 }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedBy: bigint('reversed_by', { mode: 'number' }).references(() => staff.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('order_invoices_order_idx').on(t.orderId),
    index('order_invoices_state_idx').on(t.state, t.issuedAt.desc()),
    uniqueIndex('order_invoices_one_live_idx').on(t.orderId).where(sql`${t.state} <> 'reversed'`),
    check('order_invoices_state', sql`${t.state} in ('issued', 'reversal_due', 'reversed')`),
    check('order_invoices_amount_positive', sql`${t.amountFen} > 0`),
    check('order_invoices_invoice_no', sql`${t.invoiceNo} ~ '^([0-9]{8}|[0-9]{20})$'`),
    check(
      'order_invoices_red_invoice_no',
      sql`${t.redInvoiceNo} is null or ${t.redInvoiceNo} ~ '^([0-9]{8}|[0-9]{20})$'`,
    ),
    check(
      'order_invoices_reversed',
      sql`(${t.state} = 'reversed') = (${t.redInvoiceNo} is not null and ${t.reversedAt} is not null)`,
    ),
  ],
);
