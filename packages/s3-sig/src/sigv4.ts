import { engine as defaultEngine } from '#engine';
import { ALGORITHM } from './canonical.ts';
import type { HashEngine } from './engine/engine.ts';
import { bytesToHex, hexToBytes } from './hex.ts';

const encoder = new TextEncoder();
const utf8 = (text: string) => encoder.encode(text);

/**
 * The crypto half of SigV4 over one engine: the string to sign, the signing key and the signature.
 * The package's functions run on the `#engine` of the platform; tests build one per engine.
 */
export function createSigV4(engine: HashEngine) {
  return {
    /** `AWS4-HMAC-SHA256 \n {amzDate} \n {scope} \n hex(SHA-256(canonical request))` */
    async stringToSign(canonicalRequest: string, amzDate: string, scope: string): Promise<string> {
      const hash = bytesToHex(await engine.sha256(utf8(canonicalRequest)));
      return [ALGORITHM, amzDate, scope, hash].join('\n');
    },

    /** HMAC chain `AWS4{secret}` → date → region → service → `aws4_request`. */
    async signingKey(secret: string, date: string, region: string, service: string): Promise<Uint8Array> {
      let key: Uint8Array = utf8(`AWS4${secret}`);
      for (const part of [date, region, service, 'aws4_request']) {
        key = await engine.hmacSha256(key, utf8(part));
      }
      return key;
    },

    /** Lower-case hex, as it appears in the Authorization header. */
    async signature(signingKey: Uint8Array, stringToSign: string): Promise<string> {
      return bytesToHex(await engine.hmacSha256(signingKey, utf8(stringToSign)));
    },

    /** Constant time; false for anything that is not 32 bytes of lower-case hex. */
    async verifySignature(signingKey: Uint8Array, stringToSign: string, signature: string): Promise<boolean> {
      const given = hexToBytes(signature);
      return (
        given !== null && given.length === 32 && engine.hmacVerify(signingKey, given, utf8(stringToSign))
      );
    },
  };
}

export const { stringToSign, signingKey, signature, verifySignature } = createSigV4(defaultEngine);
