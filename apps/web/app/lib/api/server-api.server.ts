import type { Envelope, SsrContext } from '@labmall/protocol';
import { Code } from '@labmall/protocol';
import { redirect } from 'react-router';
import { sealErrorMessage } from '../error-message.server';
import { loginRedirect, pageUrl } from '../guard';
import { type ApiMethod, createApiCaller } from './call';
import { ApiError } from './errors';

export interface ServerApi {
  /** The envelope, whatever its code (for calls whose failure the page handles itself). */
  envelope(method: ApiMethod, path: string, payload?: unknown): Promise<Envelope>;
  /** `obj` on success; otherwise throws the redirect SPEC §8 prescribes for page loads. */
  get<T>(path: string, payload?: unknown): Promise<T>;
  post<T>(path: string, payload?: unknown): Promise<T>;
}

/** The visitor's session token, read from the request's cookie header. */
export function sessionOf(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)session=([^;]+)/.exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * The protocol client for loaders: runs on the server with the visitor's own session, through the same
 * transport as the browser. Page-load failures: 503 → /login (keeping the target), any other failure →
 * /error/{sealed message}.
 */
export function createServerApi(ssr: SsrContext, request: Request): ServerApi {
  const caller = createApiCaller({ keys: ssr.transport, fetch: ssr.apiFetch, origin: 'http://internal' });
  const session = sessionOf(request);
  const url = pageUrl(request.url);

  const fail = async (message: string): Promise<never> => {
    throw redirect(`/error/${await sealErrorMessage(ssr.errorLinkSecret, message)}`);
  };

  const envelope = async (method: ApiMethod, path: string, payload?: unknown) => {
    try {
      return await caller.call(method, path, payload, { session, signal: request.signal });
    } catch (error) {
      if (error instanceof ApiError) return fail(error.message);
      throw error;
    }
  };

  const unwrap = async <T>(method: ApiMethod, path: string, payload?: unknown): Promise<T> => {
    const result = await envelope(method, path, payload);
    if (result.code === Code.OK) return result.obj as T;
    if (result.code === Code.SESSION_EXPIRED) throw redirect(loginRedirect(url.pathname, url.searchParams));
    return fail(result.message || new ApiError('business').message);
  };

  return {
    envelope,
    get: (path, payload) => unwrap('GET', path, payload),
    post: (path, payload) => unwrap('POST', path, payload),
  };
}
