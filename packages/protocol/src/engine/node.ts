import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { CipherKey, CryptoEngine, SignKey } from './engine.ts';

const TAG_BYTES = 16;
const asKey = (key: CipherKey | SignKey) => key as unknown as KeyObject;

export const engine: CryptoEngine = {
  async importAesKey(raw) {
    return createSecretKey(raw) as unknown as CipherKey;
  },
  async importHmacKey(raw) {
    return createSecretKey(raw) as unknown as SignKey;
  },
  async aesGcmEncrypt(key, iv, plaintext) {
    const cipher = createCipheriv('aes-256-gcm', asKey(key), iv);
    return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  },
  async aesGcmDecrypt(key, iv, sealed) {
    if (sealed.length < TAG_BYTES) throw new Error('ciphertext too short');
    const decipher = createDecipheriv('aes-256-gcm', asKey(key), iv);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  },
  async hmacSha256(key, data) {
    return createHmac('sha256', asKey(key)).update(data).digest();
  },
  async hmacVerify(key, signature, data) {
    const expected = createHmac('sha256', asKey(key)).update(data).digest();
    return expected.length === signature.length && timingSafeEqual(expected, signature);
  },
  randomBytes(length) {
    return new Uint8Array(randomBytes(length));
  },
  toBase64(bytes) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  },
  fromBase64(text) {
    return new Uint8Array(Buffer.from(text, 'base64'));
  },
};
