import { redirect } from 'react-router';
import { pageUrl } from '../../lib/guard';
import { type PageParams, pageHref, pageParamsFromUrl, totalPages } from '../../lib/hooks/paging';

/**
 * The URL's page of a member list, for a loader; `load` makes the list's own call. A page left empty
 * by deletions (or typed past the end) sends the member to the last page that still has rows, rather
 * than to an empty list with page links.
 */
export async function loadMemberPage<T extends { total: number; list: unknown[] }>(
  request: Request,
  load: (params: PageParams) => Promise<T>,
): Promise<T> {
  const url = pageUrl(request.url);
  const params = pageParamsFromUrl(url);
  const page = await load(params);
  const last = totalPages(page.total, params.pageSize);
  if (page.list.length === 0 && params.index > 1 && last >= 1 && params.index > last) {
    throw redirect(pageHref(url.pathname, url.search, last));
  }
  return page;
}

/** Member data must never sit in a shared cache. */
export const memberHeaders = () => ({ 'Cache-Control': 'private, no-store' });
