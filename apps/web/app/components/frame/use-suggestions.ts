import type { GetAnswer } from '@labmall/contract';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/browser';
import { useDebouncedValue } from '../../lib/hooks/use-debounce';

/** `GET /product/suggest`: never a price, for members or visitors. */
export type SuggestAnswer = GetAnswer<'/product/suggest'>;

/** Long enough to skip the keystrokes of a word being typed, short enough to feel live. */
export const SUGGEST_DEBOUNCE_MS = 300;

/**
 * Suggestions for what is in the search box, asked for once typing pauses. Each new keyword aborts
 * the request before it, so a slow old answer can never replace a newer one; an empty box asks nothing.
 * Failures stay silent: the box still searches without suggestions.
 */
export function useSuggestions(keyword: string): { keyword: string; answer: SuggestAnswer } | null {
  const settled = useDebouncedValue(keyword.trim(), SUGGEST_DEBOUNCE_MS);
  const [result, setResult] = useState<{ keyword: string; answer: SuggestAnswer } | null>(null);

  useEffect(() => {
    if (!settled) {
      setResult(null);
      return;
    }
    const controller = new AbortController();
    api
      .get('/product/suggest', { keyword: settled }, { signal: controller.signal, fail: () => false })
      .then((answer) => {
        if (!controller.signal.aborted) setResult({ keyword: settled, answer });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [settled]);

  return keyword.trim() ? result : null;
}
