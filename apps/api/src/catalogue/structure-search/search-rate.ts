import { LRUCache } from 'lru-cache';

/**
 * Structure searches per client address in a sliding window, per instance: what it protects is this
 * instance's worker pool, so a count shared across instances would be the wrong measure (and a round
 * trip per search). Bounded in memory: the least recently seen addresses are forgotten first.
 */
export function createSearchRate({
  perWindow,
  windowMs,
  now = () => Date.now(),
}: {
  perWindow: number;
  windowMs: number;
  now?: () => number;
}) {
  const seen = new LRUCache<string, number[]>({ max: 10_000 });
  return {
    /** Records a search by `client`; the seconds to wait when it is over the limit, else 0. */
    take(client: string): number {
      const at = now();
      const recent = (seen.get(client) ?? []).filter((t) => t > at - windowMs);
      if (recent.length >= perWindow) {
        seen.set(client, recent);
        return Math.max(1, Math.ceil((recent[0]! + windowMs - at) / 1000));
      }
      recent.push(at);
      seen.set(client, recent);
      return 0;
    },
  };
}

export type SearchRate = ReturnType<typeof createSearchRate>;
