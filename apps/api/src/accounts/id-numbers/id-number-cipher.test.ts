import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createIdNumberCipher, IdNumberDecryptError, maskIdNumber } from './id-number-cipher.ts';
import { idNumberKeys, idNumberProblems } from './id-number-config.ts';

const NUMBER = '310101199001011234';
const key = () => randomBytes(32).toString('base64');
const cipherWith = (ID_NUMBER_KEY: string, ID_NUMBER_KEY_VERSION = 1, ID_NUMBER_OLD_KEYS?: string) =>
  createIdNumberCipher(idNumberKeys({ ID_NUMBER_KEY, ID_NUMBER_KEY_VERSION, ID_NUMBER_OLD_KEYS }));

describe('ID number cipher', () => {
  it('when a number is encrypted, then the bytes are version ‖ iv ‖ ciphertext ‖ tag and hold no clear digits', () => {
    const cipher = cipherWith(key(), 7);
    const stored = cipher.encrypt(NUMBER, 42);
    expect(stored[0]).toBe(7);
    expect(stored).toHaveLength(1 + 12 + NUMBER.length + 16);
    expect(stored.toString('latin1')).not.toContain(NUMBER.slice(6, 14));
    expect(cipher.encrypt(NUMBER, 42).equals(stored)).toBe(false);
    expect(cipher.decrypt(stored, 42)).toBe(NUMBER);
  });

  it('when the key is wrong, then decrypting throws instead of returning garbage', () => {
    const stored = cipherWith(key()).encrypt(NUMBER, 42);
    expect(() => cipherWith(key()).decrypt(stored, 42)).toThrow(IdNumberDecryptError);
  });

  it('when the bytes were changed or moved to another member, then decrypting throws', () => {
    const cipher = cipherWith(key());
    const stored = cipher.encrypt(NUMBER, 42);
    const flipped = Buffer.from(stored);
    flipped[20]! ^= 1;
    expect(() => cipher.decrypt(flipped, 42)).toThrow(IdNumberDecryptError);
    expect(() => cipher.decrypt(stored, 43)).toThrow(IdNumberDecryptError);
    expect(() => cipher.decrypt(stored.subarray(0, 20), 42)).toThrow(IdNumberDecryptError);
  });

  it('when a row names an old key version, then the old key reads it; an unknown version throws', () => {
    const oldKey = key();
    const stored = cipherWith(oldKey, 1).encrypt(NUMBER, 42);
    expect(cipherWith(key(), 2, `1:${oldKey}`).decrypt(stored, 42)).toBe(NUMBER);
    expect(() => cipherWith(key(), 2).decrypt(stored, 42)).toThrow(/key version 1/);
  });

  it('masks all but the first four and last four characters', () => {
    expect(maskIdNumber(NUMBER)).toBe('3101**********1234');
    expect(maskIdNumber('1234')).toBe('****');
    expect(maskIdNumber('')).toBe('');
  });

  it('when an old key claims the current version or one outside 1-255, then configuration names it', () => {
    const k = key();
    expect(idNumberProblems({ ID_NUMBER_OLD_KEYS: `1:${k}` })).toHaveLength(1);
    expect(idNumberProblems({ ID_NUMBER_KEY_VERSION: '2', ID_NUMBER_OLD_KEYS: `1:${k},300:${k}` })).toEqual([
      'ID_NUMBER_OLD_KEYS: version 300 must be 1-255 and not ID_NUMBER_KEY_VERSION',
    ]);
    expect(idNumberProblems({ ID_NUMBER_KEY_VERSION: '2', ID_NUMBER_OLD_KEYS: `1:${k}` })).toEqual([]);
  });
});
