/**
 * Remembers the result of a loader for a while. For data every page reads and merchants rarely change
 * (footer configuration, navigation, categories): each instance re-reads it at most once per `ttlMs`,
 * so an edit shows everywhere within that time. `ttlMs` 0 disables it (tests).
 */
export function ttlCache<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  return () => {
    const now = Date.now();
    if (!value || now - loadedAt >= ttlMs) {
      loadedAt = now;
      value = load();
      // A failed load is not remembered: the next call tries again.
      value.catch(() => {
        value = undefined;
      });
    }
    return value;
  };
}
