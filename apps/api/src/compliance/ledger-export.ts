import { chinaDateTime, chinaMidnight } from '@labmall/rules';
import type { IdNumberCipher } from '../accounts/id-numbers/id-number-cipher.ts';
import { maskIdNumber } from '../accounts/id-numbers/id-number-cipher.ts';
import { controlledLabel } from '../catalogue/product-labels.ts';
import type { OperatorAccess } from '../operators/operator-access.service.ts';
import type { Db } from '../platform/db.ts';
import { invalid } from '../platform/errors.ts';
import { loadExcel } from '../platform/excel.ts';
import { countControlledSales, listControlledSales } from './compliance.repository.ts';

/** The most rows one export holds; a busier period is exported in parts. */
export const LEDGER_EXPORT_MAX_ROWS = 50_000;

export const ledgerMessages = {
  tooLong: (days: number) => `一次最多导出 ${days} 天的台账，请缩短日期范围`,
  tooMany: `该时段台账记录超过 ${LEDGER_EXPORT_MAX_ROWS} 条，请缩短日期范围分次导出`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export const LEDGER_COLUMNS = [
  { header: '时间（北京时间）', key: 'soldAt', width: 20 },
  { header: '类型', key: 'kind', width: 8 },
  { header: '订单号', key: 'order', width: 22 },
  { header: '售后单号', key: 'aftersale', width: 10 },
  { header: '购买人', key: 'buyer', width: 12 },
  { header: '单位', key: 'organisation', width: 28 },
  { header: '统一社会信用代码', key: 'creditCode', width: 22 },
  { header: '身份证号', key: 'idCard', width: 22 },
  { header: '联系电话', key: 'phone', width: 14 },
  { header: '证照编号', key: 'licence', width: 26 },
  { header: '商品名称', key: 'product', width: 28 },
  { header: 'CAS 号', key: 'cas', width: 14 },
  { header: '货号', key: 'sku', width: 18 },
  { header: '包装', key: 'pack', width: 10 },
  { header: '数量', key: 'quantity', width: 8 },
  { header: '管制类别', key: 'classes', width: 26 },
  { header: '备注', key: 'note', width: 20 },
] as const;

export const LEDGER_KIND_LABELS = { sale: '销售', return: '退货' } as const;

/**
 * What a ledger row says beside its figures: a sale at placement whose order was cancelled before it
 * shipped never left the shop (the row stays: the ledger is never rewritten); a 售后's sale is an
 * exchange's replacement.
 */
export function ledgerNote(row: {
  kind: 'sale' | 'return';
  aftersaleId: number | null;
  orderState: string;
  shippedAt: Date | null;
}) {
  if (row.kind === 'return') return '';
  if (row.aftersaleId !== null) return '换货补发';
  if (row.orderState === 'cancelled' && row.shippedAt === null) return '订单已取消，未发货';
  return '';
}

/** Beijing dates `from`..`until` inclusive as instants [start, end). */
function instants(range: { from: string; until: string }) {
  return {
    from: chinaMidnight(range.from),
    until: new Date(chinaMidnight(range.until).getTime() + DAY_MS),
  };
}

/**
 * One page of the ledger for the console, oldest first: what the file holds but the buyer's ID number and
 * phone, which stay with the export (its permission and audit line).
 */
export async function ledgerPage(
  db: Db,
  query: { from: string; until: string; index: number; pageSize: number },
) {
  const range = instants(query);
  const [rows, total] = await Promise.all([
    listControlledSales(db, { ...range, limit: query.pageSize, offset: (query.index - 1) * query.pageSize }),
    countControlledSales(db, range),
  ]);
  return {
    total,
    list: rows.map(({ sale, orderNumber, orderState, shippedAt }) => ({
      id: sale.id,
      at: sale.soldAt.toISOString(),
      kind: sale.kind,
      order_number: orderNumber,
      aftersale_id: sale.aftersaleId,
      buyer: sale.buyerName,
      organisation: sale.organisation,
      licence: sale.licenceNumber ?? '',
      product: sale.productName,
      cas: sale.cas ?? '',
      sku: sale.sku,
      pack: sale.pack,
      quantity: sale.quantity,
      classes: sale.controlled.map(controlledLabel).join('、'),
      note: ledgerNote({ ...sale, orderState, shippedAt }),
    })),
  };
}

export interface Exporter {
  operatorId: number;
  requestId: string;
}

/**
 * The controlled-sales ledger (销售台账) for Beijing dates `from`..`until` inclusive, as an .xlsx in
 * base64. ID numbers: in full for an operator with `members.view_id_numbers` (one audit line per member whose
 * number the file shows), masked for everyone else, as on the real-name review.
 */
export async function exportLedger(
  deps: { db: Db; idNumbers: IdNumberCipher; operators: OperatorAccess; ledgerMaxDays: number },
  exporter: Exporter,
  range: { from: string; until: string },
) {
  const span = instants(range);
  const maxDays = deps.ledgerMaxDays;
  if (span.until.getTime() - span.from.getTime() > maxDays * DAY_MS)
    throw invalid({ until: ledgerMessages.tooLong(maxDays) });
  const rows = await listControlledSales(deps.db, { ...span, limit: LEDGER_EXPORT_MAX_ROWS + 1 });
  if (rows.length > LEDGER_EXPORT_MAX_ROWS) throw invalid({ until: ledgerMessages.tooMany });

  const full = await deps.operators.hasPermission(exporter.operatorId, 'members.view_id_numbers');
  const shown = new Set<number>();
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'labmall';
  const sheet = workbook.addWorksheet('销售台账', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = LEDGER_COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  for (const { sale, orderNumber, orderState, shippedAt, phone } of rows) {
    let idCard = '';
    if (sale.idCardCipher) {
      const number = deps.idNumbers.decrypt(sale.idCardCipher, sale.userId);
      idCard = full ? number : maskIdNumber(number);
      if (full) shown.add(sale.userId);
    }
    sheet.addRow({
      soldAt: chinaDateTime(sale.soldAt),
      kind: LEDGER_KIND_LABELS[sale.kind],
      order: orderNumber,
      aftersale: sale.aftersaleId === null ? '' : String(sale.aftersaleId),
      buyer: sale.buyerName,
      organisation: sale.organisation,
      creditCode: sale.creditCode ?? '',
      idCard,
      phone,
      licence: sale.licenceNumber ?? '',
      product: sale.productName,
      cas: sale.cas ?? '',
      sku: sale.sku,
      pack: sale.pack,
      quantity: sale.quantity,
      classes: sale.controlled.map(controlledLabel).join('、'),
      note: ledgerNote({ ...sale, orderState, shippedAt }),
    });
  }
  // Numbers shown in full are in the audit log before the file leaves (no log line, no file).
  for (const memberId of shown) {
    await deps.operators.recordFullDataView({
      operatorId: exporter.operatorId,
      memberId,
      field: 'id_card',
      requestId: exporter.requestId,
    });
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    file_name: `管制化学品销售台账_${range.from}_${range.until}.xlsx`,
    content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    rows: rows.length,
    data: buffer.toString('base64'),
  };
}
