import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verification of AWS Signature Version 4 (header form) as S3 defines it, so that any S3 client —
 * the storefront's helper, the AWS SDK, a mini-program's library — can talk to the local endpoint
 * with the temporary credentials from `GET /oss/token`.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
export interface SignedRequest {
  method: string;
  /** Path and query exactly as received (still percent-encoded). */
  rawUrl: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface ParsedAuthorization {
  accessKeyId: string;
  /** YYYYMMDD */
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

export type SigV4Failure = 'malformed' | 'skewed' | 'mismatch';

const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
/** S3 refuses requests whose x-amz-date is further than this from its clock. */
export const MAX_CLOCK_SKEW_MS = 15 * 60_000;
const REQUIRED_SIGNED = ['host', 'x-amz-date', 'x-amz-content-sha256'];

export function parseAuthorization(header: string | undefined): ParsedAuthorization | null {
  const match = header ? AUTH_PATTERN.exec(header.trim()) : null;
  if (!match) return null;
  const [, accessKeyId, date, region, service, signedHeaders, signature] = match as unknown as string[];
  const names = signedHeaders!.split(';');
  if (!REQUIRED_SIGNED.every((name) => names.includes(name))) return null;
  return {
    accessKeyId: accessKeyId!,
    date: date!,
    region: region!,
    service: service!,
    signedHeaders: names,
    signature: signature!,
  };
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, upper-case hex. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const decode = (value: string) => decodeURIComponent(value.replace(/\+/g, '%2B'));

/** S3 signs the path as given (no normalisation), each segment encoded once. */
export function canonicalUri(rawPath: string): string {
  return rawPath
    .split('/')
    .map((segment) => uriEncode(decode(segment)))
    .join('/');
}

export function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return '';
  return rawQuery
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at === -1 ? pair : pair.slice(0, at);
      const value = at === -1 ? '' : pair.slice(at + 1);
      return [uriEncode(decode(name)), uriEncode(decode(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const headerValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/** `20130524T000000Z` → epoch ms, or NaN. */
export function parseAmzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

export function stringToSign(request: SignedRequest, auth: ParsedAuthorization): string {
  const at = request.rawUrl.indexOf('?');
  const rawPath = at === -1 ? request.rawUrl : request.rawUrl.slice(0, at);
  const rawQuery = at === -1 ? '' : request.rawUrl.slice(at + 1);
  const headers = auth.signedHeaders
    .map((name) => `${name}:${headerValue(request.headers[name])}\n`)
    .join('');
  const canonical = [
    request.method.toUpperCase(),
    canonicalUri(rawPath),
    canonicalQuery(rawQuery),
    headers,
    auth.signedHeaders.join(';'),
    headerValue(request.headers['x-amz-content-sha256']),
  ].join('\n');
  const scope = `${auth.date}/${auth.region}/${auth.service}/aws4_request`;
  return ['AWS4-HMAC-SHA256', headerValue(request.headers['x-amz-date']), scope, sha256Hex(canonical)].join(
    '\n',
  );
}

/** Checks the clock, the credential scope and the signature of a request signed with `secret`. */
export function verifySigV4(
  request: SignedRequest,
  auth: ParsedAuthorization,
  secret: string,
  expected: { region: string; now: number },
): { ok: true } | { ok: false; failure: SigV4Failure } {
  const amzDate = headerValue(request.headers['x-amz-date']);
  const at = parseAmzDate(amzDate);
  if (Number.isNaN(at) || !amzDate.startsWith(auth.date)) return { ok: false, failure: 'malformed' };
  if (auth.region !== expected.region || auth.service !== 's3') return { ok: false, failure: 'malformed' };
  if (Math.abs(expected.now - at) > MAX_CLOCK_SKEW_MS) return { ok: false, failure: 'skewed' };
  let text: string;
  try {
    text = stringToSign(request, auth);
  } catch {
    return { ok: false, failure: 'malformed' }; // a bad percent-escape in the path or query
  }
  const computed = hmac(signingKey(secret, auth.date, auth.region, auth.service), text);
  const given = Buffer.from(auth.signature, 'hex');
  return given.length === computed.length && timingSafeEqual(given, computed)
    ? { ok: true }
    : { ok: false, failure: 'mismatch' };
}
