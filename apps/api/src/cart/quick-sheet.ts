import { QUICK_SHEET_MAX_BYTES } from '@labmall/contract/quick';
import { linesFromTable, QUICK_ORDER_MAX_LINES, quickOrderMessages } from '@labmall/rules';
import { invalid } from '../platform/errors.ts';
import { readAllSheetRows, type SheetLimits, ZipRefusal } from '../platform/spreadsheet/read-sheet.ts';

/**
 * What a quick-order sheet may unpack to. 500 lines of 货号 and quantity are about 50 KB of sheet XML;
 * Excel's own parts (styles, theme, properties) add tens of KB, a logo or a second sheet some more.
 * 4 MB and 300 parts leave room for all of that and still keep exceljs well inside a 96 MB heap.
 */
export const QUICK_SHEET_LIMITS: SheetLimits = {
  maxEntries: 300,
  maxUnpackedBytes: 4 * 1024 * 1024,
  maxRatio: 200,
  heapMb: 96,
  deadlineMs: 10_000,
};

export const sheetMessages = {
  notXlsx:
    '请上传 .xlsx 文件（Excel 2007 及以后的格式）；.xls 请先在 Excel 中另存为 .xlsx，CSV 可直接复制粘贴到表格中',
  unreadable: '无法读取这个文件：它不是有效的 .xlsx（可能只是改了扩展名），请在 Excel 中另存为 .xlsx 后重试',
  badContent: '文件内容已损坏，请重新选择文件',
  tooLarge: `文件不能超过 ${QUICK_SHEET_MAX_BYTES / 1024} KB（${QUICK_ORDER_MAX_LINES} 行的货号表通常不到 50 KB）`,
  unpacksTooLarge: `文件内容过大或结构异常（解压后超过 ${QUICK_SHEET_LIMITS.maxUnpackedBytes / 1024 / 1024} MB 或部件过多）：请只保留货号和数量两列，在 Excel 中另存为新的 .xlsx 后重试`,
} as const;

/** Every .xlsx is a ZIP archive: "PK\x03\x04" first. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * An uploaded quick-order sheet (base64 pieces) → its lines, or a refusal that says what is wrong:
 * not an .xlsx by name, not one inside (a renamed file), one that unpacks past QUICK_SHEET_LIMITS, an
 * empty sheet, columns without 货号 or CAS, more lines than one resolve takes. The first worksheet
 * with any content is read, off the event loop (platform/spreadsheet/read-sheet.ts).
 */
export async function readQuickSheet(fileName: string, pieces: string[]) {
  if (!/\.xlsx$/i.test(fileName)) throw invalid({ file_name: sheetMessages.notXlsx });
  const base64 = pieces.join('');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    throw invalid({ content: sheetMessages.badContent });
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > QUICK_SHEET_MAX_BYTES) throw invalid({ content: sheetMessages.tooLarge });
  if (!ZIP_MAGIC.every((byte, i) => bytes[i] === byte)) throw invalid({ content: sheetMessages.unreadable });

  let rows: string[][];
  try {
    rows = (await readAllSheetRows(bytes, QUICK_SHEET_LIMITS, 'first-with-content')).map((r) => r.cells);
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    const message = error.reason === 'too-large' ? sheetMessages.unpacksTooLarge : sheetMessages.unreadable;
    throw invalid({ content: message });
  }
  const table = linesFromTable(rows);
  if (table.error !== undefined) throw invalid({ content: table.error });
  if (table.lines.length > QUICK_ORDER_MAX_LINES) {
    throw invalid({ content: quickOrderMessages.tooMany(table.lines.length) });
  }
  return table;
}
