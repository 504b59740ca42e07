import { MAX_PAGE_ENTRIES, MAX_PAGE_INDEX, PAGE_SIZE, pageEntries } from '@labmall/rules';

/** What a paged list sends (SPEC §7): `index` is the 1-based page number. */
export interface PageParams {
  index: number;
  pageSize: number;
}

/** What a paged list reads back: the rows of one page and the total across all pages. */
export interface PageResult<T> {
  list: T[];
  total: number;
}

/** none: one page, no controls. paging: numbered page links. more: 点击加载更多 appends the next page. */
export type PagingMode = 'none' | 'paging' | 'more';

/** The query parameter that carries the page number in shareable list URLs. */
export const PAGE_PARAM = 'page';

/** The page in a URL's query: a whole number from 1; anything else means page 1. */
export function pageFromSearch(search: URLSearchParams | string, param: string = PAGE_PARAM): number {
  const raw = new URLSearchParams(search).get(param) ?? '';
  if (!/^\d{1,9}$/.test(raw)) return 1;
  return Math.min(MAX_PAGE_INDEX, Math.max(1, Number(raw)));
}

/**
 * The paged-list parameters a loader sends for a URL, so the server renders the same page the links
 * point at: `loader({ request }) → fetchList(pageParamsFromUrl(new URL(request.url)))`.
 */
export function pageParamsFromUrl(
  url: URL,
  pageSize: number = PAGE_SIZE,
  param: string = PAGE_PARAM,
): PageParams {
  return { index: pageFromSearch(url.searchParams, param), pageSize };
}

/**
 * The address of page `page` of the list at `pathname?search`: every other query parameter kept (the
 * keyword, the filters), page 1 without a page parameter so it has one canonical URL.
 */
export function pageHref(pathname: string, search: string, page: number, param: string = PAGE_PARAM): string {
  const query = new URLSearchParams(search);
  if (page <= 1) query.delete(param);
  else query.set(param, String(page));
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

export function totalPages(total: number, pageSize: number = PAGE_SIZE): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

export type PagerEntry =
  | { kind: 'page'; page: number; href: string; current: boolean }
  | { kind: 'gap'; key: string };

export interface PagerModel {
  /** Null when there is no such page (the control is then shown disabled, not as a link). */
  prev: string | null;
  next: string | null;
  entries: PagerEntry[];
}

/** The numbered page links (at most 9 entries, gaps included, SPEC §9) with previous and next. */
export function pagerModel(
  current: number,
  pages: number,
  href: (page: number) => string,
  max: number = MAX_PAGE_ENTRIES,
): PagerModel {
  const page = Math.min(Math.max(1, current), Math.max(1, pages));
  let gaps = 0;
  const entries = pageEntries(page, pages, max).map((entry): PagerEntry => {
    if (entry === 'ellipsis') return { kind: 'gap', key: `gap-${++gaps}` };
    return { kind: 'page', page: entry, href: href(entry), current: entry === page };
  });
  return {
    prev: page > 1 ? href(page - 1) : null,
    next: page < pages ? href(page + 1) : null,
    entries,
  };
}

/** The rows loaded so far and where loading stands (SPEC §4: loading, then end-reached). */
export interface PagingState<T> {
  rows: T[];
  total: number;
  /** The last page loaded (1-based); 0 before the first. */
  index: number;
  /** The request whose answer is awaited, 0 when none: answers of older requests are dropped. */
  request: number;
  failed: boolean;
  ended: boolean;
}

export type PagingAction<T> =
  | { type: 'request'; request: number }
  | {
      type: 'success';
      request: number;
      index: number;
      page: PageResult<T>;
      pageSize: number;
      append: boolean;
    }
  | { type: 'failure'; request: number }
  | { type: 'reset'; state: PagingState<T> };

/**
 * End-reached when a page comes back short (SPEC §4), or when the total says every row is here, which
 * saves the request that would return the empty page.
 */
export function isEndReached(pageRows: number, loadedRows: number, total: number, pageSize: number): boolean {
  return pageRows < pageSize || loadedRows >= total;
}

/** The state for data the server already rendered (a loader's first page), or for nothing yet. */
export function initialPagingState<T>(
  initial: PageResult<T> | undefined,
  index = 1,
  pageSize: number = PAGE_SIZE,
): PagingState<T> {
  if (!initial) return { rows: [], total: 0, index: 0, request: 0, failed: false, ended: false };
  const rows = initial.list;
  return {
    rows,
    total: initial.total,
    index,
    request: 0,
    failed: false,
    ended: isEndReached(rows.length, rows.length + (index - 1) * pageSize, initial.total, pageSize),
  };
}

export function pagingReducer<T>(state: PagingState<T>, action: PagingAction<T>): PagingState<T> {
  switch (action.type) {
    case 'request':
      return { ...state, request: action.request, failed: false };
    case 'success': {
      if (action.request !== state.request) return state;
      const rows = action.append ? [...state.rows, ...action.page.list] : action.page.list;
      const loaded = action.append ? rows.length : rows.length + (action.index - 1) * action.pageSize;
      return {
        rows,
        total: action.page.total,
        index: action.index,
        request: 0,
        failed: false,
        ended: isEndReached(action.page.list.length, loaded, action.page.total, action.pageSize),
      };
    }
    case 'failure':
      return action.request === state.request ? { ...state, request: 0, failed: true } : state;
    case 'reset':
      return action.state;
  }
}

/** What shows under the rows: 加载中..., 点击加载更多, 已经到最后了, the empty text, or nothing. */
export type PagingFooter = 'loading' | 'more' | 'end' | 'empty' | 'none';

export function pagingFooter(state: PagingState<unknown>, mode: PagingMode): PagingFooter {
  if (state.request !== 0) return 'loading';
  if (state.index === 0) {
    // The first page failed (the API client has shown why): 'more' offers a retry, the others stop.
    if (state.failed) return mode === 'more' ? 'more' : 'empty';
    // Nothing loaded and nothing on its way yet: the first request is about to start.
    return 'loading';
  }
  if (state.rows.length === 0) return 'empty';
  if (mode !== 'more') return 'none';
  return state.ended ? 'end' : 'more';
}
