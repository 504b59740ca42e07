import { encrypt, generateCipherKey, generateSignSecret, importCipherKey } from '@labmall/protocol';
import { describe, expect, it } from 'vitest';
import { openErrorMessage, sealErrorMessage } from './error-message.server';

const urlSafe = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('error page message', () => {
  const secret = generateSignSecret();

  it('when the shop seals a message, then it round-trips through a URL path segment', async () => {
    const sealed = await sealErrorMessage(secret, '订单不存在');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await openErrorMessage(secret, sealed)).toBe('订单不存在');
  });

  it('when a link was sealed with the transport key (the old way, open to any browser), then it shows nothing', async () => {
    const transportKey = generateCipherKey();
    const old = urlSafe(await encrypt(await importCipherKey(transportKey), '请拨打 400-123-4567 领取退款'));
    expect(await openErrorMessage(secret, old)).toBeNull();
  });

  it('when a link was sealed with another secret, forged, random or plain, then it shows nothing', async () => {
    expect(await openErrorMessage(secret, await sealErrorMessage(generateSignSecret(), '伪造'))).toBeNull();
    const random = urlSafe(btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(60)))));
    expect(await openErrorMessage(secret, random)).toBeNull();
    expect(await openErrorMessage(secret, 'aGVsbG8gd29ybGQgaGVsbG8gd29ybGQgaGVsbG8gd29ybGQ')).toBeNull();
    expect(await openErrorMessage(secret, '您的账户已被冻结请联系客服')).toBeNull();
  });

  it('when a genuine link has its text changed, then it shows nothing', async () => {
    const sealed = await sealErrorMessage(secret, '订单不存在');
    const bytes = Uint8Array.from(atob(sealed.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1]! ^= 1;
    expect(await openErrorMessage(secret, urlSafe(btoa(String.fromCharCode(...bytes))))).toBeNull();
  });

  it('when a message is over-long, then it is cut rather than carried', async () => {
    const opened = await openErrorMessage(secret, await sealErrorMessage(secret, '错'.repeat(500)));
    expect(opened).toHaveLength(200);
  });
});
