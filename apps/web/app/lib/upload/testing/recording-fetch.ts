import type { Fetch } from '../upload-types';

export interface SentRequest {
  method: string;
  /** `PUT part 3`, `POST create`, `GET list`, `POST complete`, `DELETE abort`, `PUT object`. */
  operation: string;
  partNumber?: number;
}

/** Which S3 operation a helper request is, from its method and query. */
export function operationOf(method: string, url: string): SentRequest {
  const query = new URL(url).searchParams;
  const partNumber = query.has('partNumber') ? Number(query.get('partNumber')) : undefined;
  if (method === 'PUT' && partNumber !== undefined)
    return { method, operation: `PUT part ${partNumber}`, partNumber };
  if (method === 'PUT') return { method, operation: 'PUT object' };
  if (method === 'POST' && query.has('uploads')) return { method, operation: 'POST create' };
  if (method === 'POST') return { method, operation: 'POST complete' };
  if (method === 'GET') return { method, operation: 'GET list' };
  return { method, operation: 'DELETE abort' };
}

/**
 * A fetch that logs every request the helper makes and lets a test step in before one is sent:
 * `intercept` may return a Response (or throw) instead of sending it.
 */
export function recordingFetch(
  intercept?: (request: SentRequest, attempt: number) => Response | undefined | Promise<Response | undefined>,
) {
  const sent: SentRequest[] = [];
  const attempts = new Map<string, number>();
  const fetcher: Fetch = async (input, init) => {
    const request = operationOf(init.method ?? 'GET', input);
    sent.push(request);
    const attempt = (attempts.get(request.operation) ?? 0) + 1;
    attempts.set(request.operation, attempt);
    const replaced = await intercept?.(request, attempt);
    return replaced ?? fetch(input, init);
  };
  return { fetch: fetcher, sent, operations: () => sent.map((r) => r.operation) };
}
