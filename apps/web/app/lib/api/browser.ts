import type {
  FailedEnvelope,
  GetAnswer,
  GetPath,
  GetPayload,
  PostAnswer,
  PostPath,
  PostPayload,
} from '@labmall/contract';
import { Code, type TransportKeys } from '@labmall/protocol';
import { messages } from '@labmall/rules';
import { loginRedirect } from '../guard';
import { showSessionExpired, toastError } from '../ui/feedback';
import { type ApiCaller, type ApiMethod, createApiCaller } from './call';
import { type ApiEnvelope, ApiError } from './errors';

export interface BrowserCallOptions {
  signal?: AbortSignal;
  /**
   * Called with the failing envelope (checking its `code` types its `obj`): return a text to show
   * instead, or false to show nothing.
   */
  fail?: (envelope: FailedEnvelope) => string | false | undefined;
  /** Called with obj and message on success (SPEC §8); the promise also resolves with obj. */
  success?: (obj: unknown, message: string) => void;
  /**
   * A call the buyer did not ask for (a background poll): no toast and no session dialog on any
   * failure, so a dropped network does not interrupt them every minute; the promise still rejects.
   */
  quiet?: boolean;
}

let caller: ApiCaller | null = null;
let configuredFor = '';

/** Called by the root component with the keys the server handed out (they are public by design). */
export function configureBrowserApi(keys: TransportKeys) {
  const id = `${keys.cipherKey}\n${keys.signSecret}`;
  if (id === configuredFor) return;
  configuredFor = id;
  // Configured during server rendering too (never called there): any absolute origin will do then.
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  caller = createApiCaller({ keys, fetch: (request) => fetch(request), origin });
}

/**
 * After the dialog: the server drops the cookie (it is HttpOnly), and a full load clears all state.
 * The login page returns to this page, through the same `safeRedirect` as every other target.
 */
async function relogin() {
  try {
    await caller?.call('POST', '/user/logout');
  } finally {
    const { pathname, search } = window.location;
    window.location.assign(loginRedirect(pathname, new URLSearchParams(search)));
  }
}

async function request(
  method: ApiMethod,
  path: string,
  payload: unknown,
  options: BrowserCallOptions = {},
): Promise<unknown> {
  if (!caller) throw new ApiError('system');
  let envelope: ApiEnvelope;
  try {
    envelope = await caller.call(method, path, payload, { signal: options.signal });
  } catch (error) {
    const failure = error instanceof ApiError ? error : new ApiError('system', { cause: error });
    if (failure.kind !== 'cancelled' && !options.quiet) toastError(failure.message);
    throw failure;
  }
  if (envelope.code === Code.OK) {
    options.success?.(envelope.obj, envelope.message);
    return envelope.obj;
  }
  const failure = new ApiError('business', {
    code: envelope.code,
    // A refused submission (400) that names nothing better gets the form failure text (SPEC §5, §8).
    message: envelope.message || (envelope.code === Code.INVALID ? messages.FORM_FAILURE : ''),
    obj: envelope.obj,
  });
  if (options.quiet) throw failure;
  if (envelope.code === Code.SESSION_EXPIRED) {
    showSessionExpired(() => void relogin());
    throw failure;
  }
  const custom = options.fail?.(envelope);
  if (custom !== false) toastError(typeof custom === 'string' && custom ? custom : failure.message);
  throw failure;
}

/**
 * The storefront's API client in the browser, with SPEC §8's behaviour: resolves with obj; on failure
 * shows the session dialog (503), the caller's text, or the server's message, then rejects with an
 * ApiError (a cancelled call rejects silently).
 */
export const api = {
  // The answer is the contract's: the server produced `obj` with the route's answer schema.
  get: <P extends GetPath>(
    path: P,
    payload: GetPayload<P> | Record<string, never> = {},
    options?: BrowserCallOptions,
  ) => request('GET', path, payload, options) as Promise<GetAnswer<P>>,
  post: <P extends PostPath>(
    path: P,
    payload: PostPayload<P> | Record<string, never> = {},
    options?: BrowserCallOptions,
  ) => request('POST', path, payload, options) as Promise<PostAnswer<P>>,
};
