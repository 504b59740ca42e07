import { generateCipherKey } from '@labmall/protocol';
import { describe, expect, it } from 'vitest';
import { openErrorMessage, sealErrorMessage } from './error-message';

describe('error page message', () => {
  const key = generateCipherKey();

  it('round-trips through a URL path segment', async () => {
    const sealed = await sealErrorMessage(key, '订单不存在');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await openErrorMessage(key, sealed)).toBe('订单不存在');
  });

  it('shows nothing of a message sealed with another key, forged, or plain', async () => {
    expect(await openErrorMessage(key, await sealErrorMessage(generateCipherKey(), '伪造'))).toBeNull();
    expect(await openErrorMessage(key, 'aGVsbG8gd29ybGQgaGVsbG8gd29ybGQgaGVsbG8gd29ybGQ')).toBeNull();
    expect(await openErrorMessage(key, '您的账户已被冻结请联系客服')).toBeNull();
  });

  it('cuts an over-long message rather than carrying it', async () => {
    const opened = await openErrorMessage(key, await sealErrorMessage(key, '错'.repeat(500)));
    expect(opened).toHaveLength(200);
  });
});
