import { parseAuthorization, type SignedRequest, verifySigV4 } from '@labmall/s3-sig/verify';
import {
  deriveAccessKeyId,
  deriveSecretKey,
  type TokenClaims,
  verifySecurityToken,
} from '../../platform/storage/local/local-credentials.ts';
import type { LocalObjectStorage } from '../../platform/storage/local/local-storage.ts';
import { isKeyUnder } from '../../platform/storage/object-key.ts';
import { S3Failure } from './s3-errors.ts';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Every write to the local endpoint proves, from its headers alone: a security token this server
 * issued and that has not expired, the access key derived from it, a valid SigV4 signature made
 * with the secret derived from it, and a key inside the token's bucket and prefix.
 */
export async function authenticate(
  storage: LocalObjectStorage,
  request: SignedRequest,
  target: { bucket: string; key: string },
): Promise<TokenClaims> {
  const auth = parseAuthorization(single(request.headers.authorization));
  if (!auth) throw new S3Failure('AuthorizationHeaderMalformed');
  const token = single(request.headers['x-amz-security-token']);
  if (!token) throw new S3Failure('InvalidToken');

  const secret = storage.secret();
  const now = storage.now();
  const check = verifySecurityToken(secret, token, now);
  if (!check.ok) throw new S3Failure(check.reason === 'expired' ? 'ExpiredToken' : 'InvalidToken');
  if (auth.accessKeyId !== deriveAccessKeyId(secret, token)) throw new S3Failure('InvalidAccessKeyId');

  const verified = await verifySigV4(request, auth, deriveSecretKey(secret, token), {
    region: storage.region,
    now,
  });
  if (!verified.ok) {
    throw new S3Failure(
      verified.failure === 'skewed'
        ? 'RequestTimeTooSkewed'
        : verified.failure === 'mismatch'
          ? 'SignatureDoesNotMatch'
          : 'AuthorizationHeaderMalformed',
    );
  }
  if (target.bucket !== check.claims.bucket || !isKeyUnder(target.key, check.claims.prefix)) {
    throw new S3Failure('AccessDenied');
  }
  return check.claims;
}
