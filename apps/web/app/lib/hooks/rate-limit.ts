import { DEBOUNCE_MS, THROTTLE_MS } from '@labmall/rules';

/** A rate-limited function: call it like the original; `cancel` drops a call still waiting. */
export interface RateLimited<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  /** Runs a waiting call now (if any) instead of at the end of its wait. */
  flush(): void;
}

/**
 * Calls `fn` once calls have stopped for `wait` ms, with the arguments of the last call (SPEC §9:
 * 500 ms by default). Search-as-you-type and resize handlers.
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = DEBOUNCE_MS,
): RateLimited<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, wait);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };
  return debounced;
}

/**
 * Calls `fn` at most once per `wait` ms (SPEC §9: 100 ms by default): the first call runs at once, and
 * the last call made during a wait runs when it ends, so the final state is never lost (scroll, drag).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = THROTTLE_MS,
): RateLimited<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const endWait = () => {
    timer = undefined;
    if (!pending) return;
    // A trailing call opens a new wait of its own.
    const args = pending;
    pending = undefined;
    fn(...args);
    timer = setTimeout(endWait, wait);
  };
  const throttled = (...args: A) => {
    if (timer !== undefined) {
      pending = args;
      return;
    }
    fn(...args);
    timer = setTimeout(endWait, wait);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  throttled.flush = () => {
    if (timer === undefined || !pending) return;
    clearTimeout(timer);
    endWait();
  };
  return throttled;
}
