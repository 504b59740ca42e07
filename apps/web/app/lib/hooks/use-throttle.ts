import { THROTTLE_MS } from '@labmall/rules';
import { useEffect, useMemo, useRef } from 'react';
import { type RateLimited, throttle } from './rate-limit';

/**
 * A throttled version of `fn` (at most once per 100 ms by default, the last call of a burst kept) that
 * keeps its identity across renders, always calls the latest `fn`, and stops when the component unmounts.
 */
export function useThrottledCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = THROTTLE_MS,
): RateLimited<A> {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const throttled = useMemo(() => throttle((...args: A) => latest.current(...args), wait), [wait]);
  useEffect(() => throttled.cancel, [throttled]);
  return throttled;
}
