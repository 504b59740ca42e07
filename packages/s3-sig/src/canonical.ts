/**
 * The text half of AWS Signature Version 4 as S3 defines it: the canonical request, the scope and
 * the date format. No crypto here (sigv4.ts hashes and signs).
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
export const ALGORITHM = 'AWS4-HMAC-SHA256';
/** S3 accepts an unhashed body; the browser uploader sends every part this way (sign-request.ts). */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

export interface RequestToSign {
  method: string;
  /** The path as sent, still percent-encoded. */
  path: string;
  /** The query as sent, with or without its `?`; '' when there is none. */
  query: string;
  /** By lower-case name; only the signed ones are read. */
  headers: Record<string, string | string[] | undefined>;
  /** Lower-case names, in the order they are signed (sorted, by SigV4's rules). */
  signedHeaders: string[];
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, upper-case hex. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

// A `+` in a path or query is a plus sign to S3, not a space.
const decode = (value: string) => decodeURIComponent(value.replace(/\+/g, '%2B'));

/** S3 signs the path as given (no normalisation), each segment encoded once. Throws on a bad escape. */
export function canonicalUri(rawPath: string): string {
  return rawPath
    .split('/')
    .map((segment) => uriEncode(decode(segment)))
    .join('/');
}

/** Every pair decoded, re-encoded and sorted by name then value. Throws on a bad escape. */
export function canonicalQuery(rawQuery: string): string {
  return rawQuery
    .replace(/^\?/, '')
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

/** A header's value as signed: repeated values joined by commas, trimmed, runs of spaces collapsed. */
export function canonicalHeaderValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
}

export function canonicalRequest(request: RequestToSign): string {
  return [
    request.method.toUpperCase(),
    canonicalUri(request.path),
    canonicalQuery(request.query),
    request.signedHeaders.map((name) => `${name}:${canonicalHeaderValue(request.headers[name])}\n`).join(''),
    request.signedHeaders.join(';'),
    request.payloadHash,
  ].join('\n');
}

/** `20130524/us-east-1/s3/aws4_request` */
export const credentialScope = (date: string, region: string, service: string) =>
  `${date}/${region}/${service}/aws4_request`;

/** `2013-05-24T00:00:00.000Z` → `20130524T000000Z` */
export const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** `20130524T000000Z` → epoch ms, or NaN. */
export function parseAmzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}
