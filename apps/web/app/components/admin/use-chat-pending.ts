import { useEffect, useState } from 'react';
import { api } from '../../lib/api/browser';

const EVERY_MS = 60_000;

/**
 * The 在线客服 menu badge: the layout loader's count (so it is fresh on each navigation), asked again
 * each minute while the tab is shown and when it is shown again. Null (no service.chat) asks nothing.
 */
export function useChatPending(loaded: number | null): number | null {
  const [count, setCount] = useState(loaded);
  useEffect(() => setCount(loaded), [loaded]);
  const allowed = loaded !== null;
  useEffect(() => {
    if (!allowed) return;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      api
        .get('/admin/chat/pending', {}, { quiet: true })
        .then((answer) => setCount(answer.count))
        .catch(() => undefined);
    };
    const timer = setInterval(ask, EVERY_MS);
    document.addEventListener('visibilitychange', ask);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [allowed]);
  return count;
}
