import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { skus } from '../catalogue/catalogue.schema.ts';
import { staff } from '../operators/staff.schema.ts';
import { uploadedObjects } from '../uploads/uploads.schema.ts';

/**
 * 批次文件 (ADR 0046): a pack size's certificates of analysis (`coa`, one per lot) and safety data
 * sheets (`sds`, per pack, a revision date). Removal is soft (`removed_at`, `removed_by`) so the audit
 * log's rows keep naming a document that existed; only live rows are shown or served.
 */
export const skuDocuments = pgTable(
  'sku_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    /** `coa` 批次检验报告 or `sds` 安全技术说明书. */
    kind: varchar('kind', { length: 3 }).notNull(),
    /** The lot a COA certifies (required); an SDS may name one, usually ''. */
    lot: varchar('lot', { length: 40 }).notNull().default(''),
    /** The accepted upload (purpose `lot_document`, a PDF). */
    fileKey: text('file_key')
      .notNull()
      .references(() => uploadedObjects.key),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    /** COA: 生产/检验日期 and 有效期至. */
    madeOn: date('made_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** SDS: 修订日期. */
    revisedOn: date('revised_on', { mode: 'string' }),
    uploadedBy: bigint('uploaded_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: bigint('removed_by', { mode: 'number' }).references(() => staff.id),
  },
  (t) => [
    index('sku_documents_sku_idx').on(t.skuId),
    uniqueIndex('sku_documents_live_coa_idx')
      .on(t.skuId, sql`lower(${t.lot})`)
      .where(sql`${t.kind} = 'coa' and ${t.removedAt} is null`),
    check('sku_documents_kind', sql`${t.kind} in ('coa', 'sds')`),
    check('sku_documents_coa_lot', sql`${t.kind} <> 'coa' or ${t.lot} <> ''`),
    check(
      'sku_documents_dates',
      sql`${t.expiresOn} is null or ${t.madeOn} is null or ${t.expiresOn} >= ${t.madeOn}`,
    ),
    check('sku_documents_removed', sql`(${t.removedAt} is null) = (${t.removedBy} is null)`),
  ],
);
