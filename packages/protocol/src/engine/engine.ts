/**
 * The primitives the transport needs, behind one interface with two implementations: WebCrypto for
 * browsers (engine/web.ts) and node:crypto for the server (engine/node.ts), chosen by the package's
 * `#engine` import condition. Node's synchronous AES-GCM and HMAC avoid a thread-pool round trip per
 * call, which dominated the API's per-request cost (docs/BENCHMARKS.md).
 */
export interface CryptoEngine {
  importAesKey(raw: Uint8Array): Promise<CipherKey>;
  importHmacKey(raw: Uint8Array): Promise<SignKey>;
  /** ciphertext ‖ 16-byte tag. */
  aesGcmEncrypt(key: CipherKey, iv: Uint8Array, plaintext: Uint8Array): Promise<Uint8Array>;
  /** Rejects when the tag does not verify. */
  aesGcmDecrypt(key: CipherKey, iv: Uint8Array, sealed: Uint8Array): Promise<Uint8Array>;
  hmacSha256(key: SignKey, data: Uint8Array): Promise<Uint8Array>;
  /** Constant-time comparison of `signature` with the HMAC of `data`. */
  hmacVerify(key: SignKey, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
  randomBytes(length: number): Uint8Array;
  /** Standard base64 with padding; no validation (base64.ts validates). */
  toBase64(bytes: Uint8Array): string;
  fromBase64(text: string): Uint8Array;
}

/** Opaque handles: a CryptoKey in browsers, a KeyObject on Node. */
export type CipherKey = { readonly __cipherKey: unique symbol };
export type SignKey = { readonly __signKey: unique symbol };
