import { on } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { SheetChoice, SheetRow } from './sheet-rows.ts';
import type { SheetJob, SheetMessage } from './sheet-worker.ts';
import { checkInflatedSizes, readZipDirectory, type ZipLimits, ZipRefusal } from './zip-guard.ts';

export { type SheetRow, ZipRefusal };

/** An upload's limits: the archive's (checked before and while inflating) and the worker's. */
export interface SheetLimits extends ZipLimits {
  /** The worker's JavaScript heap (V8 old generation), MB: past it the worker dies, the server not. */
  heapMb: number;
  /** From the worker's start to its end; then it is terminated. */
  deadlineMs: number;
}

const WORKER = new URL('./sheet-worker.ts', import.meta.url);

/**
 * Workers at once, for the whole process: each holds up to its heap limit, and the machine has few
 * cores. Further readers wait their turn (their request waits, the event loop does not).
 */
const MAX_WORKERS = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function takeSlot(): Promise<() => void> {
  if (running < MAX_WORKERS) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/**
 * The rows of one worksheet of an uploaded .xlsx, in batches, or a `ZipRefusal`. The archive's
 * directory is checked first, so most hostile files are refused in microseconds; then every part is
 * inflated and counted against its declared size (zlib's streams work on libuv's thread pool, not on
 * the event loop), so a lying directory is refused after at most the bytes the limits allow. Only then
 * does exceljs read the workbook, in a worker thread with its own heap limit and a deadline: no file
 * can stall the event loop or exhaust the server's heap.
 */
export async function* readSheetRows(
  bytes: Uint8Array,
  limits: SheetLimits,
  choice: SheetChoice,
): AsyncGenerator<SheetRow[]> {
  const { maxEntries, maxUnpackedBytes, maxRatio, heapMb, deadlineMs } = limits;
  const zipLimits = { maxEntries, maxUnpackedBytes, maxRatio };
  await checkInflatedSizes(bytes, readZipDirectory(bytes, zipLimits));
  const release = await takeSlot();
  const own = new Uint8Array(bytes);
  const job: SheetJob = { bytes: own, choice };
  let worker: Worker;
  try {
    worker = new Worker(WORKER, {
      workerData: job,
      transferList: [own.buffer],
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 },
    });
  } catch (error) {
    release();
    throw error;
  }
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    void worker.terminate();
  }, deadlineMs);
  // The loop below sees the worker's errors while it runs; one after it stopped listening (a reader
  // that broke off early) must not become the process's uncaught exception.
  worker.on('error', () => {});
  worker.once('exit', () => {
    clearTimeout(deadline);
    release();
  });
  try {
    for await (const [message] of on(worker, 'message', { close: ['exit'] })) {
      const m = message as SheetMessage;
      if (m.kind === 'rows') yield m.rows;
      else if (m.kind === 'done') return;
      else throw new ZipRefusal(m.reason, m.detail);
    }
    throw new ZipRefusal('too-large', timedOut ? `past the deadline of ${deadlineMs} ms` : 'worker ended');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw new ZipRefusal('too-large', `past the worker's heap of ${heapMb} MB`);
    }
    throw error;
  } finally {
    void worker.terminate();
  }
}

/** All rows of `readSheetRows` in one array: for files whose limits keep that small. */
export async function readAllSheetRows(bytes: Uint8Array, limits: SheetLimits, choice: SheetChoice) {
  const rows: SheetRow[] = [];
  for await (const batch of readSheetRows(bytes, limits, choice)) rows.push(...batch);
  return rows;
}
