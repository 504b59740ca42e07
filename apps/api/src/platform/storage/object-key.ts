/**
 * Object keys the store accepts: `/`-separated segments of letters, digits, `.`, `_`, `-`, no empty,
 * `.` or `..` segment. Narrower than S3 allows, so a key means the same thing in a URL, in an IAM
 * policy and on every adapter, and never needs escaping in XML.
 */
const SEGMENT = /^[A-Za-z0-9._-]{1,200}$/;
export const MAX_KEY_LENGTH = 512;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

/** A prefix is a valid key followed by `/`; wildcards can never appear in one (they would widen a policy). */
export function isValidPrefix(prefix: string): boolean {
  return prefix.endsWith('/') && isValidKey(prefix.slice(0, -1));
}

/** `true` when `key` is a valid key strictly inside `prefix`. */
export function isKeyUnder(key: string, prefix: string): boolean {
  return isValidPrefix(prefix) && isValidKey(key) && key.startsWith(prefix) && key.length > prefix.length;
}
