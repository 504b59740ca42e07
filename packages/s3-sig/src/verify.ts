import { canonicalHeaderValue, canonicalRequest, credentialScope, parseAmzDate } from './canonical.ts';
import { signingKey, stringToSign, verifySignature } from './sigv4.ts';

/**
 * Verification of AWS Signature Version 4 (header form) as S3 defines it, so that any S3 client —
 * the storefront's uploader, the AWS SDK, a mini-program's library — can talk to the store's local
 * storage endpoint with the temporary credentials from `GET /oss/token`.
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

/** Checks the clock, the credential scope and the signature of a request signed with `secret`. */
export async function verifySigV4(
  request: SignedRequest,
  auth: ParsedAuthorization,
  secret: string,
  expected: { region: string; now: number },
): Promise<{ ok: true } | { ok: false; failure: SigV4Failure }> {
  const stamp = canonicalHeaderValue(request.headers['x-amz-date']);
  const at = parseAmzDate(stamp);
  if (Number.isNaN(at) || !stamp.startsWith(auth.date)) return { ok: false, failure: 'malformed' };
  if (auth.region !== expected.region || auth.service !== 's3') return { ok: false, failure: 'malformed' };
  if (Math.abs(expected.now - at) > MAX_CLOCK_SKEW_MS) return { ok: false, failure: 'skewed' };
  const split = request.rawUrl.indexOf('?');
  let canonical: string;
  try {
    canonical = canonicalRequest({
      method: request.method,
      path: split === -1 ? request.rawUrl : request.rawUrl.slice(0, split),
      query: split === -1 ? '' : request.rawUrl.slice(split + 1),
      headers: request.headers,
      signedHeaders: auth.signedHeaders,
      payloadHash: canonicalHeaderValue(request.headers['x-amz-content-sha256']),
    });
  } catch {
    return { ok: false, failure: 'malformed' }; // a bad percent-escape in the path or query
  }
  const scope = credentialScope(auth.date, auth.region, auth.service);
  const key = await signingKey(secret, auth.date, auth.region, auth.service);
  return (await verifySignature(key, await stringToSign(canonical, stamp, scope), auth.signature))
    ? { ok: true }
    : { ok: false, failure: 'mismatch' };
}
