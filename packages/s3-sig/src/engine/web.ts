import type { HashEngine } from './engine.ts';

const buffer = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;

const importKey = (raw: Uint8Array, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', buffer(raw), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

export const engine: HashEngine = {
  async sha256(data) {
    return new Uint8Array(await crypto.subtle.digest('SHA-256', buffer(data)));
  },
  async hmacSha256(key, data) {
    return new Uint8Array(await crypto.subtle.sign('HMAC', await importKey(key, 'sign'), buffer(data)));
  },
  async hmacVerify(key, signature, data) {
    // subtle.verify compares in constant time; a string compare of hex would not.
    return crypto.subtle.verify('HMAC', await importKey(key, 'verify'), buffer(signature), buffer(data));
  },
};
