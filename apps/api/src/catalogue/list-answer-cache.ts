import { LRUCache } from 'lru-cache';
import { inWriteScope } from '../platform/audit.ts';
import type { PurgeSignal } from '../platform/ttl-cache.ts';

/** Answers kept per instance; a list answer is a few KB. */
const MAX_ANSWERS = 500;

/**
 * The product list's answers per query, members' and visitors' apart (issue 38, ADR 0067). The page of
 * products, its count and facets are the same for every member, and so are their prices: activity
 * prices are per SKU, not per member. What makes a member's list page cost its core is the search and
 * the price reads behind it, so each instance answers the same query from here for up to `ttlMs`.
 *
 * Forgotten at once on a purge (an operator's catalogue, activity or price write, here or on another
 * instance, ADR 0066), and at the next instant an activity starts or ends (`nextPriceChange`), so a
 * kept answer never shows a price the clock has moved past. Stock is not in a list answer.
 * `ttlMs` 0 keeps nothing (tests).
 */
export function createListAnswerCache<T>({
  ttlMs,
  nextPriceChange,
  forgetOn,
  now = Date.now,
}: {
  ttlMs: number;
  /** The next instant a charged price may change by the clock, null when none is ahead. */
  nextPriceChange: (at: Date) => Promise<Date | null>;
  forgetOn?: PurgeSignal;
  now?: () => number;
}) {
  const answers = new LRUCache<string, Promise<T>>({ max: MAX_ANSWERS, ttl: Math.max(ttlMs, 1) });
  /** Until when the kept answers' prices hold: the next activity start or end, once read. */
  let validUntil: Promise<number> | undefined;
  forgetOn?.onPurge(() => {
    answers.clear();
    validUntil = undefined;
  });

  async function pricesHoldUntil(at: number): Promise<number> {
    if (validUntil) {
      const until = await validUntil;
      if (until > at) return until;
      // The clock passed an activity's start or end: what was kept may show the wrong price.
      answers.clear();
    }
    const loading = nextPriceChange(new Date(at)).then((next) => next?.getTime() ?? Number.POSITIVE_INFINITY);
    validUntil = loading;
    // A failed read is not kept (the request fails as its own reads would have): the next one reads again.
    loading.catch(() => {
      if (validUntil === loading) validUntil = undefined;
    });
    return loading;
  }

  return async (key: string, answer: () => Promise<T>): Promise<T> => {
    // Inside an operator write the answer may read that write's uncommitted rows: never kept.
    if (ttlMs === 0 || inWriteScope()) return answer();
    const at = now();
    const until = await pricesHoldUntil(at);
    const kept = answers.get(key);
    if (kept) return kept;
    const fresh = answer();
    answers.set(key, fresh, { ttl: Math.max(1, Math.min(ttlMs, until - at)) });
    // A failed answer is not kept: the next request tries again.
    fresh.catch(() => answers.delete(key));
    return fresh;
  };
}
