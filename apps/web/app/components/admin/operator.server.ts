import { Code } from '@labmall/protocol';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { apiContext } from '../../lib/context.server';
import { pageUrl } from '../../lib/guard';
import { pageLoadFailure } from '../catalogue/load-failure.server';
import type { Operator } from './console-menu';

/** Where an operator signs in (routes/admin/login.tsx). */
export const OPERATOR_LOGIN = '/admin/login';

export const operatorLogin = (pathname: string, search: URLSearchParams) => {
  const target = `${pathname}${search.size ? `?${search}` : ''}`;
  return `${OPERATOR_LOGIN}?redirect=${encodeURIComponent(target)}`;
};

/**
 * Everything the console knows about who is signed in, in one place: `/admin/me` answers the
 * operator and their permissions. Not signed in (503): to the login page, back here after; signed in
 * but no operator (403): null, and the shell says 无权访问.
 */
export async function loadOperator(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Operator | null> {
  const answer = await context.get(apiContext).getEnvelope('/admin/me', {});
  if (answer.code === Code.OK) return answer.obj;
  if (answer.code === Code.FORBIDDEN) return null;
  if (answer.code === Code.SESSION_EXPIRED) {
    const url = pageUrl(request.url);
    throw redirect(operatorLogin(url.pathname, url.searchParams));
  }
  return pageLoadFailure(context, answer.message);
}

/**
 * A console page's own data call: a refusal (403, the operator lacks the page's permission) becomes
 * the shell's 无权访问, not the storefront's error page.
 */
export function refused(code: number): never {
  throw data({ forbidden: true }, { status: code === Code.FORBIDDEN ? 403 : 404 });
}
