import type { CipherKey, CryptoEngine, SignKey } from './engine.ts';

const CHUNK = 0x8000;
type Base64Native = { toBase64?: () => string };
type Base64Ctor = { fromBase64?: (s: string) => Uint8Array };

const buffer = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;

export const engine: CryptoEngine = {
  async importAesKey(raw) {
    const key = await crypto.subtle.importKey('raw', buffer(raw), { name: 'AES-GCM' }, false, [
      'encrypt',
      'decrypt',
    ]);
    return key as unknown as CipherKey;
  },
  async importHmacKey(raw) {
    const key = await crypto.subtle.importKey('raw', buffer(raw), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return key as unknown as SignKey;
  },
  async aesGcmEncrypt(key, iv, plaintext) {
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: buffer(iv) },
      key as unknown as CryptoKey,
      buffer(plaintext),
    );
    return new Uint8Array(sealed);
  },
  async aesGcmDecrypt(key, iv, sealed) {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: buffer(iv) },
      key as unknown as CryptoKey,
      buffer(sealed),
    );
    return new Uint8Array(plain);
  },
  async hmacSha256(key, data) {
    return new Uint8Array(await crypto.subtle.sign('HMAC', key as unknown as CryptoKey, buffer(data)));
  },
  hmacVerify(key, signature, data) {
    // subtle.verify compares in constant time; a string compare of hex would not.
    return crypto.subtle.verify('HMAC', key as unknown as CryptoKey, buffer(signature), buffer(data));
  },
  randomBytes(length) {
    return crypto.getRandomValues(new Uint8Array(length));
  },
  toBase64(bytes) {
    const native = (bytes as Base64Native).toBase64;
    if (typeof native === 'function') return native.call(bytes);
    let binary = '';
    for (let i = 0; i < bytes.length; i += CHUNK) {
      binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
    }
    return btoa(binary);
  },
  fromBase64(text) {
    const native = (Uint8Array as unknown as Base64Ctor).fromBase64;
    if (typeof native === 'function') return native(text);
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  },
};
