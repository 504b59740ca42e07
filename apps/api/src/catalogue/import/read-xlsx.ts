import { readFile, stat } from 'node:fs/promises';
import { readSheetRows, type SheetLimits, ZipRefusal } from '../../platform/spreadsheet/read-sheet.ts';
import { type CsvRecord, ImportFileError } from './read-csv.ts';

/**
 * exceljs reads a workbook whole; past this size (roughly 300,000 rows of catalogue) a CSV is the
 * better carrier, and the message says so.
 */
export const MAX_XLSX_BYTES = 50 * 1024 * 1024;

/**
 * What a catalogue workbook may unpack to: a 50 MB .xlsx of catalogue rows is some 300–400 MB of XML
 * (about 1,000 bytes a row), and exceljs needs several times that in heap. The worker gets the heap a
 * command-line import had before; a console upload runs under the same limits, off the event loop.
 */
export const CATALOGUE_XLSX_LIMITS: SheetLimits = {
  maxEntries: 2000,
  maxUnpackedBytes: 400 * 1024 * 1024,
  maxRatio: 200,
  heapMb: 4096,
  deadlineMs: 10 * 60_000,
};

export const xlsxMessages = {
  tooLarge: `Excel 文件超过 ${MAX_XLSX_BYTES / 1024 / 1024} MB，请另存为 CSV UTF-8 后导入`,
  unreadable: '无法读取 Excel 文件，请确认是 .xlsx 格式（不支持旧版 .xls）',
  unpacksTooLarge: `Excel 文件内容过大或结构异常（解压后超过 ${CATALOGUE_XLSX_LIMITS.maxUnpackedBytes / 1024 / 1024} MB、部件过多或读取超时），请另存为 CSV UTF-8 后导入`,
} as const;

/** The first worksheet's rows as text, numbered as Excel numbers them; empty rows are skipped. */
export async function* readXlsxRecords(
  path: string,
  limits: SheetLimits = CATALOGUE_XLSX_LIMITS,
): AsyncGenerator<CsvRecord> {
  const { size } = await stat(path);
  if (size > MAX_XLSX_BYTES) throw new ImportFileError(xlsxMessages.tooLarge);
  try {
    for await (const rows of readSheetRows(await readFile(path), limits, 'first')) yield* rows;
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    throw new ImportFileError(
      error.reason === 'too-large' ? xlsxMessages.unpacksTooLarge : xlsxMessages.unreadable,
    );
  }
}
