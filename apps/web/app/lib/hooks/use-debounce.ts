import { DEBOUNCE_MS } from '@labmall/rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { debounce, type RateLimited } from './rate-limit';

/**
 * A debounced version of `fn` (500 ms by default) that keeps its identity across renders, always calls
 * the latest `fn`, and drops a waiting call when the component unmounts.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = DEBOUNCE_MS,
): RateLimited<A> {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const debounced = useMemo(() => debounce((...args: A) => latest.current(...args), wait), [wait]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}

/** `value`, once it has stopped changing for `wait` ms (500 ms by default): e.g. a search keyword. */
export function useDebouncedValue<T>(value: T, wait: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
