import { createTransport, type Transport, type TransportKeys } from '@labmall/protocol';
import { type ApiEnvelope, ApiError, declaredEnvelope } from './errors';

export type ApiMethod = 'GET' | 'POST';

export interface CallOptions {
  /** Session token; browsers leave it out and the server reads the HttpOnly cookie instead. */
  session?: string | undefined;
  signal?: AbortSignal | undefined;
}

export interface ApiCaller {
  call(method: ApiMethod, path: string, payload?: unknown, options?: CallOptions): Promise<ApiEnvelope>;
}

const transports = new Map<string, Promise<Transport>>();
/** Importing keys costs a WebCrypto round trip; do it once per key pair, not per call. */
function transportFor(keys: TransportKeys): Promise<Transport> {
  const id = `${keys.cipherKey}\n${keys.signSecret}`;
  let transport = transports.get(id);
  if (!transport) {
    transport = createTransport(keys);
    transports.set(id, transport);
  }
  return transport;
}

const isAbort = (error: unknown, signal?: AbortSignal) =>
  signal?.aborted || (error instanceof Error && error.name === 'AbortError');

/**
 * The one way the storefront talks to the store API (DESIGN §3): seal the payload, send it to
 * `/api{path}` (GET as query parameters, POST as a JSON body), open the envelope. Throws ApiError for
 * everything that is not an envelope; a failing envelope is returned for the caller to handle.
 */
export function createApiCaller(options: {
  keys: TransportKeys;
  fetch: (request: Request) => Promise<Response>;
  /** The page's own origin in the browser; any absolute origin for the in-process server fetch. */
  origin: string;
}): ApiCaller {
  return {
    async call(method, path, payload = {}, callOptions = {}) {
      const { session, signal } = callOptions;
      let request: Request;
      try {
        const transport = await transportFor(options.keys);
        // Sign the path the request line will carry: URL parsing re-encodes it (乙 → %E4%B9%99, /./ dropped).
        const url = new URL(`${options.origin}/api${path}`);
        const sealed = await transport.seal(method, url.pathname, payload, session ? { session } : {});
        if (method === 'GET') url.search = new URLSearchParams({ ...sealed }).toString();
        request =
          method === 'GET'
            ? new Request(url, { signal: signal ?? null })
            : new Request(url, {
                method,
                body: JSON.stringify(sealed),
                headers: { 'content-type': 'application/json' },
                signal: signal ?? null,
              });
      } catch (error) {
        throw new ApiError('system', { cause: error });
      }

      let response: Response;
      try {
        response = await options.fetch(request);
      } catch (error) {
        throw new ApiError(isAbort(error, signal) ? 'cancelled' : 'network', { cause: error });
      }

      // The store ran nothing and says so in plain text; a proxy's 503 page means the same. Either way
      // the client's own text is shown, never a body no key vouches for.
      if (response.status === 503) throw new ApiError('unavailable');
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        if (isAbort(error, signal)) throw new ApiError('cancelled', { cause: error });
        throw new ApiError('decrypt', { cause: error });
      }
      try {
        return declaredEnvelope(await (await transportFor(options.keys)).openResponse(body));
      } catch (error) {
        throw new ApiError('decrypt', { cause: error });
      }
    },
  };
}
