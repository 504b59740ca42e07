import type { LotDocumentKind } from '@labmall/contract/lot-limits';
import { LOT_DOCUMENTS_PER_SKU_MAX } from '@labmall/contract/lot-limits';
import { recordChange } from '../platform/audit.ts';
import type { Db } from '../platform/db.ts';
import { AppError, conflict, invalid, notFound } from '../platform/errors.ts';
import { uniqueViolation } from '../platform/unique-violation.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import {
  countLive,
  fileInUse,
  insertDocument,
  liveCoaOf,
  liveCoasAmong,
  liveDocumentById,
  liveDocumentsOf,
  newestSdsOf,
  removeDocument,
  type SkuDocumentRow,
  skuById,
  skusOfProduct,
} from './lots.repository.ts';

/** The partial unique index of one live COA per (SKU, lower(lot)) (lots.schema.ts). */
const LIVE_COA_INDEX = 'sku_documents_live_coa_idx';

/** Where a visitor downloads a pack size's SDS: a stable address, redirected to a fresh signed one. */
export const sdsPath = (documentId: number) => `/media/sds/${documentId}`;

export interface NewLotDocument {
  sku_id: number;
  kind: LotDocumentKind;
  lot: string;
  made_on: string;
  expires_on: string;
  revised_on: string;
  file_path: string;
}

const described = (row: SkuDocumentRow) => ({
  sku_id: row.skuId,
  kind: row.kind,
  lot: row.lot,
  file_name: row.fileName,
  made_on: row.madeOn ?? '',
  expires_on: row.expiresOn ?? '',
  revised_on: row.revisedOn ?? '',
});

/**
 * 批次文件 (ADR 0046): COAs and SDSs per pack size. Staff add and remove them in the console; the item
 * page links each pack size's newest SDS for everyone; a member reads the COA of a lot they were
 * shipped (the orders component says which lot, this one whether its COA exists).
 */
export function createLotService({ db, uploads }: { db: Db; uploads: UploadService }) {
  return {
    /** /admin/catalogue/lot-documents: the product's live documents with read addresses. */
    async list(productId: number) {
      const own = await skusOfProduct(db, productId);
      if (own.length === 0) throw notFound('商品不存在');
      const rows = await liveDocumentsOf(
        db,
        own.map((s) => s.id),
      );
      return {
        list: await Promise.all(
          rows.map(async ({ document, uploader, username }) => ({
            id: document.id,
            ...described(document),
            kind: document.kind as LotDocumentKind,
            url: (await uploads.readUrlOfKey(document.fileKey)).url,
            uploaded_by: uploader || username,
            uploaded_at: document.uploadedAt.toISOString(),
          })),
        ),
      };
    },

    async add(staffId: number, input: NewLotDocument) {
      const sku = await skuById(db, input.sku_id);
      if (!sku) throw notFound('包装规格不存在');
      const file = await uploads.requireStaffUpload(input.file_path, 'lot_document').catch((error) => {
        if (error instanceof AppError) throw invalid({ file_path: '文件无效，请重新上传 PDF 文件' });
        throw error;
      });
      if (await fileInUse(db, file.key)) throw invalid({ file_path: '该文件已登记，请重新上传' });
      const lotTaken = () => conflict(`${sku.sku} 已有批号 ${input.lot} 的检验报告，请先删除旧的`);
      if (input.kind === 'coa' && (await liveCoaOf(db, sku.id, input.lot))) throw lotTaken();
      if ((await countLive(db, sku.id)) >= LOT_DOCUMENTS_PER_SKU_MAX) {
        throw invalid({ sku_id: `每个包装规格最多 ${LOT_DOCUMENTS_PER_SKU_MAX} 份批次文件，请先删除旧的` });
      }
      const coa = input.kind === 'coa';
      const row = await insertDocument(db, {
        skuId: sku.id,
        kind: input.kind,
        lot: input.lot,
        fileKey: file.key,
        fileName: file.fileName,
        madeOn: coa && input.made_on ? input.made_on : null,
        expiresOn: coa && input.expires_on ? input.expires_on : null,
        revisedOn: !coa && input.revised_on ? input.revised_on : null,
        uploadedBy: staffId,
      }).catch((error) => {
        // Two staff adding the same lot at once both pass the check above; the index decides, and the
        // loser gets the same answer as if it had come second.
        if (uniqueViolation(error) === LIVE_COA_INDEX) throw lotTaken();
        throw error;
      });
      recordChange({ sku_document: row.id, sku: sku.sku }, null, described(row));
      return { id: row.id };
    },

    async remove(staffId: number, id: number, now = new Date()) {
      const row = await liveDocumentById(db, id);
      if (!row || !(await removeDocument(db, id, staffId, now))) throw notFound('批次文件不存在或已删除');
      recordChange({ sku_document: row.id }, described(row), null);
      return {};
    },

    /** A pack size's SDS for the item page: the newest live one of each SKU, as a public link. */
    async sdsOf(skuIds: number[]) {
      const rows = await newestSdsOf(db, skuIds);
      return new Map(
        rows.map((row) => [
          row.skuId,
          { url: sdsPath(row.id), file_name: row.fileName, revised_on: row.revisedOn ?? '' },
        ]),
      );
    },

    /** GET /media/sds/{id}: a read address for a live SDS, to anyone (safety information). */
    async sdsReadUrl(id: number) {
      const row = await liveDocumentById(db, id);
      if (row?.kind !== 'sds') throw notFound('文件不存在');
      return uploads.readUrlOfKey(row.fileKey);
    },

    /** The lots of these SKUs that have a live COA (the order pages: 下载 COA, the ship form's choices). */
    liveCoas: (skuIds: number[]) => liveCoasAmong(db, skuIds),

    /** The COA of a lot the caller has found the member was shipped (orders: memberLineLot). */
    async coaReadUrl(skuId: number, lot: string) {
      const row = await liveCoaOf(db, skuId, lot);
      if (!row) throw notFound('该商品没有批次检验报告');
      return uploads.readUrlOfKey(row.fileKey);
    },
  };
}

export type LotService = ReturnType<typeof createLotService>;
