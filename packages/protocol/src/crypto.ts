import { engine } from '#engine';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import type { CipherKey, SignKey } from './engine/engine.ts';
import { bytesToHex, hexToBytes } from './hex.ts';
import { TransportError } from './transport-error.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const SIGN_BYTES = 32;

/** base64(iv ‖ AES-256-GCM ciphertext ‖ tag). Pass `iv` only for test vectors: reusing one under a key breaks GCM. */
export async function encrypt(key: CipherKey, plaintext: string, iv?: Uint8Array): Promise<string> {
  const nonce = iv ? new Uint8Array(iv) : engine.randomBytes(IV_BYTES);
  if (nonce.length !== IV_BYTES) {
    throw new RangeError(`iv must be ${IV_BYTES} bytes, got ${nonce.length}`);
  }
  const sealed = await engine.aesGcmEncrypt(key, nonce, new TextEncoder().encode(plaintext));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(nonce);
  out.set(sealed, IV_BYTES);
  return bytesToBase64(out);
}

export async function decrypt(key: CipherKey, ciphertext: string): Promise<string> {
  const bytes = base64ToBytes(ciphertext);
  if (bytes.length < IV_BYTES + TAG_BYTES) {
    throw new TransportError('ciphertext too short');
  }
  let plain: Uint8Array;
  try {
    plain = await engine.aesGcmDecrypt(key, bytes.subarray(0, IV_BYTES), bytes.subarray(IV_BYTES));
  } catch (cause) {
    throw new TransportError('ciphertext does not decrypt', { cause });
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch (cause) {
    throw new TransportError('plaintext is not UTF-8', { cause });
  }
}

/**
 * The query string is not signed, and both sides normalise the method, so a client that signs
 * `get` or `/api/x?y=1` still matches a server that sees `GET /api/x`.
 */
export function signingString(method: string, path: string, timestamp: string, ciphertext: string): string {
  const pathOnly = path.split('?', 1)[0];
  return `${method.toUpperCase()}\n${pathOnly}\n${timestamp}\n${ciphertext}`;
}

export async function sign(
  key: SignKey,
  method: string,
  path: string,
  timestamp: string,
  ciphertext: string,
): Promise<string> {
  const data = new TextEncoder().encode(signingString(method, path, timestamp, ciphertext));
  return bytesToHex(await engine.hmacSha256(key, data));
}

/**
 * Only the exact lower-case hex that `sign` produces passes: a second spelling of one signature would
 * slip past a replay cache keyed on the sign text.
 */
export async function verify(
  key: SignKey,
  method: string,
  path: string,
  timestamp: string,
  ciphertext: string,
  signature: string,
): Promise<boolean> {
  try {
    const expected = hexToBytes(signature);
    if (expected === null || expected.length !== SIGN_BYTES) {
      return false;
    }
    const data = new TextEncoder().encode(signingString(method, path, timestamp, ciphertext));
    // Constant time in both engines; a string compare of hex would not be.
    return await engine.hmacVerify(key, expected, data);
  } catch {
    return false;
  }
}
