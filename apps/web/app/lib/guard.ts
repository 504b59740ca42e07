import type { SessionUser } from './user';

export interface GuardInput {
  pathname: string;
  search: URLSearchParams;
  user: Pick<SessionUser, 'id' | 'identification' | 'credit'>;
  /** Whether the buyer has a cached order list (the items chosen for /order). */
  hasOrderList: boolean;
}

/**
 * Client-side navigations fetch `/{path}.data` (`/_root.data` for `/`) with a `_routes` parameter;
 * server middleware sees that raw URL, so the guard judges the page it stands for.
 */
export function pageUrl(raw: string): URL {
  const url = new URL(raw);
  if (url.pathname === '/_root.data') url.pathname = '/';
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  return url;
}

const MEMBER_ONLY = ['/register/datum', '/register/success', '/cart', '/order', '/pay', '/quick'];

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Where the login page should send the member back to. */
export const loginRedirect = (pathname: string, search: URLSearchParams) => {
  const target = `${pathname}${search.size ? `?${search}` : ''}`;
  return `/login?redirect=${encodeURIComponent(target)}`;
};

function orderFallback(search: URLSearchParams): string {
  const source = search.get('source');
  const id = search.get('id');
  const validId = id && /^[1-9]\d{0,17}$/.test(id) ? id : null;
  if (source === '2') return '/cart';
  if (source === '3') return '/quick';
  if (source === '1' && validId) return `/item/${validId}`;
  if (source === '4' && validId) return `/points/${validId}`;
  return '/';
}

/**
 * The route guard of SPEC §4, in the spec's order: the first rule that applies decides.
 * Returns the path to redirect to, or null to let the navigation through.
 * (Unmatched paths are the router's job: the catch-all route sends them to /error/404.)
 */
export function guard({ pathname, search, user, hasOrderList }: GuardInput): string | null {
  const loggedIn = user.id !== 0;
  if (loggedIn && (pathname === '/login' || pathname === '/register')) return '/';
  if (loggedIn && pathname === '/register/datum' && user.identification !== -1) return '/';
  if (pathname === '/order' && !hasOrderList) return orderFallback(search);
  if (pathname === '/user/bill' && user.credit === 0) return '/user/bill/record';
  if (!loggedIn && (under(pathname, '/user') || MEMBER_ONLY.includes(pathname))) {
    return loginRedirect(pathname, search);
  }
  return null;
}

/** The error page (`/error/{message}`): it must render even when every API call fails. */
export const isErrorPage = (pathname: string) => pathname === '/error' || pathname.startsWith('/error/');
