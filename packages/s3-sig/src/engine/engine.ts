/**
 * The hashes SigV4 needs, behind one interface with two implementations: WebCrypto for browsers
 * (engine/web.ts) and node:crypto for the server (engine/node.ts), chosen by the package's `#engine`
 * import condition as in @labmall/protocol. Keys are raw bytes: SigV4 derives a new HMAC key from
 * each previous MAC, so there is nothing worth importing once and holding.
 */
export interface HashEngine {
  sha256(data: Uint8Array): Promise<Uint8Array>;
  hmacSha256(key: Uint8Array, data: Uint8Array): Promise<Uint8Array>;
  /** Constant-time comparison of `signature` with the HMAC of `data`. */
  hmacVerify(key: Uint8Array, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
}
