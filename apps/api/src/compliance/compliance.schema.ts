import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { aftersales } from '../aftersales/aftersales.schema.ts';
import { staff } from '../operators/staff.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import { bytea } from '../platform/bytea.ts';

/**
 * Licences and filings a buyer keeps on file for controlled chemicals: 易制毒 purchase permits or filing
 * certificates (by class), 易制爆 filings. Uploaded by the member (image through the uploads port),
 * approved or rejected by an operator; only an approved one within its validity counts.
 */
export const licences = pgTable(
  'licences',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which controlled classes it covers, e.g. `precursor_2`, `explosive` (catalog controlled codes). */
    kind: text('kind').notNull(),
    number: varchar('number', { length: 64 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** The registered upload (purpose `identity`): the licence's image. */
    image: varchar('image', { length: 512 }).notNull(),
    /** `pending`, `approved`, `rejected`. */
    state: text('state').notNull().default('pending'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => staff.id, {
      onDelete: 'set null',
    }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('licences_user_idx').on(t.userId),
    index('licences_pending_idx').on(t.createdAt).where(sql`${t.state} = 'pending'`),
    check('licences_state', sql`${t.state} in ('pending', 'approved', 'rejected')`),
    check('licences_validity', sql`${t.validUntil} >= ${t.validFrom}`),
  ],
);

/**
 * The controlled-sales ledger (危险化学品/易制毒/易制爆 销售台账): one row per controlled line sold, written
 * in the order's transaction, with who bought it under which document. ID numbers stay encrypted as in
 * accounts (ID_NUMBER_KEY); credit codes are public registry data. Goods that come back through 售后 are
 * a `return` row and an exchange's replacement a further `sale` row, both with `aftersale_id` and the
 * buyer's fields copied from the line's sale at placement; `quantity` is always positive, `kind` says
 * which way the goods went.
 */
export const controlledSales = pgTable(
  'controlled_sales',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buyerName: varchar('buyer_name', { length: 40 }).notNull(),
    organisation: varchar('organisation', { length: 60 }).notNull().default(''),
    creditCode: varchar('credit_code', { length: 32 }),
    idCardCipher: bytea('id_card_cipher'),
    licenceId: bigint('licence_id', { mode: 'number' }).references(() => licences.id, {
      onDelete: 'restrict',
    }),
    licenceNumber: varchar('licence_number', { length: 64 }),
    productName: varchar('product_name', { length: 200 }).notNull(),
    cas: varchar('cas', { length: 20 }),
    sku: varchar('sku', { length: 64 }).notNull(),
    pack: text('pack').notNull(),
    quantity: integer('quantity').notNull(),
    controlled: text('controlled').array().notNull(),
    /** `sale` (goods left the shop) or `return` (they came back through 售后). */
    kind: text('kind').$type<'sale' | 'return'>().notNull().default('sale'),
    /** The 售后 that moved the goods; null for the sale at placement. */
    aftersaleId: bigint('aftersale_id', { mode: 'number' }).references(() => aftersales.id, {
      onDelete: 'restrict',
    }),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('controlled_sales_sold_idx').on(t.soldAt),
    index('controlled_sales_order_idx').on(t.orderId),
    // A 售后 writes each line's return (and replacement) once, however often its step is replayed.
    uniqueIndex('controlled_sales_aftersale_idx')
      .on(t.aftersaleId, t.orderLineId, t.kind)
      .where(sql`${t.aftersaleId} is not null`),
    check('controlled_sales_kind', sql`${t.kind} in ('sale', 'return')`),
    check('controlled_sales_quantity', sql`${t.quantity} > 0`),
  ],
);
