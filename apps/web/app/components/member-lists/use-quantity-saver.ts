import { DEBOUNCE_MS } from '@labmall/rules';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { api } from '../../lib/api/browser';

/**
 * Saves usual quantities (POST /user/collect/edit): a burst of +/− clicks on one row becomes one request
 * after the debounce; requests of a row go one after another so the last quantity is the one kept.
 * `flush()` sends what waits and resolves when every save has settled (before adding to the cart or
 * reloading the list, so neither works from a stale quantity).
 */
export function useQuantitySaver(onFailure: () => void) {
  const waiting = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; quantity: number }>());
  const chains = useRef(new Map<number, Promise<void>>());
  const latestFailure = useRef(onFailure);
  useEffect(() => {
    latestFailure.current = onFailure;
  });

  const send = useCallback((id: number, quantity: number) => {
    waiting.current.delete(id);
    const previous = chains.current.get(id) ?? Promise.resolve();
    const next = previous.then(() =>
      api.post('/user/collect/edit', { id, quantity }).then(
        () => undefined,
        // The API client has shown why; show the server's quantity again.
        () => latestFailure.current(),
      ),
    );
    chains.current.set(id, next);
  }, []);

  const save = useCallback(
    (id: number, quantity: number) => {
      const pending = waiting.current.get(id);
      if (pending) clearTimeout(pending.timer);
      const timer = setTimeout(() => send(id, quantity), DEBOUNCE_MS);
      waiting.current.set(id, { timer, quantity });
    },
    [send],
  );

  const flush = useCallback(async () => {
    for (const [id, pending] of waiting.current) {
      clearTimeout(pending.timer);
      send(id, pending.quantity);
    }
    await Promise.all(chains.current.values());
  }, [send]);

  // Leaving the page must not lose a quantity still waiting for its debounce.
  useEffect(() => () => void flush(), [flush]);

  return useMemo(() => ({ save, flush }), [save, flush]);
}
