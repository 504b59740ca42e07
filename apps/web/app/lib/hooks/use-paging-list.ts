import { PAGE_SIZE } from '@labmall/rules';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  initialPagingState,
  type PageParams,
  type PageResult,
  type PagingMode,
  pagingFooter,
  pagingReducer,
} from './paging';

/**
 * Loads one page. `params` is exactly the paged-list payload (`index`, `pageSize`), so it can be passed
 * straight to `api.get(path, params)`; the signal aborts a request nobody waits for any more.
 */
export type PageFetcher<T> = (params: PageParams, options: { signal: AbortSignal }) => Promise<PageResult<T>>;

export interface PagingListSource<T> {
  mode: PagingMode;
  /** Needed for 点击加载更多, and for any page the loader did not render. */
  fetcher?: PageFetcher<T> | undefined;
  /** The page a loader rendered on the server: page 1, or in `paging` mode the page of the URL. */
  initial?: PageResult<T> | undefined;
  pageSize?: number | undefined;
  /** `paging` mode: the page the URL asks for. */
  page: number;
}

/**
 * The rows of a paged list and its loading state. With `initial` (a loader's data) nothing is fetched
 * on mount, and new loader data (another page, other filters) replaces the rows; without it the first
 * page, or in `paging` mode the URL's page, is fetched in the browser.
 */
export function usePagingList<T>({
  mode,
  fetcher,
  initial,
  pageSize = PAGE_SIZE,
  page,
}: PagingListSource<T>) {
  const firstIndex = mode === 'paging' ? page : 1;
  const [state, dispatch] = useReducer(pagingReducer<T>, undefined, () =>
    initialPagingState(initial, firstIndex, pageSize),
  );

  // New loader data: start over from it (adjusting state while rendering, not in an effect, so the
  // old rows never flash).
  const [seenInitial, setSeenInitial] = useState(initial);
  if (seenInitial !== initial) {
    setSeenInitial(initial);
    dispatch({ type: 'reset', state: initialPagingState(initial, firstIndex, pageSize) });
  }

  const latestFetcher = useRef(fetcher);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });
  const lastRequest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(
    (index: number, append: boolean) => {
      const fetchPage = latestFetcher.current;
      if (!fetchPage) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const request = ++lastRequest.current;
      dispatch({ type: 'request', request });
      Promise.resolve()
        .then(() => fetchPage({ index, pageSize }, { signal: controller.signal }))
        .then(
          (result) => dispatch({ type: 'success', request, index, page: result, pageSize, append }),
          // The API client has shown the failure (SPEC §8); an aborted request is dropped by its id.
          () => dispatch({ type: 'failure', request }),
        );
    },
    [pageSize],
  );

  const fetchesItself = initial === undefined && fetcher !== undefined;
  useEffect(() => {
    if (!fetchesItself) return;
    load(firstIndex, false);
    return () => inFlight.current?.abort();
  }, [fetchesItself, firstIndex, load]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const loadMore = useCallback(() => {
    if (state.request !== 0 || state.ended) return;
    load(state.index + 1, true);
  }, [load, state.request, state.ended, state.index]);

  return { state, footer: pagingFooter(state, mode), loadMore };
}
