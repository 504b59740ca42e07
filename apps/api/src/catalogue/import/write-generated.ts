import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { type CatalogueRecord, COLUMNS } from './catalogue-row.ts';
import { csvLine, recordCells } from './csv-write.ts';
import { generateCatalogue } from './generate.ts';

/** Lines per write: large enough to keep the stream cheap, small enough to hold nothing much. */
const LINES_PER_WRITE = 2000;

/**
 * Writes the synthetic catalogue (generate.ts) as an import CSV, UTF-8 without BOM, header first. Streams:
 * rows are made as the file is written, waiting on back-pressure, so a million rows never sit in memory.
 */
export interface GenerateOptions {
  seed?: number;
  /** Sees each record as it is written (the benchmark samples its queries from them). */
  onRecord?: (record: CatalogueRecord, index: number) => void;
}

export async function writeGeneratedCatalogue(
  out: Writable,
  skus: number,
  options: GenerateOptions = {},
): Promise<number> {
  let buffer = csvLine(COLUMNS);
  let pending = 0;
  let written = 0;
  const flush = async () => {
    if (!out.write(buffer)) await once(out, 'drain');
    buffer = '';
    pending = 0;
  };
  const seed = options.seed === undefined ? {} : { seed: options.seed };
  for (const record of generateCatalogue(skus, seed)) {
    options.onRecord?.(record, written);
    buffer += csvLine(recordCells(record));
    written++;
    if (++pending === LINES_PER_WRITE) await flush();
  }
  await flush();
  return written;
}

/** The same into a file; resolves when it is closed. */
export async function writeGeneratedCatalogueFile(
  path: string,
  skus: number,
  options: GenerateOptions = {},
): Promise<number> {
  const out = createWriteStream(path);
  const closed = once(out, 'close');
  try {
    const n = await writeGeneratedCatalogue(out, skus, options);
    out.end();
    await closed;
    return n;
  } catch (error) {
    out.destroy();
    throw error;
  }
}
