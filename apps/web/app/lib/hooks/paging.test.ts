import { describe, expect, it } from 'vitest';
import {
  initialPagingState,
  type PagingState,
  pageFromSearch,
  pageHref,
  pageParamsFromUrl,
  pagerModel,
  pagingFooter,
  pagingReducer,
  totalPages,
} from './paging';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('page in the URL', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['keyword=x&page=12', 12],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=', 1],
    ['page=9999999999', 1],
    ['page=501', 500],
    ['page=123456', 500],
  ])('when the query is "%s", then the page is %i', (search, page) => {
    expect(pageFromSearch(search)).toBe(page);
  });

  it('when a loader reads the URL, then it sends index and pageSize 20', () => {
    expect(pageParamsFromUrl(new URL('http://shop.test/list?keyword=acid&page=4'))).toEqual({
      index: 4,
      pageSize: 20,
    });
    expect(pageParamsFromUrl(new URL('http://shop.test/list'), 10, 'p')).toEqual({ index: 1, pageSize: 10 });
  });
});

describe('page links', () => {
  it('when linking to a page, then every other query parameter is kept', () => {
    expect(pageHref('/list', '?keyword=乙醇&filter=product_type_id:5', 3)).toBe(
      '/list?keyword=%E4%B9%99%E9%86%87&filter=product_type_id%3A5&page=3',
    );
    const href = new URL(pageHref('/list', 'keyword=乙醇&filter=product_type_id:5&page=7', 2), 'http://x');
    expect(href.searchParams.get('keyword')).toBe('乙醇');
    expect(href.searchParams.get('filter')).toBe('product_type_id:5');
    expect(href.searchParams.get('page')).toBe('2');
  });

  it('when linking to page 1, then the page parameter is left out (one canonical URL)', () => {
    expect(pageHref('/list', 'keyword=a&page=5', 1)).toBe('/list?keyword=a');
    expect(pageHref('/article', 'page=5', 1)).toBe('/article');
  });

  it('when the list uses another parameter name, then that one is set', () => {
    expect(pageHref('/user/order', 'status=1&p=2', 3, 'p')).toBe('/user/order?status=1&p=3');
  });

  it.each([
    [0, 0],
    [1, 1],
    [20, 1],
    [21, 2],
    [2000, 100],
  ])('when the total is %i, then there are %i pages of 20', (total, pages) => {
    expect(totalPages(total)).toBe(pages);
  });
});

describe('pager model', () => {
  const href = (page: number) => pageHref('/list', 'keyword=a', page);

  it('when on page 50 of 100, then 9 entries with two gaps, previous and next', () => {
    const model = pagerModel(50, 100, href);
    expect(model.entries).toHaveLength(9);
    expect(model.entries.map((e) => (e.kind === 'gap' ? '…' : e.page))).toEqual([
      1,
      '…',
      48,
      49,
      50,
      51,
      52,
      '…',
      100,
    ]);
    expect(model.entries.filter((e) => e.kind === 'page' && e.current)).toEqual([
      { kind: 'page', page: 50, href: '/list?keyword=a&page=50', current: true },
    ]);
    expect(model.prev).toBe('/list?keyword=a&page=49');
    expect(model.next).toBe('/list?keyword=a&page=51');
    // Gap keys are unique, so React can tell them apart.
    const keys = model.entries.flatMap((e) => (e.kind === 'gap' ? [e.key] : []));
    expect(new Set(keys).size).toBe(2);
  });

  it('when on the first page, then there is no previous page and page 1 links without a parameter', () => {
    const model = pagerModel(1, 3, href);
    expect(model.prev).toBeNull();
    expect(model.next).toBe('/list?keyword=a&page=2');
    expect(model.entries[0]).toEqual({ kind: 'page', page: 1, href: '/list?keyword=a', current: true });
  });

  it('when on the last page, then there is no next page', () => {
    expect(pagerModel(3, 3, href).next).toBeNull();
  });

  it('when the URL asks for a page past the end, then the last page is current', () => {
    const model = pagerModel(40, 3, href);
    expect(model.entries.find((e) => e.kind === 'page' && e.current)).toMatchObject({ page: 3 });
    expect(model.next).toBeNull();
  });
});

