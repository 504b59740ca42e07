import type ExcelJS from 'exceljs';
import { loadExcel } from '../excel.ts';
import { ZipRefusal } from './zip-guard.ts';

/** One non-empty row of a worksheet: its number as Excel shows it, and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** Which worksheet to read: the first, or the first with any content. */
export type SheetChoice = 'first' | 'first-with-content';

/**
 * The rows of one worksheet of an .xlsx whose archive already passed the zip guard (read-sheet.ts
 * checks it before the worker starts): runs inside the sheet worker (sheet-worker.ts), where exceljs
 * may hold the whole workbook without touching the server's heap. `onRows` gets them in batches, so a
 * catalogue's rows never travel as one message.
 */
export async function sheetRows(
  bytes: Uint8Array,
  choice: SheetChoice,
  onRows: (rows: SheetRow[]) => void,
  batch = 5000,
): Promise<void> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new ZipRefusal('unreadable', `exceljs: ${(error as Error).message}`);
  }
  const sheet =
    choice === 'first' ? workbook.worksheets[0] : workbook.worksheets.find((ws) => ws.actualRowCount > 0);
  let rows: SheetRow[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push({ row: rowNumber, cells: Array.from(values.slice(1), (value) => cellText(value ?? null)) });
    if (rows.length >= batch) {
      onRows(rows);
      rows = [];
    }
  });
  if (rows.length > 0) onRows(rows);
}

/**
 * A cell as the text a merchant sees. Numbers lose the float noise a formula leaves
 * (45.300000000000004 → 45.3) so the price check sees what Excel displays.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('hyperlink' in value) return String(value.text ?? '');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    if (result === undefined || result === null) return '';
    if (typeof result === 'object' && 'error' in result) return result.error;
    return cellText(result);
  }
  if ('error' in value) return value.error;
  return '';
}
