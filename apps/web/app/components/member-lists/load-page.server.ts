import { redirect } from 'react-router';
import type { ServerApi } from '../../lib/api/server-api.server';
import { pageUrl } from '../../lib/guard';
import { type PageResult, pageHref, pageParamsFromUrl, totalPages } from '../../lib/hooks/paging';

/**
 * The URL's page of a member list, for a loader. A page left empty by deletions (or typed past the end)
 * sends the member to the last page that still has rows, rather than to an empty list with page links.
 */
export async function loadMemberPage<T>(api: ServerApi, path: string, request: Request) {
  const url = pageUrl(request.url);
  const params = pageParamsFromUrl(url);
  const page = await api.get<PageResult<T>>(path, params);
  const last = totalPages(page.total, params.pageSize);
  if (page.list.length === 0 && params.index > 1 && last >= 1 && params.index > last) {
    throw redirect(pageHref(url.pathname, url.search, last));
  }
  return page;
}

/** Member data must never sit in a shared cache. */
export const memberHeaders = () => ({ 'Cache-Control': 'private, no-store' });
