import { QUICK_SHEET_MAX_BYTES } from '@labmall/contract/quick-limits';
import { STOCK_MAX, STOCK_SHEET_MAX_ROWS, type StockSheetField } from '@labmall/contract/stock-choices';
import { MAX_PRICE_FEN, parseYuan } from '@labmall/rules';
import { QUICK_SHEET_LIMITS, sheetMessages } from '../cart/quick-sheet.ts';
import { invalid } from '../platform/errors.ts';
import { readAllSheetRows, ZipRefusal } from '../platform/spreadsheet/read-sheet.ts';

/** One row of a 货号 → 库存 / 价格 sheet: the value read (stock, or price in fen) or what is wrong. */
export interface StockSheetRow {
  row: number;
  sku: string;
  text: string;
  value: number;
  /** '' when the row's own cells are fine (whether the 货号 exists is checked later). */
  problem: string;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const HEADER = /货号|sku/i;

function cellValue(field: StockSheetField, text: string): { value: number } | { problem: string } {
  if (text === '') return { problem: field === 'stock' ? '缺少库存' : '缺少价格' };
  if (field === 'stock') {
    if (!/^\d+$/.test(text)) return { problem: '库存须为不小于 0 的整数' };
    const value = Number(text);
    return value > STOCK_MAX ? { problem: `库存不能超过 ${STOCK_MAX}` } : { value };
  }
  const parsed = parseYuan(text, { max: MAX_PRICE_FEN });
  return 'fen' in parsed ? { value: parsed.fen } : { problem: `价格${parsed.error}` };
}

/**
 * A bulk sheet (货号, then 库存 or 价格 in 元; a header row is skipped) → its rows with what is wrong
 * with each, or a refusal of the whole file (not an .xlsx, too large, empty, too many rows). Read
 * with the quick-order sheet's limits, off the event loop (platform/spreadsheet).
 */
export async function readStockSheet(
  field: StockSheetField,
  fileName: string,
  pieces: string[],
): Promise<StockSheetRow[]> {
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
  if (filled[0] && HEADER.test(filled[0].cells[0] ?? '')) filled.shift();
  const what = field === 'stock' ? '货号、库存' : '货号、价格（元）';
  if (filled.length === 0) throw invalid({ content: `表格中没有数据：请按“${what}”两列填写` });
  if (filled.length > STOCK_SHEET_MAX_ROWS) {
    throw invalid({ content: `一次最多 ${STOCK_SHEET_MAX_ROWS} 行，这个表格有 ${filled.length} 行` });
  }
  const seen = new Map<string, number>();
  return filled.map(({ row, cells }) => {
    const [sku = '', text = ''] = cells.map((cell) => cell.trim());
    const key = sku.toLowerCase();
    const earlier = seen.get(key);
    if (sku) seen.set(key, earlier ?? row);
    if (!sku) return { row, sku, text, value: 0, problem: '缺少货号' };
    if (earlier !== undefined) return { row, sku, text, value: 0, problem: `货号与第 ${earlier} 行重复` };
    const parsed = cellValue(field, text);
    return 'value' in parsed
      ? { row, sku, text, value: parsed.value, problem: '' }
      : { row, sku, text, value: 0, problem: parsed.problem };
  });
}
