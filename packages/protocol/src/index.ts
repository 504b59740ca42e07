export { base64ToBytes, bytesToBase64 } from './base64.ts';
export { type BusinessCode, Code } from './codes.ts';
export { decrypt, encrypt, sign, signingString, verify } from './crypto.ts';
export type { CipherKey, SignKey } from './engine/engine.ts';
export type { Envelope, SealedRequest, TransportKeys } from './envelope.ts';
export { generateCipherKey, generateSignSecret, importCipherKey, importSignKey } from './keys.ts';
export type { PublicOrigin, SsrContext } from './ssr-context.ts';
export {
  createTransport,
  type OpenedRequest,
  REPLAY_WINDOW_MS,
  type SealOptions,
  type Transport,
} from './transport.ts';
export {
  SERVICE_UNAVAILABLE_MESSAGE,
  TRANSPORT_REJECTED_MESSAGE,
  TransportError,
} from './transport-error.ts';
