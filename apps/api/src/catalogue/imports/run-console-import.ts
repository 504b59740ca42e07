import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { DbOrTx } from '../../platform/db.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { existingSkus, listAllBrands, maxProductId, productFingerprints } from '../catalogue.repository.ts';
import { type CatalogueLookups, layeredLookups, loadCatalogueLookups } from '../catalogue-lookups.ts';
import { structuresOf, type ValidRow } from '../import/catalogue-row.ts';
import { PackedKeyMap } from '../import/packed-keys.ts';
import { readCatalogueRecords } from '../import/read-catalogue-file.ts';
import type { ImportError } from '../import/validate-row.ts';
import { validatedBatches } from '../import/validated-batches.ts';
import { columnHeading } from '../import/validator.ts';
import { storeStructurePictures } from '../structure/structure-picture.ts';
import { storeFingerprints } from '../structure-search/fill-fingerprints.ts';
import { createCatalogueUpserter } from '../upsert-catalogue.ts';
import type { RefusedRow } from './catalogue-imports.schema.ts';

/** Rows per slice: small enough that a slice's transaction holds the catalogue for a moment only. */
export const CONSOLE_IMPORT_SLICE = 500;

export interface ImportProgress {
  rowsRead: number;
  rowsWritten: number;
  rowsFailed: number;
  productsNew: number;
  productsChanged: number;
  productsUnchanged: number;
}

export interface ConsoleImportOutcome extends ImportProgress {
  /** The file as a whole could not be read (type, encoding, header): its reason. */
  fileProblem: string | null;
  refused: RefusedRow[];
  stopped: boolean;
}

interface RunOptions {
  /** false: the dry run, every slice written and rolled back. */
  apply: boolean;
  onProgress(progress: ImportProgress): Promise<void>;
  /** Asked between slices; true stops the run (取消). */
  cancelled(): Promise<boolean>;
  /** Where the structures' pictures go (ADR 0058); the dry run draws none. */
  storage?: ObjectStorage;
}

class DryRun extends Error {}

/**
 * The console's import (issue 34): the file streams through the CLI's validator (validated-batches.ts)
 * with bad rows skipped and named. Each slice is its own transaction, so progress is visible to the
 * polling page, other requests get the database between slices, and a 取消 takes effect at the next
 * one; the dry run writes each slice and rolls it back, comparing each product before and after to
 * count it new, changed or unchanged. A product counts once, at the first slice it appears in.
 */
export async function runConsoleImport(
  db: DbOrTx,
  path: string,
  options: RunOptions,
): Promise<ConsoleImportOutcome> {
  const brands = Object.fromEntries((await listAllBrands(db)).map((b) => [b.name, b.nameEn]));
  // Read once: reading every stored product's identity per slice made a big import quadratic.
  const lookups = await loadCatalogueLookups(db, { products: true });
  const batches = validatedBatches(path, { skipInvalid: true, batchSize: CONSOLE_IMPORT_SLICE, brands });
  const progress: ImportProgress = {
    rowsRead: 0,
    rowsWritten: 0,
    rowsFailed: 0,
    productsNew: 0,
    productsChanged: 0,
    productsUnchanged: 0,
  };
  // Every product of the file by the end: packed, off the server's heap (ADR 0047).
  const seen = new PackedKeyMap();
  let stopped = false;
  try {
    while (true) {
      const next = await batches.next();
      if (next.done) {
        const verdict = next.value;
        progress.rowsFailed = verdict.invalidRows;
        if (!verdict.refused) progress.rowsRead = verdict.validRows + verdict.invalidRows;
        const fileProblem = verdict.refused ? (verdict.errors[0]?.reason ?? '文件无法读取') : null;
        await options.onProgress(progress);
        return { ...progress, fileProblem, refused: await namedRows(path, verdict.errors), stopped };
      }
      const slice = next.value;
      await writeSlice(db, slice, lookups, options.apply, progress, seen);
      if (options.apply) await storeFingerprints(db, structuresOf(slice.rows));
      if (options.apply && options.storage)
        await storeStructurePictures(options.storage, structuresOf(slice.rows));
      progress.rowsRead = slice.rowsRead;
      progress.rowsWritten += slice.rows.length;
      progress.rowsFailed = slice.rowsRead - progress.rowsWritten;
      await options.onProgress(progress);
      if (await options.cancelled()) {
        stopped = true;
        return { ...progress, fileProblem: null, refused: [], stopped };
      }
      // Between slices the event loop serves the store's other requests.
      await yieldToRequests();
    }
  } finally {
    await batches.return(undefined as never);
  }
}

async function writeSlice(
  db: DbOrTx,
  { rows, lexemes }: { rows: ValidRow[]; lexemes: Map<string, string[]> },
  lookups: CatalogueLookups,
  apply: boolean,
  progress: ImportProgress,
  seen: PackedKeyMap,
) {
  const layer = layeredLookups(lookups);
  try {
    await db.transaction(async (tx) => {
      const lowerSkus = rows.map((r) => r.sku.toLowerCase());
      const newestBefore = await maxProductId(tx);
      const before = await productFingerprints(tx, [
        ...new Set((await existingSkus(tx, lowerSkus)).map((s) => s.productId)),
      ]);
      const upserter = await createCatalogueUpserter(
        tx,
        { existing: 'update', emptyCatalogue: false },
        layer.lookups,
      );
      await upserter.add(rows, lexemes);
      await upserter.finish();
      const productOf = new Map(
        (await existingSkus(tx, lowerSkus)).map((s) => [s.sku.toLowerCase(), s.productId]),
      );
      const after = await productFingerprints(tx, [...new Set(productOf.values())]);
      for (const row of rows) {
        if (seen.has(row.productKey)) continue;
        seen.set(row.productKey, 1);
        const id = productOf.get(row.sku.toLowerCase()) ?? 0;
        if (id > newestBefore) progress.productsNew++;
        else if (before.has(id) && before.get(id) === after.get(id)) progress.productsUnchanged++;
        else progress.productsChanged++;
      }
      if (!apply) throw new DryRun();
    });
    layer.commit();
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
}

/** The validator's problems with the 货号 of each row, read back from the file (a second pass, only when rows failed). */
async function namedRows(path: string, errors: ImportError[]): Promise<RefusedRow[]> {
  const rows = errors.filter((e) => e.row > 0);
  if (rows.length === 0) return [];
  const wanted = new Set(rows.map((e) => e.row));
  const skus = new Map<number, string>();
  let skuColumn = -1;
  for await (const record of readCatalogueRecords(path)) {
    if (skuColumn < 0) {
      skuColumn = record.cells.findIndex((c) => ['sku', '货号'].includes(c.trim().toLowerCase()));
      if (skuColumn < 0) break;
      continue;
    }
    if (wanted.has(record.row)) skus.set(record.row, (record.cells[skuColumn] ?? '').trim());
    if (skus.size === wanted.size) break;
  }
  return rows.map((e) => ({
    row: e.row,
    sku: skus.get(e.row) ?? '',
    reason: e.column ? `${columnHeading(e.column)}（${e.column}）：${e.reason}` : e.reason,
  }));
}
