import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { decrypt, encrypt, sign, signingString, verify } from './crypto.ts';
import { generateCipherKey, generateSignSecret, importCipherKey, importSignKey } from './keys.ts';
import { TransportError } from './transport-error.ts';

function flipByte(base64: string, index: number): string {
  const bytes = base64ToBytes(base64);
  bytes[index] = bytes[index]! ^ 0x01;
  return bytesToBase64(bytes);
}

describe('keys', () => {
  it('when a cipher key is generated, then it is base64 of 32 fresh random bytes', () => {
    const a = generateCipherKey();
    expect(base64ToBytes(a)).toHaveLength(32);
    expect(generateCipherKey()).not.toBe(a);
  });

  it('when a sign secret is generated, then it is 64 fresh lower-case hex characters', () => {
    const a = generateSignSecret();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(generateSignSecret()).not.toBe(a);
  });

  it.each([16, 24, 31, 33, 0])(
    'when the cipher key is %i bytes, then import throws TransportError',
    async (n) => {
      await expect(importCipherKey(bytesToBase64(new Uint8Array(n)))).rejects.toBeInstanceOf(TransportError);
    },
  );

  it('when the cipher key is not base64, then import throws TransportError', async () => {
    await expect(importCipherKey('not base64!')).rejects.toBeInstanceOf(TransportError);
  });

  it('when the sign secret is empty, then import throws TransportError', async () => {
    await expect(importSignKey('')).rejects.toBeInstanceOf(TransportError);
  });
});

describe('encrypt / decrypt', () => {
  it('when encrypted then decrypted, then the text comes back, UTF-8 included', async () => {
    const key = await importCipherKey(generateCipherKey());
    const text = '{"name":"无水乙醇 ≥99.7%","note":"🧪"}';
    expect(await decrypt(key, await encrypt(key, text))).toBe(text);
  });

  it('when encrypted, then the bytes are iv(12) ‖ ciphertext(len of UTF-8) ‖ tag(16)', async () => {
    const key = await importCipherKey(generateCipherKey());
    const text = '{"a":"乙醇"}';
    const bytes = base64ToBytes(await encrypt(key, text));
    expect(bytes).toHaveLength(12 + new TextEncoder().encode(text).length + 16);
  });

  it('when the same text is encrypted twice, then the ivs and ciphertexts differ', async () => {
    const key = await importCipherKey(generateCipherKey());
    const a = base64ToBytes(await encrypt(key, '{}'));
    const b = base64ToBytes(await encrypt(key, '{}'));
    expect(a.subarray(0, 12)).not.toEqual(b.subarray(0, 12));
  });

  it('when an iv is given, then it is the first 12 bytes', async () => {
    const key = await importCipherKey(generateCipherKey());
    const iv = Uint8Array.from({ length: 12 }, (_, i) => 100 + i);
    expect(base64ToBytes(await encrypt(key, '{}', iv)).subarray(0, 12)).toEqual(iv);
  });

  it('when the iv is not 12 bytes, then encrypt refuses it', async () => {
    const key = await importCipherKey(generateCipherKey());
    await expect(encrypt(key, '{}', new Uint8Array(16))).rejects.toBeInstanceOf(RangeError);
  });

  it.each([
    ['the iv', 0],
    ['the body', 13],
    ['the tag', -1],
  ])('when one byte of %s is flipped, then decrypt throws TransportError', async (_, at) => {
    const key = await importCipherKey(generateCipherKey());
    const ciphertext = await encrypt(key, '{"a":1}');
    const index = at < 0 ? base64ToBytes(ciphertext).length + at : at;
    await expect(decrypt(key, flipByte(ciphertext, index))).rejects.toBeInstanceOf(TransportError);
  });

  it('when decrypted with another key, then it throws TransportError', async () => {
    const ciphertext = await encrypt(await importCipherKey(generateCipherKey()), '{}');
    await expect(decrypt(await importCipherKey(generateCipherKey()), ciphertext)).rejects.toBeInstanceOf(
      TransportError,
    );
  });

  it('when the ciphertext is shorter than iv and tag, then it throws TransportError', async () => {
    const key = await importCipherKey(generateCipherKey());
    await expect(decrypt(key, bytesToBase64(new Uint8Array(27)))).rejects.toBeInstanceOf(TransportError);
  });

  it('when the ciphertext is not base64, then it throws TransportError', async () => {
    const key = await importCipherKey(generateCipherKey());
    await expect(decrypt(key, 'ab$d')).rejects.toBeInstanceOf(TransportError);
  });

  it('when the plaintext is not UTF-8, then it throws TransportError', async () => {
    const raw = crypto.getRandomValues(new Uint8Array(32));
    const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
    const iv = new Uint8Array(12);
    const body = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array([0xff])),
    );
    const ciphertext = bytesToBase64(new Uint8Array([...iv, ...body]));
    await expect(decrypt(await importCipherKey(bytesToBase64(raw)), ciphertext)).rejects.toBeInstanceOf(
      TransportError,
    );
  });
});

describe('sign / verify', () => {
  const args = ['POST', '/api/user/info', '1767225600000', 'AAAA'] as const;

  it('when building the signing string, then it is METHOD, PATH, timestamp, ciphertext on four lines', () => {
    expect(signingString(...args)).toBe('POST\n/api/user/info\n1767225600000\nAAAA');
  });

  it('when the method is lower-case or the path has a query, then the signing string normalises them', () => {
    expect(signingString('get', '/api/region?x=1', '1', 'AAAA')).toBe('GET\n/api/region\n1\nAAAA');
  });

  it('when signed, then the sign is 64 lower-case hex characters that verify', async () => {
    const key = await importSignKey('secret');
    const signature = await sign(key, ...args);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await verify(key, ...args, signature)).toBe(true);
  });

  type Signed = [method: string, path: string, timestamp: string, ciphertext: string];
  it.each<[string, Signed]>([
    ['another method', ['GET', args[1], args[2], args[3]]],
    ['another path', [args[0], '/api/user/cart/count', args[2], args[3]]],
    ['another timestamp', [args[0], args[1], '1767225600001', args[3]]],
    ['another ciphertext', [args[0], args[1], args[2], 'AAAB']],
  ])('when checked against %s, then verify is false', async (_, other) => {
    const key = await importSignKey('secret');
    const signature = await sign(key, ...args);
    expect(await verify(key, ...other, signature)).toBe(false);
  });

  it('when signed with another secret, then verify is false', async () => {
    const signature = await sign(await importSignKey('other secret'), ...args);
    expect(await verify(await importSignKey('secret'), ...args, signature)).toBe(false);
  });

  it('when the sign is well-formed but wrong, then verify is false', async () => {
    const key = await importSignKey('secret');
    const signature = await sign(key, ...args);
    const wrong = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(await verify(key, ...args, wrong)).toBe(false);
  });

  it('when the sign is malformed, then verify is false and does not throw', async () => {
    const key = await importSignKey('secret');
    const good = await sign(key, ...args);
    expect(good.toUpperCase()).not.toBe(good);
    const malformed: unknown[] = [
      good.toUpperCase(),
      good.slice(0, 62),
      `${good}00`,
      `${good.slice(0, 63)}g`,
      `${good.slice(0, 63)}`,
      '',
      ` ${good.slice(1)}`,
      undefined,
      null,
      42,
    ];
    for (const signature of malformed) {
      expect(await verify(key, ...args, signature as string)).toBe(false);
    }
  });
});
