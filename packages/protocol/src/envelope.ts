import type { BusinessCode } from './codes.ts';

/** The decrypted plaintext of every HTTP 200 response. */
export interface Envelope<T = unknown> {
  code: BusinessCode;
  obj: T;
  message: string;
}

/** The fields of a request: the JSON body of a POST, or the query parameters of a GET. */
export interface SealedRequest {
  ciphertext: string;
  timestamp: string;
  sign: string;
  user_resource: string;
  session?: string;
}

/** The raw config values (API_CIPHER_KEY, API_SIGN_SECRET), before import. */
export interface TransportKeys {
  cipherKey: string;
  signSecret: string;
}
