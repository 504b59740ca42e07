import { engine } from '#engine';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import type { CipherKey, SignKey } from './engine/engine.ts';
import { bytesToHex } from './hex.ts';
import { TransportError } from './transport-error.ts';

const CIPHER_KEY_BYTES = 32;
const SIGN_SECRET_BYTES = 32;

/** A fresh API_CIPHER_KEY: base64 of 32 random bytes. */
export function generateCipherKey(): string {
  return bytesToBase64(engine.randomBytes(CIPHER_KEY_BYTES));
}

/** A fresh API_SIGN_SECRET: 64 hex characters. The HMAC key is these characters' UTF-8, not the decoded bytes. */
export function generateSignSecret(): string {
  return bytesToHex(engine.randomBytes(SIGN_SECRET_BYTES));
}

export async function importCipherKey(base64Key: string): Promise<CipherKey> {
  const raw = base64ToBytes(base64Key);
  // AES-128/192 keys would import too; the protocol fixes AES-256.
  if (raw.length !== CIPHER_KEY_BYTES) {
    throw new TransportError(`cipher key must be ${CIPHER_KEY_BYTES} bytes, got ${raw.length}`);
  }
  return engine.importAesKey(raw);
}

export async function importSignKey(secret: string): Promise<SignKey> {
  // WebCrypto refuses a zero-length HMAC key with a DataError; say what is wrong instead.
  if (typeof secret !== 'string' || secret.length === 0) {
    throw new TransportError('sign secret must be a non-empty string');
  }
  return engine.importHmacKey(new TextEncoder().encode(secret));
}
