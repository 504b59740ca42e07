import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { skus } from '../catalogue/catalogue.schema.ts';
import { staff } from '../operators/staff.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { skuDocuments } from './lots.schema.ts';

export type SkuDocumentRow = typeof skuDocuments.$inferSelect;
export type NewSkuDocument = typeof skuDocuments.$inferInsert;

const live = isNull(skuDocuments.removedAt);

/** A product's pack sizes (id, 货号), to know the product exists and which SKUs are its own. */
export const skusOfProduct = (db: DbOrTx, productId: number) =>
  db.select({ id: skus.id, sku: skus.sku }).from(skus).where(eq(skus.productId, productId));

export async function skuById(db: DbOrTx, skuId: number) {
  const [row] = await db
    .select({ id: skus.id, sku: skus.sku, productId: skus.productId })
    .from(skus)
    .where(eq(skus.id, skuId));
  return row ?? null;
}

/** The live documents of these SKUs with who uploaded them, by SKU, kind and upload time. */
export const liveDocumentsOf = (db: DbOrTx, skuIds: number[]) =>
  skuIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ document: skuDocuments, uploader: staff.displayName, username: staff.username })
        .from(skuDocuments)
        .innerJoin(staff, eq(staff.id, skuDocuments.uploadedBy))
        .where(and(inArray(skuDocuments.skuId, skuIds), live))
        .orderBy(
          asc(skuDocuments.skuId),
          asc(skuDocuments.kind),
          asc(skuDocuments.uploadedAt),
          asc(skuDocuments.id),
        );

export const countLive = async (db: DbOrTx, skuId: number) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(skuDocuments)
    .where(and(eq(skuDocuments.skuId, skuId), live));
  return row?.n ?? 0;
};

export async function liveCoaOf(db: DbOrTx, skuId: number, lot: string) {
  const [row] = await db
    .select()
    .from(skuDocuments)
    .where(
      and(
        eq(skuDocuments.skuId, skuId),
        eq(skuDocuments.kind, 'coa'),
        sql`lower(${skuDocuments.lot}) = lower(${lot})`,
        live,
      ),
    );
  return row ?? null;
}

/** The newest live SDS of each of these SKUs. */
export async function newestSdsOf(db: DbOrTx, skuIds: number[]) {
  if (skuIds.length === 0) return [];
  const rows = await db
    .select()
    .from(skuDocuments)
    .where(and(inArray(skuDocuments.skuId, skuIds), eq(skuDocuments.kind, 'sds'), live))
    .orderBy(asc(skuDocuments.skuId), sql`${skuDocuments.uploadedAt} desc`, sql`${skuDocuments.id} desc`);
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.skuId) && seen.add(row.skuId));
}

/** Which of these (SKU, lot) pairs have a live COA: the rows found. */
export const liveCoasAmong = (db: DbOrTx, skuIds: number[]) =>
  db
    .select({ skuId: skuDocuments.skuId, lot: skuDocuments.lot })
    .from(skuDocuments)
    .where(and(inArray(skuDocuments.skuId, skuIds), eq(skuDocuments.kind, 'coa'), live));

export async function liveDocumentById(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(skuDocuments)
    .where(and(eq(skuDocuments.id, id), live));
  return row ?? null;
}

export async function insertDocument(db: DbOrTx, values: NewSkuDocument) {
  const [row] = await db.insert(skuDocuments).values(values).returning();
  if (!row) throw new Error('sku document not inserted');
  return row;
}

/** Soft removal; false when it was already removed (or never was). */
export async function removeDocument(db: DbOrTx, id: number, staffId: number, at: Date) {
  const rows = await db
    .update(skuDocuments)
    .set({ removedAt: at, removedBy: staffId })
    .where(and(eq(skuDocuments.id, id), live))
    .returning({ id: skuDocuments.id });
  return rows.length > 0;
}

/** Whether a file is already a document (live or removed): a file is registered once. */
export async function fileInUse(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ id: skuDocuments.id })
    .from(skuDocuments)
    .where(eq(skuDocuments.fileKey, key));
  return !!row;
}
