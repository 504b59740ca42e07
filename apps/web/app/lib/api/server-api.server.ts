import type {
  FailedEnvelope,
  GetAnswer,
  GetPath,
  GetPayload,
  PostAnswer,
  PostPath,
  PostPayload,
} from '@labmall/contract';
import { Code, type SsrContext } from '@labmall/protocol';
import { redirect } from 'react-router';
import { sealErrorMessage } from '../error-message.server';
import { isErrorPage, loginRedirect, pageUrl } from '../guard';
import type { ApiMethod } from './call';
import { type ApiEnvelope, ApiError, declaredEnvelope } from './errors';

/** An envelope whose `obj` is the route's answer on success, and what the contract declares for the code on failure. */
export type TypedEnvelope<T> = { code: typeof Code.OK; obj: T; message: string } | FailedEnvelope;

export interface ServerApi {
  /** The envelope, whatever its code (for calls whose failure the page handles itself). */
  getEnvelope<P extends GetPath>(path: P, payload?: GetPayload<P>): Promise<TypedEnvelope<GetAnswer<P>>>;
  /** `obj` on success; otherwise throws the redirect SPEC §8 prescribes for page loads. */
  get<P extends GetPath>(path: P, payload?: GetPayload<P>): Promise<GetAnswer<P>>;
  /** A POST's envelope, whatever its code (a search sent as POST whose refusal the page shows itself). */
  postEnvelope<P extends PostPath>(path: P, payload?: PostPayload<P>): Promise<TypedEnvelope<PostAnswer<P>>>;
  post<P extends PostPath>(path: P, payload?: PostPayload<P>): Promise<PostAnswer<P>>;
}

/**
 * The API client for loaders: the store's routes called in process for this page request
 * (SsrContext.api), with the same access checks and answers a browser gets. Page-load failures:
 * 503 → /login (keeping the target), any other failure → /error/{signed message}.
 */
export function createServerApi(ssr: SsrContext, request: Request): ServerApi {
  const url = pageUrl(request.url);
  // The error page sending its own failures to the error page would redirect for ever: there a failure
  // is the route's error (the root boundary), and a call that throws is a failing envelope.
  const onErrorPage = isErrorPage(url.pathname);

  const fail = async (message: string): Promise<never> => {
    if (onErrorPage) throw new ApiError('system', { message });
    throw redirect(`/error/${await sealErrorMessage(ssr.errorLinkSecret, message)}`);
  };

  const envelope = async (method: ApiMethod, path: string, payload?: unknown): Promise<ApiEnvelope> => {
    try {
      return declaredEnvelope(await ssr.api.call(method, path, payload));
    } catch (error) {
      const failure = new ApiError('system', { cause: error });
      if (onErrorPage) return { code: Code.SERVER_ERROR, obj: null, message: failure.message } as ApiEnvelope;
      return fail(failure.message);
    }
  };

  const unwrap = async (method: ApiMethod, path: string, payload?: unknown): Promise<unknown> => {
    const result = await envelope(method, path, payload);
    if (result.code === Code.OK) return result.obj;
    if (result.code === Code.SESSION_EXPIRED) throw redirect(loginRedirect(url.pathname, url.searchParams));
    return fail(result.message || new ApiError('business').message);
  };

  // The answers are the contract's: the route's answer schema produced `obj` on the server.
  return {
    getEnvelope: (path, payload) => envelope('GET', path, payload) as never,
    get: (path, payload) => unwrap('GET', path, payload) as never,
    postEnvelope: (path, payload) => envelope('POST', path, payload) as never,
    post: (path, payload) => unwrap('POST', path, payload) as never,
  };
}
