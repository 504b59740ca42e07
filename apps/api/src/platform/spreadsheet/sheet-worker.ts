import { parentPort, workerData } from 'node:worker_threads';
import { type SheetChoice, sheetRows } from './sheet-rows.ts';
import { type ZipLimits, ZipRefusal } from './zip-guard.ts';

/**
 * The sheet worker's entry (started by read-sheet.ts): reads one workbook and posts its rows in
 * batches, then `done`, or `refused` with the reason. Anything else (a bug, the heap limit) ends the
 * worker with an error the parent turns into a refusal.
 */

export interface SheetJob {
  bytes: Uint8Array;
  limits: ZipLimits;
  choice: SheetChoice;
}

export type SheetMessage =
  | { kind: 'rows'; rows: { row: number; cells: string[] }[] }
  | { kind: 'done' }
  | { kind: 'refused'; reason: ZipRefusal['reason']; detail: string };

const port = parentPort!;
const post = (message: SheetMessage) => port.postMessage(message);
const job = workerData as SheetJob;

try {
  await sheetRows(job.bytes, job.limits, job.choice, (rows) => post({ kind: 'rows', rows }));
  post({ kind: 'done' });
} catch (error) {
  if (!(error instanceof ZipRefusal)) throw error;
  post({ kind: 'refused', reason: error.reason, detail: error.message });
}
