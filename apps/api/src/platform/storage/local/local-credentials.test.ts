import { describe, expect, it } from 'vitest';
import {
  deriveAccessKeyId,
  deriveSecretKey,
  issueLocalCredentials,
  verifySecurityToken,
} from './local-credentials.ts';

const SECRET = 'credentials-test-secret-0123456789abcdef';
const claims = { bucket: 'labmall', prefix: 'u/7/202611/', expiresAt: 1_000_000 };

describe('local upload credentials', () => {
  it('when issued, then the token verifies until it expires and carries its claims', () => {
    const issued = issueLocalCredentials(SECRET, claims);
    expect(verifySecurityToken(SECRET, issued.securityToken, 999_999)).toEqual({ ok: true, claims });
    expect(verifySecurityToken(SECRET, issued.securityToken, 1_000_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(issued.accessKeyId).toBe(deriveAccessKeyId(SECRET, issued.securityToken));
    expect(issued.accessKeySecret).toBe(deriveSecretKey(SECRET, issued.securityToken));
  });

  it('when two tokens are issued for the same claims, then they differ (and so do their keys)', () => {
    const a = issueLocalCredentials(SECRET, claims);
    const b = issueLocalCredentials(SECRET, claims);
    expect(a.securityToken).not.toBe(b.securityToken);
    expect(a.accessKeySecret).not.toBe(b.accessKeySecret);
  });

  it('when a token is altered, signed with another secret or malformed, then it is invalid', () => {
    const { securityToken } = issueLocalCredentials(SECRET, claims);
    const [body, mac] = securityToken.split('.');
    const widened = Buffer.from(JSON.stringify({ b: 'labmall', p: 'u/', e: 9e15, n: 'x' })).toString(
      'base64url',
    );
    for (const token of [
      `${widened}.${mac}`,
      `${body}.${mac!.slice(0, -2)}AA`,
      issueLocalCredentials(`${SECRET}-other`, claims).securityToken,
      body!,
      `${securityToken}.extra`,
      '',
    ]) {
      expect(verifySecurityToken(SECRET, token, 0)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
