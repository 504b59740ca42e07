import { LOT_MAX, LOT_MESSAGE, LOT_PATTERN } from '@labmall/contract/lot-limits';
import { CARRIERS, SHIP_BATCH_MAX_ROWS } from '@labmall/contract/operator-orders';
import { QUICK_SHEET_MAX_BYTES } from '@labmall/contract/quick-limits';
import { QUICK_SHEET_LIMITS, sheetMessages } from '../cart/quick-sheet.ts';
import { invalid } from '../platform/errors.ts';
import { readAllSheetRows, ZipRefusal } from '../platform/spreadsheet/read-sheet.ts';

export interface ShipRow {
  row: number;
  number: string;
  carrier: string;
  tracking_no: string;
  /** The line of goods whose lot this row records ('' when none) and that lot. */
  sku: string;
  lot: string;
  /** What is wrong with the row before any order is touched; '' when it may be shipped. */
  problem: string;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const TRACKING = /^[0-9A-Za-z-]{1,64}$/;
const isCarrier = (text: string): text is (typeof CARRIERS)[number] =>
  (CARRIERS as readonly string[]).includes(text);

/**
 * A batch-ship sheet (订单号, 物流公司, 运单号, and optionally 货号, 批号; a header row is skipped) → its
 * rows, each with what is wrong with it on its own, or a refusal of the whole file (not an .xlsx, too
 * large, empty, too many rows). The sheet is read within the quick-order sheet's limits, off the event
 * loop. Rows of one order are put together later (ship-batch.ts).
 */
export async function readShipSheet(fileName: string, pieces: string[]): Promise<ShipRow[]> {
  if (!/\.xlsx$/i.test(fileName)) throw invalid({ file_name: sheetMessages.notXlsx });
  const base64 = pieces.join('');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    throw invalid({ content: sheetMessages.badContent });
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > QUICK_SHEET_MAX_BYTES) throw invalid({ content: sheetMessages.tooLarge });
  if (!ZIP_MAGIC.every((byte, i) => bytes[i] === byte)) throw invalid({ content: sheetMessages.unreadable });
  let rows: { row: number; cells: string[] }[];
  try {
    rows = await readAllSheetRows(bytes, QUICK_SHEET_LIMITS, 'first-with-content');
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    const message = error.reason === 'too-large' ? sheetMessages.unpacksTooLarge : sheetMessages.unreadable;
    throw invalid({ content: message });
  }
  const filled = rows.filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  if (filled[0] && /订单号/.test(filled[0].cells[0] ?? '')) filled.shift();
  if (filled.length === 0)
    throw invalid({
      content: '表格中没有订单：请按“订单号、物流公司、运单号”三列填写（登记批号再加“货号、批号”两列）',
    });
  if (filled.length > SHIP_BATCH_MAX_ROWS) {
    throw invalid({ content: `一次最多 ${SHIP_BATCH_MAX_ROWS} 行，这个表格有 ${filled.length} 行` });
  }
  return filled.map(({ row, cells }) => {
    const [number = '', carrier = '', tracking = '', sku = '', lot = ''] = cells.map((cell) => cell.trim());
    const problem = !number
      ? '缺少订单号'
      : !isCarrier(carrier)
        ? `物流公司须为：${CARRIERS.join('、')}`
        : !TRACKING.test(tracking)
          ? '运单号只能包含字母、数字和连字符'
          : lotProblem(sku, lot);
    return { row, number, carrier, tracking_no: tracking, sku, lot, problem };
  });
}

/** 货号 and 批号 come as a pair: both or neither; the lot as the 发货 form takes it. */
function lotProblem(sku: string, lot: string) {
  if (!sku && !lot) return '';
  if (!sku) return '填写批号时须同时填写货号';
  if (!lot) return '填写货号时须同时填写批号';
  if (lot.length > LOT_MAX) return `批号不能超过 ${LOT_MAX} 个字符`;
  return LOT_PATTERN.test(lot) ? '' : LOT_MESSAGE;
}
