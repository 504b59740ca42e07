import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { ValidRow } from './catalogue-row.ts';
import { readCatalogueRecords } from './read-catalogue-file.ts';
import { ImportFileError } from './read-csv.ts';
import { productSearchDocument, searchLexemes } from './search-document.ts';
import type { ImportError } from './validate-row.ts';
import { createCatalogueValidator } from './validator.ts';

/**
 * Reading and validating an import file, on a worker thread: parsing and checking a million rows is
 * about half the work of an import, and done beside the thread that writes (PGlite runs on the main
 * thread) it costs no time. The worker hands over slices of valid rows, one slice ahead of the writer
 * (so memory holds two slices, never the file), and the verdict at the end.
 */

export interface ValidationOptions {
  skipInvalid: boolean;
  batchSize: number;
  /**
   * The catalogue's brands (name → English name) when the import began: with them the worker also
   * computes the search lexemes of each slice's products (search-document.ts), which the writer would
   * otherwise compute on its own thread. A brand not listed is a new one, without an English name.
   */
  brands?: Record<string, string>;
}

/** One slice: valid rows, and the lexemes of the products in it by productKeyOf (see upsert add()). */
export interface ValidatedSlice {
  rows: ValidRow[];
  rowsRead: number;
  lexemes: Map<string, string[]>;
}

export interface ValidationVerdict {
  /** The file could not be read as an import file (missing, unreadable, a column missing or twice). */
  refused: boolean;
  errors: ImportError[];
  validRows: number;
  invalidRows: number;
}

type WorkerMessage =
  | ({ type: 'rows' } & ValidatedSlice)
  | { type: 'done'; verdict: ValidationVerdict }
  | { type: 'crash'; message: string };

/**
 * The valid rows of a file in slices, then its verdict. Without skipInvalid, slices stop at the first bad
 * row (the rest is still checked, for the report). `rowsRead` counts data rows read so far.
 */
export async function* validatedBatches(
  path: string,
  options: ValidationOptions,
): AsyncGenerator<ValidatedSlice, ValidationVerdict> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { path, options } });
  const queue: WorkerMessage[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  worker.on('message', (m: WorkerMessage) => {
    queue.push(m);
    wake?.();
  });
  worker.on('error', (error) => {
    failure = error;
    wake?.();
  });
  worker.on('exit', (code) => {
    if (code !== 0) failure ??= new Error(`validation worker exited with ${code}`);
    wake?.();
  });
  try {
    while (true) {
      while (queue.length === 0) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
      const message = queue.shift()!;
      if (message.type === 'crash') throw new Error(message.message);
      if (message.type === 'done') return message.verdict;
      // Taken: the worker may read the next slice while this one is written.
      worker.postMessage('next');
      yield { rows: message.rows, rowsRead: message.rowsRead, lexemes: message.lexemes };
    }
  } finally {
    await worker.terminate();
  }
}

async function runWorker(path: string, options: ValidationOptions) {
  const port = parentPort!;
  let taken = Promise.resolve();
  let release: () => void = () => {};
  port.on('message', () => release());
  const post = async (rows: ValidRow[], rowsRead: number) => {
    await taken; // the previous slice must have been taken before this one is handed over
    taken = new Promise<void>((resolve) => {
      release = resolve;
    });
    const lexemes = new Map<string, string[]>();
    if (options.brands) {
      const groups = new Map<string, ValidRow[]>();
      for (const row of rows) {
        const group = groups.get(row.productKey);
        if (group) group.push(row);
        else groups.set(row.productKey, [row]);
      }
      for (const [key, group] of groups) {
        const first = group[0]!;
        const brand = { name: first.brand, nameEn: options.brands[first.brand] ?? '' };
        const doc = productSearchDocument(
          first,
          group.map((r) => r.sku),
          brand,
        );
        lexemes.set(key, searchLexemes(doc));
      }
    }
    port.postMessage({ type: 'rows', rows, rowsRead, lexemes } satisfies WorkerMessage);
  };

  const validator = createCatalogueValidator({ collectRows: false });
  let refused = false;
  let validRows = 0;
  let invalidRows = 0;
  let rowsRead = 0;
  let handing = true;
  let batch: ValidRow[] = [];
  try {
    let sawHeader = false;
    for await (const record of readCatalogueRecords(path)) {
      if (!sawHeader) {
        sawHeader = true;
        if (!validator.header(record.cells, record.row)) {
          refused = true;
          break;
        }
        await validator.ready();
        continue;
      }
      if (record.cells.every((c) => c.trim() === '')) continue;
      rowsRead++;
      const valid = validator.row(record.cells, record.row);
      if (!valid) {
        invalidRows++;
        if (!options.skipInvalid) {
          handing = false;
          batch = [];
        }
        continue;
      }
      validRows++;
      if (!handing) continue;
      batch.push(valid);
      if (batch.length >= options.batchSize) {
        await post(batch, rowsRead);
        batch = [];
      }
    }
    if (!sawHeader) {
      validator.fail('文件为空：第 1 行应为表头');
      refused = true;
    }
  } catch (error) {
    if (error instanceof ImportFileError) validator.fail(error.message);
    else if ((error as NodeJS.ErrnoException).code === 'ENOENT') validator.fail(`找不到文件：${path}`);
    else {
      port.postMessage({
        type: 'crash',
        message: String((error as Error).stack ?? error),
      } satisfies WorkerMessage);
      return;
    }
    refused = true;
  }
  if (!refused && handing && batch.length > 0) await post(batch, rowsRead);
  await taken;
  const { errors } = validator.finish();
  port.postMessage({
    type: 'done',
    verdict: { refused, errors, validRows, invalidRows },
  } satisfies WorkerMessage);
  port.close();
}

if (!isMainThread && (workerData as { path?: string } | null)?.path !== undefined) {
  const data = workerData as { path: string; options: ValidationOptions };
  await runWorker(data.path, data.options);
}
