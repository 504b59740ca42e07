import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One refused row as the console shows it: 行号, 货号 (when the row had one), why. */
export interface RefusedRow {
  row: number;
  sku: string;
  reason: string;
}

/**
 * 导入 from the console: one row per uploaded file. Its job (pg-boss queue `catalogue-import`) writes
 * progress here after each slice, so the page polls this row and a reload loses nothing.
 * status: uploading → checking → checked → applying → applied; or refused / failed / cancelled.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileName: text('file_name').notNull(),
    /** Where the upload lies, relative to DATA_DIR/imports. */
    storedName: text('stored_name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('uploading'),
    /** The data rows the dry run read: 应用's progress bar runs to it. */
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsFailed: integer('rows_failed').notNull().default(0),
    productsNew: integer('products_new').notNull().default(0),
    productsChanged: integer('products_changed').notNull().default(0),
    productsUnchanged: integer('products_unchanged').notNull().default(0),
    refused: jsonb('refused').$type<RefusedRow[]>().notNull().default([]),
    /** Why the whole file was refused, or the job failed. */
    message: text('message').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_imports_created_idx').on(t.createdAt.desc())],
);
