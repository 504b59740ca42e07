import type { FastifyBaseLogger } from 'fastify';

/** How often one kind of outage is written to the log while it lasts. */
export const OUTAGE_LOG_INTERVAL_MS = 10_000;

interface Quiet {
  at: number;
  quietened: number;
}

/**
 * Error lines for an outage (the database away, its disk full, Redis away), one per kind and interval:
 * every call answered 503 during an outage used to write its own line, some 2,000 in a 10-second database
 * cut under load (`npm run proof -- --only dbcut`), which buried what came before and after. The first
 * call's line is written at once, with its error; the next after the interval says how many calls it
 * kept quiet meanwhile (`quietened`).
 */
export function createOutageLog(now: () => number = Date.now) {
  const kinds = new Map<string, Quiet>();
  return (log: FastifyBaseLogger, kind: string, details: Record<string, unknown>) => {
    const at = now();
    const last = kinds.get(kind);
    if (last && at - last.at < OUTAGE_LOG_INTERVAL_MS) {
      last.quietened += 1;
      return;
    }
    log.error({ ...details, quietened: last?.quietened ?? 0 }, kind);
    kinds.set(kind, { at, quietened: 0 });
  };
}

export type OutageLog = ReturnType<typeof createOutageLog>;
