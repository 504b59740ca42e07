import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type {
  ConfirmAnswer,
  ConfirmTask,
  DrawTask,
  QueryAnswer,
  readQuery,
  drawMatches as runDraw,
} from './structure-worker.ts';

/** Thrown when the pool's queue is full: the route answers 429 with a short retry_after. */
export class StructurePoolBusy extends Error {}

/** The worker threads that run RDKit for structure search (ADR 0059); the request thread never does. */
export interface StructurePool {
  readQuery(input: string): ReturnType<typeof readQuery>;
  confirm(task: ConfirmTask): Promise<ConfirmAnswer>;
  drawMatches(task: DrawTask): ReturnType<typeof runDraw>;
  /** Tasks run so far, by kind: the tests' (and the bench's) view of what went to the workers. */
  readonly ran: { readQuery: number; confirm: number; drawMatches: number };
  close(): Promise<void>;
}

export interface StructurePoolOptions {
  /** Worker threads; each holds its own RDKit (~100 MB). Default: half the cores, 1–4. */
  threads?: number;
  /**
   * Tasks waiting beyond the running ones. A search is a few tasks, so this bounds the searches in
   * flight; past it a search is refused at once (429) instead of waiting behind a flood.
   */
  maxQueue?: number;
}

const WORKER = new URL('./structure-worker.ts', import.meta.url).href;

/**
 * Started on the first search, not with the app: a store (or a test) that never searches by
 * structure pays nothing for RDKit in workers. Workers stay warm a while, since starting RDKit costs
 * a few hundred milliseconds.
 */
export function createStructurePool(options: StructurePoolOptions = {}): StructurePool {
  const threads = options.threads ?? Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));
  let pool: Piscina | undefined;
  const ran = { readQuery: 0, confirm: 0, drawMatches: 0 };
  const started = () =>
    (pool ??= new Piscina({
      filename: WORKER,
      minThreads: 1,
      maxThreads: threads,
      maxQueue: options.maxQueue ?? 16 * threads,
      idleTimeout: 5 * 60_000,
    }));
  async function run<R>(name: keyof typeof ran, task: unknown): Promise<R> {
    const p = started();
    // Piscina would reject with its own error; checked here so the caller gets a typed refusal.
    if (p.queueSize >= p.options.maxQueue) throw new StructurePoolBusy();
    ran[name]++;
    try {
      return (await p.run(task, { name })) as R;
    } catch (error) {
      if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new StructurePoolBusy();
      throw error;
    }
  }
  return {
    readQuery: (input) => run<QueryAnswer>('readQuery', { input }),
    confirm: (task) => run<ConfirmAnswer>('confirm', task),
    drawMatches: (task) => run<Awaited<ReturnType<typeof runDraw>>>('drawMatches', task),
    ran,
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
