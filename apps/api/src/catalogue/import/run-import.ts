import type { Db } from '../../platform/db.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import {
  analyzeCatalogue,
  catalogueIsEmpty,
  dropSecondaryIndexes,
  listAllBrands,
  restoreForeignKeyChecks,
  restoreIndexes,
  skipForeignKeyChecks,
} from '../catalogue.repository.ts';
import { storeStructurePictures } from '../structure/structure-picture.ts';
import { storeFingerprints } from '../structure-search/fill-fingerprints.ts';
import { createCatalogueUpserter, type UpsertResult } from '../upsert-catalogue.ts';
import { structuresOf } from './catalogue-row.ts';
import type { ImportError } from './validate-row.ts';
import { type ValidatedSlice, type ValidationVerdict, validatedBatches } from './validated-batches.ts';

/**
 * `applied`: the rows are in (exit 0). `invalid`: bad rows, nothing applied (exit 1). `refused`: the
 * file could not be read as an import file at all (missing, wrong type, bad encoding, a column missing
 * or twice), nothing applied (exit 2).
 */
export type ImportStatus = 'applied' | 'invalid' | 'refused';

export interface ImportReport {
  status: ImportStatus;
  /** The problems, as the validator gives them (at most MAX_ERRORS, then a count). */
  errors: ImportError[];
  /** Data rows that passed the validator (applied ones when `applied`). */
  validRows: number;
  /** Data rows with at least one problem (skipped ones when `applied` with skipInvalid). */
  invalidRows: number;
  /** What the upsert did; all zero unless `applied`. */
  result: UpsertResult;
  elapsedMs: number;
  /** Where the time went (ms): writing the rows, building the indexes of a first import, statistics, commit. */
  phases: { load: number; index: number; analyze: number; commit: number };
}

export interface ImportOptions {
  /** Apply the good rows of a file that has bad ones (and list the bad). */
  skipInvalid?: boolean;
  /** Rows per write; the file streams through in slices of this size. */
  batchSize?: number;
  /** Called after each slice is written, with the data rows read so far. */
  onProgress?: (rowsRead: number) => void;
  /** Where the structures' pictures go (ADR 0058); without it, rows with a structure get none drawn. */
  storage?: ObjectStorage;
}

const phases = () => ({ load: 0, index: 0, analyze: 0, commit: 0 });

const EMPTY_RESULT: UpsertResult = {
  productsCreated: 0,
  productsUpdated: 0,
  skusCreated: 0,
  skusUpdated: 0,
  skusSkipped: 0,
};

/** Thrown inside the transaction to undo it: the file turned out bad. */
class Rollback extends Error {}

/**
 * Imports one catalogue file (CSV or XLSX, catalogue-import.md): upserts by 货号 with categories and
 * brands created when missing. One pass: a worker thread reads and validates (validated-batches.ts)
 * while this thread writes the slices it hands over inside a single transaction, so a million-row file
 * never sits in memory; when a bad row turns up (and bad rows are not to be skipped) writing stops, the
 * rest is still validated for the report, and the transaction is rolled back. Either the whole file is
 * applied or nothing is.
 *
 * Cross-row problems (a duplicate 货号, rows of one product that disagree) are reported on the later
 * row, so with `skipInvalid` the first of them is applied and the later skipped.
 */
export async function runCatalogueImport(
  db: Db,
  path: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const started = performance.now();
  const brands = Object.fromEntries((await listAllBrands(db)).map((b) => [b.name, b.nameEn]));
  const batches = validatedBatches(path, {
    skipInvalid: options.skipInvalid ?? false,
    batchSize: options.batchSize ?? 5000,
    brands,
  });
  let result = EMPTY_RESULT;
  let verdict: ValidationVerdict;
  let timing = phases();
  try {
    const first = await batches.next();
    if (first.done) {
      // Refused, empty, or bad before the first slice was full: nothing to write, no transaction.
      verdict = first.value;
    } else {
      const applied = await applyBatches(db, first.value, batches, options);
      verdict = applied.verdict;
      result = applied.result ?? EMPTY_RESULT;
      timing = applied.timing;
    }
  } finally {
    await batches.return(undefined as unknown as ValidationVerdict);
  }
  const status: ImportStatus = verdict.refused
    ? 'refused'
    : verdict.invalidRows > 0 && !options.skipInvalid
      ? 'invalid'
      : 'applied';
  return {
    status,
    errors: verdict.errors,
    validRows: verdict.validRows,
    invalidRows: verdict.invalidRows,
    result: status === 'applied' ? result : EMPTY_RESULT,
    elapsedMs: performance.now() - started,
    phases: timing,
  };
}

/**
 * Writes the slices in one transaction while the worker validates the next; rolls back when the
 * verdict at the end says the file is not to be applied (a bad row turned up after the first slice).
 */
async function applyBatches(
  db: Db,
  first: ValidatedSlice,
  batches: AsyncGenerator<ValidatedSlice, ValidationVerdict>,
  options: ImportOptions,
): Promise<{ verdict: ValidationVerdict; result: UpsertResult | null; timing: ReturnType<typeof phases> }> {
  const timing = phases();
  let mark = performance.now();
  const lap = (phase: keyof typeof timing) => {
    const now = performance.now();
    timing[phase] += now - mark;
    mark = now;
  };
  const outcome: { verdict: ValidationVerdict | null; result: UpsertResult | null } = {
    verdict: null,
    result: null,
  };
  try {
    await db.transaction(async (tx) => {
      // A first import into an empty catalogue loads without the secondary indexes and builds them
      // once at the end; into a stocked one it upserts with them in place.
      const emptyCatalogue = await catalogueIsEmpty(tx);
      const dropped = emptyCatalogue ? await dropSecondaryIndexes(tx) : [];
      const skippedChecks = emptyCatalogue && (await skipForeignKeyChecks(tx));
      const upserter = await createCatalogueUpserter(tx, { existing: 'update', emptyCatalogue });
      let slice = first;
      while (true) {
        await upserter.add(slice.rows, slice.lexemes);
        // Drawn per slice, not collected for the end: a million-row file's structures would not fit.
        // A rolled-back import leaves its pictures behind, harmless: they are named by InChIKey.
        if (options.storage) await storeStructurePictures(options.storage, structuresOf(slice.rows));
        // Structure search's fingerprints, in the import's transaction: rolled back with it.
        await storeFingerprints(tx, structuresOf(slice.rows));
        options.onProgress?.(slice.rowsRead);
        const next = await batches.next();
        if (next.done) {
          outcome.verdict = next.value;
          break;
        }
        slice = next.value;
      }
      const verdict = outcome.verdict!;
      if (verdict.refused || (verdict.invalidRows > 0 && !options.skipInvalid)) throw new Rollback();
      outcome.result = await upserter.finish();
      if (skippedChecks) await restoreForeignKeyChecks(tx);
      lap('load');
      await restoreIndexes(tx, dropped);
      lap('index');
      await analyzeCatalogue(tx);
      lap('analyze');
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  lap('commit');
  return { verdict: outcome.verdict!, result: outcome.result, timing };
}

/** `row, column, reason`, one problem a line, as the merchant reads them. */
export function formatImportError(e: ImportError): string {
  return `${e.row}, ${e.column ?? '-'}, ${e.reason}`;
}
