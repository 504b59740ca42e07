/**
 * Remembers POST signs inside the transport window so a captured request cannot be sent again.
 * In-process by default; a shared store (Redis) is needed once several instances serve traffic.
 */
export interface ReplayCache {
  /**
   * Records `key` until `expiresAt`; answers true when it was already there (a replay). Throws
   * SharedStateUnavailable when the shared store does not answer.
   */
  seen(key: string, expiresAt: number): Promise<boolean>;
}

/** Redis did not answer a step a write depends on: the transport answers 503 before anything is written. */
export class SharedStateUnavailable extends Error {
  override name = 'SharedStateUnavailable';
}

export function createMemoryReplayCache(now: () => number = Date.now): ReplayCache {
  const entries = new Map<string, number>();
  let lastSweep = now();
  const sweep = (t: number) => {
    // Entries are inserted with roughly increasing expiry, so expired ones sit at the front.
    for (const [key, expiresAt] of entries) {
      if (expiresAt > t) break;
      entries.delete(key);
    }
    lastSweep = t;
  };
  return {
    async seen(key, expiresAt) {
      const t = now();
      if (t - lastSweep > 10_000) sweep(t);
      const known = entries.get(key);
      if (known !== undefined && known > t) return true;
      entries.set(key, expiresAt);
      return false;
    },
  };
}