describe('paging state', () => {
  const start: PagingState<number> = initialPagingState<number>(undefined);

  it('when nothing is loaded yet, then the footer says 加载中...', () => {
    expect(pagingFooter(start, 'more')).toBe('loading');
  });

  it('when the server rendered a full first page, then more can be loaded', () => {
    const state = initialPagingState({ list: rows(1, 20), total: 45 });
    expect(state).toMatchObject({ index: 1, ended: false, total: 45 });
    expect(pagingFooter(state, 'more')).toBe('more');
    expect(pagingFooter(state, 'none')).toBe('none');
    expect(pagingFooter(state, 'paging')).toBe('none');
  });

  it('when a page comes back short, then the end is reached', () => {
    let state = initialPagingState({ list: rows(1, 20), total: 45 });
    state = pagingReducer(state, { type: 'request', request: 1 });
    expect(pagingFooter(state, 'more')).toBe('loading');
    state = pagingReducer(state, {
      type: 'success',
      request: 1,
      index: 2,
      page: { list: rows(21, 20), total: 45 },
      pageSize: 20,
      append: true,
    });
    expect(state.rows).toEqual(rows(1, 40));
    expect(pagingFooter(state, 'more')).toBe('more');
    state = pagingReducer(state, { type: 'request', request: 2 });
    state = pagingReducer(state, {
      type: 'success',
      request: 2,
      index: 3,
      page: { list: rows(41, 5), total: 45 },
      pageSize: 20,
      append: true,
    });
    expect(state).toMatchObject({ index: 3, ended: true, request: 0 });
    expect(state.rows).toHaveLength(45);
    expect(pagingFooter(state, 'more')).toBe('end');
  });

  it('when a full page brings the count to the total, then the end is reached without another request', () => {
    const state = initialPagingState({ list: rows(1, 20), total: 20 });
    expect(state.ended).toBe(true);
    expect(pagingFooter(state, 'more')).toBe('end');
  });

  it('when the list is empty, then the footer shows the empty text', () => {
    const state = initialPagingState<number>({ list: [], total: 0 });
    expect(state.ended).toBe(true);
    for (const mode of ['none', 'paging', 'more'] as const) expect(pagingFooter(state, mode)).toBe('empty');
  });

  it('when an older request answers after a newer one started, then its answer is dropped', () => {
    let state = pagingReducer(start, { type: 'request', request: 1 });
    state = pagingReducer(state, { type: 'request', request: 2 });
    const stale = pagingReducer(state, {
      type: 'success',
      request: 1,
      index: 1,
      page: { list: [99], total: 1 },
      pageSize: 20,
      append: false,
    });
    expect(stale).toBe(state);
    expect(pagingReducer(state, { type: 'failure', request: 1 })).toBe(state);
  });

  it('when a page is replaced (paging mode), then only its rows show', () => {
    let state = initialPagingState({ list: rows(1, 20), total: 60 });
    state = pagingReducer(state, { type: 'request', request: 1 });
    state = pagingReducer(state, {
      type: 'success',
      request: 1,
      index: 3,
      page: { list: rows(41, 20), total: 60 },
      pageSize: 20,
      append: false,
    });
    expect(state.rows).toEqual(rows(41, 20));
    expect(state).toMatchObject({ index: 3, ended: true });
  });

  it('when loading more fails, then the rows stay and 点击加载更多 offers a retry', () => {
    let state = initialPagingState({ list: rows(1, 20), total: 45 });
    state = pagingReducer(state, { type: 'request', request: 1 });
    state = pagingReducer(state, { type: 'failure', request: 1 });
    expect(state.rows).toHaveLength(20);
    expect(state.failed).toBe(true);
    expect(pagingFooter(state, 'more')).toBe('more');
  });

  it('when the first page fails, then "more" offers a retry and the other modes stop loading', () => {
    let state = pagingReducer(start, { type: 'request', request: 1 });
    state = pagingReducer(state, { type: 'failure', request: 1 });
    expect(pagingFooter(state, 'more')).toBe('more');
    expect(pagingFooter(state, 'paging')).toBe('empty');
    expect(pagingFooter(state, 'none')).toBe('empty');
  });

  it('when reset (new loader data), then the given state replaces everything', () => {
    const fresh = initialPagingState({ list: [7], total: 1 });
    expect(
      pagingReducer(initialPagingState({ list: rows(1, 20), total: 45 }), { type: 'reset', state: fresh }),
    ).toBe(fresh);
  });
});
