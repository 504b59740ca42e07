import { messages, PAGE_SIZE } from '@labmall/rules';
import type { Key, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  PAGE_PARAM,
  type PageResult,
  type PagingMode,
  pageFromSearch,
  totalPages,
} from '../../lib/hooks/paging';
import { type PageFetcher, usePagingList } from '../../lib/hooks/use-paging-list';
import { PageLinks } from './page-links';

export type { PageParams, PageResult, PagingMode } from '../../lib/hooks/paging';
export type { PageFetcher } from '../../lib/hooks/use-paging-list';

export interface PagingListProps<T> {
  /** none: one page. paging: numbered links driven by `?page=N`. more: 点击加载更多 appends pages. */
  mode: PagingMode;
  /**
   * Loads a page: `({ index, pageSize }, { signal }) => api.get(path, { ...filters, index, pageSize })`.
   * Optional when a loader renders every page (`paging` mode with `initial`).
   */
  fetcher?: PageFetcher<T>;
  /**
   * The page a route loader fetched, so it is rendered on the server: page 1, or in `paging` mode the
   * URL's page (read it with `pageParamsFromUrl`). New loader data replaces the rows.
   */
  initial?: PageResult<T>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => Key;
  /** Shown when there are no rows: 未找到相关信息 by default; the cart passes 您的采购单没有货品. */
  emptyText?: ReactNode;
  /**
   * A friendlier line under the empty text (what to do next), never instead of it: the SPEC's
   * 未找到相关信息 stays the same on every list (SPEC §2).
   */
  emptyHint?: ReactNode;
  /** 20 by default (SPEC §9). */
  pageSize?: number;
  /** `paging` mode: the query parameter of the page number (default `page`). */
  pageParam?: string;
  className?: string;
  /** On the `<ul>` holding the rows (e.g. a grid of product cards). */
  listClassName?: string;
  /** Names the list for assistive technology. */
  label?: string;
}

/**
 * The shared paged list (SPEC §4): rows from a fetcher sending `index` and `pageSize` and reading
 * `total`; 加载中... while loading, end-reached when a page comes back short (已经到最后了), the empty text
 * when there is nothing. In `paging` mode the page comes from the URL, so pages are shareable and their
 * links crawlable.
 */
export function PagingList<T>({
  mode,
  fetcher,
  initial,
  renderItem,
  itemKey,
  emptyText = messages.EMPTY_LIST,
  emptyHint,
  pageSize = PAGE_SIZE,
  pageParam = PAGE_PARAM,
  className,
  listClassName,
  label,
}: PagingListProps<T>) {
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams, pageParam);
  const { state, footer, loadMore } = usePagingList({ mode, fetcher, initial, pageSize, page });

  // 'more' keeps one button through its loading state, so keyboard focus stays on it.
  const moreButton = mode === 'more' && (footer === 'more' || (footer === 'loading' && state.index > 0));
  let status: ReactNode = null;
  if (!moreButton && footer === 'loading') status = messages.LOADING;
  else if (footer === 'end') status = messages.LIST_END;
  else if (footer === 'empty') {
    status = (
      <>
        <span className="lm-paging-list__empty">{emptyText}</span>
        {emptyHint ? <span className="lm-paging-list__hint">{emptyHint}</span> : null}
      </>
    );
  }

  return (
    <section
      className={['lm-paging-list', className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-busy={footer === 'loading'}
    >
      {state.rows.length > 0 && (
        <ul className={['lm-paging-list__rows', listClassName].filter(Boolean).join(' ')}>
          {state.rows.map((row, i) => (
            <li key={itemKey(row, i)}>{renderItem(row, i)}</li>
          ))}
        </ul>
      )}
      <div className="lm-paging-list__status" role="status">
        {status}
      </div>
      {moreButton && (
        <button
          type="button"
          className="lm-paging-list__more"
          aria-disabled={footer === 'loading'}
          onClick={loadMore}
        >
          {footer === 'loading' ? messages.LOADING : messages.LOAD_MORE}
        </button>
      )}
      {mode === 'paging' && (
        <PageLinks current={page} pages={totalPages(state.total, pageSize)} param={pageParam} />
      )}
    </section>
  );
}
