import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { skuDocuments } from '../lots/lots.schema.ts';
import { tinyPdf } from '../lots/tiny-pdf.ts';
import { staff } from '../operators/staff.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import type { Db } from '../platform/db.ts';
import type { ObjectStorage } from '../platform/storage/object-storage.ts';
import { uploadedObjects } from '../uploads/uploads.schema.ts';

/** The seed's uploader: a staff row nobody can log in as (no password, disabled). */
const SEED_STAFF = 'demo-seed';
export const DEMO_LOT = 'DEMO-2611A';

async function seedStaffId(db: Db) {
  const [found] = await db.select({ id: staff.id }).from(staff).where(eq(staff.username, SEED_STAFF));
  if (found) return found.id;
  const [row] = await db
    .insert(staff)
    .values({ username: SEED_STAFF, displayName: '演示数据', disabledAt: new Date() })
    .returning({ id: staff.id });
  return row!.id;
}

async function storedPdf(db: Db, storage: ObjectStorage, staffId: number, text: string, fileName: string) {
  const bytes = tinyPdf(text);
  const key = `o/lot_document/202611/${randomUUID()}`;
  await storage.put(key, bytes, 'application/pdf');
  await db.insert(uploadedObjects).values({
    staffId,
    purpose: 'lot_document',
    key,
    fileName,
    size: bytes.length,
    contentType: 'application/pdf',
  });
  return { key, fileName };
}

/**
 * 批次文件 for a fresh demo store (ADR 0046): the SKUs the demo member was shipped get an SDS each and a
 * COA of lot DEMO-2611A, and those shipped lines record that lot, so the item page shows 下载 SDS and
 * the order detail 下载 COA. Runs after the demo history; does nothing once any document exists.
 */
export async function seedDemoLotDocuments({ db, storage }: { db: Db; storage: ObjectStorage }) {
  const [any] = await db.select({ id: skuDocuments.id }).from(skuDocuments).limit(1);
  if (any) return 0;
  const shipped = await db
    .select({ id: orderLines.id, skuId: orderLines.skuId, sku: orderLines.sku })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orders.state, ['shipped', 'completed']), isNotNull(orderLines.skuId)))
    .orderBy(asc(orderLines.id))
    .limit(3);
  if (shipped.length === 0) return 0;
  const staffId = await seedStaffId(db);
  const skuIds = [...new Map(shipped.map((l) => [l.skuId!, l.sku])).entries()];
  for (const [skuId, sku] of skuIds) {
    const sds = await storedPdf(db, storage, staffId, `Safety Data Sheet - ${sku} (demo)`, `SDS-${sku}.pdf`);
    await db.insert(skuDocuments).values({
      skuId,
      kind: 'sds',
      fileKey: sds.key,
      fileName: sds.fileName,
      revisedOn: '2025-06-01',
      uploadedBy: staffId,
    });
    const coa = await storedPdf(
      db,
      storage,
      staffId,
      `Certificate of Analysis - ${sku} lot ${DEMO_LOT}`,
      `COA-${sku}-${DEMO_LOT}.pdf`,
    );
    await db.insert(skuDocuments).values({
      skuId,
      kind: 'coa',
      lot: DEMO_LOT,
      fileKey: coa.key,
      fileName: coa.fileName,
      madeOn: '2026-11-02',
      expiresOn: '2028-11-01',
      uploadedBy: staffId,
    });
  }
  await db
    .update(orderLines)
    .set({ lot: DEMO_LOT })
    .where(
      inArray(
        orderLines.id,
        shipped.map((l) => l.id),
      ),
    );
  return skuIds.length;
}
