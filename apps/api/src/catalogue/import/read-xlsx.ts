import { stat } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../platform/excel.ts';
import { type CsvRecord, ImportFileError } from './read-csv.ts';

/**
 * exceljs reads a workbook whole; past this size (roughly 300,000 rows of catalogue) a CSV is the
 * better carrier, and the message says so.
 */
export const MAX_XLSX_BYTES = 50 * 1024 * 1024;

/** The first worksheet's rows as text, numbered as Excel numbers them; empty rows are skipped. */
export async function* readXlsxRecords(path: string): AsyncGenerator<CsvRecord> {
  const { size } = await stat(path);
  if (size > MAX_XLSX_BYTES) {
    throw new ImportFileError(`Excel 文件超过 ${MAX_XLSX_BYTES / 1024 / 1024} MB，请另存为 CSV UTF-8 后导入`);
  }
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.readFile(path);
  } catch {
    throw new ImportFileError('无法读取 Excel 文件，请确认是 .xlsx 格式（不支持旧版 .xls）');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  const records: CsvRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    records.push({ row: rowNumber, cells: values.slice(1).map(cellText) });
  });
  yield* records;
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
