import { inWriteScope } from './audit.ts';

/** Says when what visitors see has changed (the page cache's purge, here or on another instance). */
export interface PurgeSignal {
  onPurge(listener: () => void): void;
}

/**
 * Remembers the result of a loader for a while. For data every page reads and merchants rarely change
 * (footer configuration, navigation, categories): each instance re-reads it at most once per `ttlMs`,
 * and at once after a purge on `forgetOn`: otherwise the first visitor page rendered after an operator's
 * edit would show the old value and the page cache would keep it. `ttlMs` 0 disables it (tests).
 */
export function ttlCache<T>(ttlMs: number, load: () => Promise<T>, forgetOn?: PurgeSignal): () => Promise<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  forgetOn?.onPurge(() => {
    value = undefined;
  });
  return () => {
    // Inside an operator write the loader reads that write's uncommitted rows: never kept, never shared.
    if (inWriteScope()) return Promise.resolve(load());
    const now = Date.now();
    if (!value || now - loadedAt >= ttlMs) {
      loadedAt = now;
      // A real Promise, never the loader's own return value: a drizzle query builder is a thenable that
      // runs its SQL again on every `then`, so keeping it would re-query on every read.
      value = Promise.resolve(load());
      // A failed load is not remembered: the next call tries again.
      value.catch(() => {
        value = undefined;
      });
    }
    return value;
  };
}
