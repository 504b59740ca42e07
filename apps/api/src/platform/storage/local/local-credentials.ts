import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { UploadCredentials } from '../object-storage.ts';

/**
 * The local adapter's stand-in for STS. The security token is a claim set (bucket, prefix, expiry)
 * with an HMAC under the server's storage secret; the access key id and the secret key are derived
 * from the token, so the server keeps no state and verifies a request from its headers alone: it
 * checks the token's MAC and expiry, derives the secret key and checks the request's SigV4 signature.
 * Each purpose has its own label, so a value made for one use is never valid for another.
 */
export interface TokenClaims {
  bucket: string;
  prefix: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const LABEL = {
  token: 'labmall-storage-token-v1',
  accessKeyId: 'labmall-storage-akid-v1',
  secretKey: 'labmall-storage-secret-v1',
} as const;

const mac = (secret: string, label: string, value: string) =>
  createHmac('sha256', secret).update(`${label}\n${value}`).digest();

export function issueLocalCredentials(
  secret: string,
  claims: TokenClaims,
): UploadCredentials & { claims: TokenClaims } {
  // The nonce makes every token distinct even for the same member, prefix and millisecond.
  const body = Buffer.from(
    JSON.stringify({
      b: claims.bucket,
      p: claims.prefix,
      e: claims.expiresAt,
      n: randomBytes(9).toString('base64url'),
    }),
  ).toString('base64url');
  const securityToken = `${body}.${mac(secret, LABEL.token, body).toString('base64url')}`;
  return {
    accessKeyId: deriveAccessKeyId(secret, securityToken),
    accessKeySecret: deriveSecretKey(secret, securityToken),
    securityToken,
    expiration: new Date(claims.expiresAt),
    claims,
  };
}

export function deriveAccessKeyId(secret: string, securityToken: string): string {
  return `LMTK${mac(secret, LABEL.accessKeyId, securityToken).subarray(0, 8).toString('hex').toUpperCase()}`;
}

export function deriveSecretKey(secret: string, securityToken: string): string {
  return mac(secret, LABEL.secretKey, securityToken).toString('base64url');
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Verifies the token's MAC first, so nothing in a forged token is ever parsed. */
export function verifySecurityToken(secret: string, securityToken: string, now: number): TokenCheck {
  const [body, signature, extra] = securityToken.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = mac(secret, LABEL.token, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let parsed: { b?: unknown; p?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof parsed.b !== 'string' || typeof parsed.p !== 'string' || typeof parsed.e !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (parsed.e <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { bucket: parsed.b, prefix: parsed.p, expiresAt: parsed.e } };
}
