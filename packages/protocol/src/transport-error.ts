/**
 * The body text of every HTTP 400 transport rejection. One text for every failed check so that a
 * probing client cannot tell a bad sign from a stale timestamp, a replay or an undecryptable ciphertext.
 */
export const TRANSPORT_REJECTED_MESSAGE = '请求无效';

/**
 * Anything undecryptable, unverifiable or malformed on the wire. Its message names the failed check
 * for the server log only; clients get TRANSPORT_REJECTED_MESSAGE.
 */
export class TransportError extends Error {
  override name = 'TransportError';
}
