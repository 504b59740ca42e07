import { parentPort, workerData } from 'node:worker_threads';
import { type SheetChoice, sheetRows } from './sheet-rows.ts';
import { ZipRefusal } from './zip-guard.ts';

/**
 * The sheet worker's entry (started by read-sheet.ts): reads one workbook and posts its rows in
 * batches, then `done`, or `refused` with the reason. Anything else (a bug, the heap limit) ends the
 * worker with an error the parent turns into a refusal.
 */

export interface SheetJob {
  /** An archive that passed the zip guard. */
  bytes: Uint8Array;
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
  await sheetRows(job.bytes, job.choice, (rows) => post({ kind: 'rows', rows }));
  post({ kind: 'done' });
} catch (error) {
  if (!(error instanceof ZipRefusal)) throw error;
  post({ kind: 'refused', reason: error.reason, detail: error.message });
}
