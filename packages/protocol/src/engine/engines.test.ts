import { describe, expect, it } from 'vitest';
import type { CryptoEngine } from './engine.ts';
import { engine as nodeEngine } from './node.ts';
import { engine as webEngine } from './web.ts';

// Browsers run the WebCrypto engine, the server the node:crypto one: they must agree byte for byte.
const raw = new Uint8Array(32).map((_, i) => i * 7);
const iv = new Uint8Array(12).map((_, i) => 255 - i);
const text = new TextEncoder().encode('{"keyword":"乙腈 MeCN","page":1}');

describe('crypto engines', () => {
  it('encrypt to the same bytes and open each other’s ciphertext', async () => {
    const [nodeKey, webKey] = [await nodeEngine.importAesKey(raw), await webEngine.importAesKey(raw)];
    const a = await nodeEngine.aesGcmEncrypt(nodeKey, iv, text);
    const b = await webEngine.aesGcmEncrypt(webKey, iv, text);
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(new TextDecoder().decode(await webEngine.aesGcmDecrypt(webKey, iv, a))).toContain('乙腈');
    expect(new TextDecoder().decode(await nodeEngine.aesGcmDecrypt(nodeKey, iv, b))).toContain('乙腈');
  });

  it.each([
    ['node', nodeEngine],
    ['web', webEngine],
  ] as [string, CryptoEngine][])(
    '%s: refuses a ciphertext whose tag does not verify',
    async (_name, engine) => {
      const key = await engine.importAesKey(raw);
      const sealed = await engine.aesGcmEncrypt(key, iv, text);
      sealed[0] = (sealed[0] ?? 0) ^ 1;
      await expect(engine.aesGcmDecrypt(key, iv, sealed)).rejects.toThrow();
    },
  );

  it('compute the same HMAC and verify it in both directions', async () => {
    const secret = new TextEncoder().encode('sign-secret');
    const [nodeKey, webKey] = [await nodeEngine.importHmacKey(secret), await webEngine.importHmacKey(secret)];
    const a = await nodeEngine.hmacSha256(nodeKey, text);
    expect(Array.from(a)).toEqual(Array.from(await webEngine.hmacSha256(webKey, text)));
    expect(await webEngine.hmacVerify(webKey, a, text)).toBe(true);
    expect(await nodeEngine.hmacVerify(nodeKey, a, text)).toBe(true);
    const forged = new Uint8Array(a);
    forged[31] = (forged[31] ?? 0) ^ 1;
    expect(await nodeEngine.hmacVerify(nodeKey, forged, text)).toBe(false);
    expect(await nodeEngine.hmacVerify(nodeKey, forged.subarray(0, 16), text)).toBe(false);
  });

  it('agree on base64, including the fallback without native Uint8Array base64', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    const expected = nodeEngine.toBase64(bytes);
    expect(webEngine.toBase64(bytes)).toBe(expected);
    expect(Array.from(webEngine.fromBase64(expected))).toEqual(Array.from(bytes));
    // Force the btoa/atob path an older browser takes.
    const plain = new Uint8Array(bytes);
    Object.defineProperty(plain, 'toBase64', { value: undefined });
    expect(webEngine.toBase64(plain)).toBe(expected);
  });
});
