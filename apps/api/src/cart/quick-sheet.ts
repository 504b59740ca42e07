import { QUICK_SHEET_MAX_BYTES } from '@labmall/contract/quick';
import { linesFromTable, QUICK_ORDER_MAX_LINES, quickOrderMessages } from '@labmall/rules';
import type ExcelJS from 'exceljs';
import { cellText } from '../catalogue/import/read-xlsx.ts';
import { invalid } from '../platform/errors.ts';
import { loadExcel } from '../platform/excel.ts';

export const sheetMessages = {
  notXlsx:
    '请上传 .xlsx 文件（Excel 2007 及以后的格式）；.xls 请先在 Excel 中另存为 .xlsx，CSV 可直接复制粘贴到表格中',
  unreadable: '无法读取这个文件：它不是有效的 .xlsx（可能只是改了扩展名），请在 Excel 中另存为 .xlsx 后重试',
  badContent: '文件内容已损坏，请重新选择文件',
  tooLarge: `文件不能超过 ${QUICK_SHEET_MAX_BYTES / 1024} KB（${QUICK_ORDER_MAX_LINES} 行的货号表通常不到 50 KB）`,
} as const;

/** Every .xlsx is a ZIP archive: "PK\x03\x04" first. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * An uploaded quick-order sheet (base64 pieces) → its lines, or a refusal that says what is wrong:
 * not an .xlsx by name, not one inside (a renamed file), an empty sheet, columns without 货号 or CAS,
 * more lines than one resolve takes. The first worksheet with any content is read.
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

  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalid({ content: sheetMessages.unreadable });
  }
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0);
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1).map((value) => cellText(value ?? null)));
  });
  const table = linesFromTable(rows);
  if (table.error !== undefined) throw invalid({ content: table.error });
  if (table.lines.length > QUICK_ORDER_MAX_LINES) {
    throw invalid({ content: quickOrderMessages.tooMany(table.lines.length) });
  }
  return table;
}
