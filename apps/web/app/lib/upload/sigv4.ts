/**
 * AWS Signature Version 4 for S3 requests, on WebCrypto (browsers in a secure context, workers,
 * Node). Bodies are not hashed (`UNSIGNED-PAYLOAD`, which S3 accepts): hashing every megabyte in
 * the browser would cost more than the upload is worth, and TLS already protects the bytes.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  region: string;
}

export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

const encoder = new TextEncoder();
const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function hmac(key: BufferSource, text: string): Promise<ArrayBuffer> {
  const imported = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return crypto.subtle.sign('HMAC', imported, encoder.encode(text));
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, upper-case hex. */
export const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const decode = (value: string) => decodeURIComponent(value.replace(/\+/g, '%2B'));

function canonicalQuery(search: string): string {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
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

/** `2013-05-24T00:00:00.000Z` → `20130524T000000Z` */
export const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const keys = new Map<string, Promise<ArrayBuffer>>();
/** The signing key changes once a day per secret and region: derive it once. */
function signingKey(secret: string, date: string, region: string): Promise<ArrayBuffer> {
  const id = `${secret}\n${date}\n${region}`;
  let key = keys.get(id);
  if (!key) {
    key = hmac(encoder.encode(`AWS4${secret}`), date)
      .then((k) => hmac(k, region))
      .then((k) => hmac(k, 's3'))
      .then((k) => hmac(k, 'aws4_request'));
    if (keys.size > 20) keys.clear();
    keys.set(id, key);
  }
  return key;
}

/**
 * The headers to add to a request for it to be accepted: x-amz-date, x-amz-content-sha256,
 * x-amz-security-token and Authorization. `headers` are extra headers to sign (lower-case names).
 */
export async function signRequest(input: {
  method: string;
  url: URL;
  credentials: SigningCredentials;
  now: Date;
  headers?: Record<string, string>;
  payloadHash?: string;
}): Promise<Record<string, string>> {
  const { url, credentials } = input;
  const stamp = amzDate(input.now);
  const date = stamp.slice(0, 8);
  const payloadHash = input.payloadHash ?? UNSIGNED_PAYLOAD;
  const added: Record<string, string> = {
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': stamp,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
  };
  const signed: Record<string, string> = { ...input.headers, ...added, host: url.host };
  const names = Object.keys(signed).sort();
  const canonical = [
    input.method.toUpperCase(),
    url.pathname
      .split('/')
      .map((segment) => uriEncode(decode(segment)))
      .join('/'),
    canonicalQuery(url.search),
    names.map((name) => `${name}:${signed[name]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${date}/${credentials.region}/s3/aws4_request`;
  const toSign = [
    'AWS4-HMAC-SHA256',
    stamp,
    scope,
    hex(await crypto.subtle.digest('SHA-256', encoder.encode(canonical))),
  ].join('\n');
  const signature = hex(
    await hmac(await signingKey(credentials.secretAccessKey, date, credentials.region), toSign),
  );
  return {
    ...added,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(
      ';',
    )}, Signature=${signature}`,
  };
}
