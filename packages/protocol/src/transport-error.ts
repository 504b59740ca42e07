/**
 * The body text of every HTTP 400 transport rejection. One text for every failed check so that a
 * probing client cannot tell a bad sign from a stale timestamp, a replay or an undecryptable ciphertext.
 */
export const TRANSPORT_REJECTED_MESSAGE = '请求无效';

/**
 * The body text of an HTTP 503: a POST the server cannot check against replays right now (its shared
 * store, Redis, is away), so it runs nothing. Safe to retry, sealed again, a few seconds later.
 */
export const SERVICE_UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后重试';

/**
 * Anything undecryptable, unverifiable or malformed on the wire. Its message names the failed check
 * for the server log only; clients get TRANSPORT_REJECTED_MESSAGE.
 */
export class TransportError extends Error {
  override name = 'TransportError';
}
