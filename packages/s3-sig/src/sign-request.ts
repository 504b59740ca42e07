import { ALGORITHM, amzDate, canonicalRequest, credentialScope, UNSIGNED_PAYLOAD } from './canonical.ts';
import { signature, signingKey, stringToSign } from './sigv4.ts';

/**
 * Signing S3 requests in the header form, as the browser uploader does (and the upload bench).
 * Bodies are not hashed by default (`UNSIGNED-PAYLOAD`, which S3 accepts): hashing every megabyte in
 * the browser would cost more than the upload is worth, and TLS already protects the bytes.
 */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  region: string;
}

const SERVICE = 's3';

const keys = new Map<string, Promise<Uint8Array>>();
/** The signing key changes once a day per secret and region: derive it once. */
function cachedSigningKey(secret: string, date: string, region: string): Promise<Uint8Array> {
  const id = `${secret}\n${date}\n${region}`;
  let key = keys.get(id);
  if (!key) {
    key = signingKey(secret, date, region, SERVICE);
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
  const headers: Record<string, string> = { ...input.headers, ...added, host: url.host };
  const signedHeaders = Object.keys(headers).sort();
  const scope = credentialScope(date, credentials.region, SERVICE);
  const canonical = canonicalRequest({
    method: input.method,
    path: url.pathname,
    query: url.search,
    headers,
    signedHeaders,
    payloadHash,
  });
  const key = await cachedSigningKey(credentials.secretAccessKey, date, credentials.region);
  const signed = await signature(key, await stringToSign(canonical, stamp, scope));
  return {
    ...added,
    authorization: `${ALGORITHM} Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders.join(
      ';',
    )}, Signature=${signed}`,
  };
}
