import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { type CsvRecord, decodeCsvBytes, ImportFileError, parseCsv } from './read-csv.ts';
import { readXlsxRecords } from './read-xlsx.ts';
import { createCatalogueValidator, type ImportResult } from './validator.ts';

/** The file's rows as text, header first, whatever the format. */
export function readCatalogueRecords(path: string): AsyncGenerator<CsvRecord> {
  const ext = extname(path).toLowerCase();
  if (ext === '.csv') return parseCsv(decodeCsvBytes(createReadStream(path, { highWaterMark: 256 * 1024 })));
  if (ext === '.xlsx') return readXlsxRecords(path);
  throw new ImportFileError(`不支持的文件类型“${ext || '无扩展名'}”：只支持 .csv 和 .xlsx`);
}

/**
 * Reads and validates a whole import file. Problems with the file itself (missing, wrong type, bad
 * encoding, a missing column) come back as errors like any bad row, never as an exception; only a
 * programming error throws.
 */
export async function readCatalogueFile(path: string): Promise<ImportResult> {
  const validator = createCatalogueValidator();
  try {
    let sawHeader = false;
    for await (const record of readCatalogueRecords(path)) {
      if (!sawHeader) {
        sawHeader = true;
        if (!validator.header(record.cells, record.row)) break;
        await validator.ready();
        continue;
      }
      validator.row(record.cells, record.row);
    }
    if (!sawHeader) validator.fail('文件为空：第 1 行应为表头');
  } catch (error) {
    if (error instanceof ImportFileError) validator.fail(error.message);
    else if ((error as NodeJS.ErrnoException).code === 'ENOENT') validator.fail(`找不到文件：${path}`);
    else throw error;
  }
  return validator.finish();
}
