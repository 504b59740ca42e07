import { isBusinessCode } from './codes.ts';
import { decrypt, encrypt, sign, verify } from './crypto.ts';
import type { Envelope, SealedRequest, TransportKeys } from './envelope.ts';
import { importCipherKey, importSignKey } from './keys.ts';
import { TransportError } from './transport-error.ts';

/** How far a request's timestamp may be from the server clock, either way; also how long POST signs are remembered. */
export const REPLAY_WINDOW_MS = 300_000;

/** `user_resource` of the PC web storefront. */
const PC_WEB = '1';

// Canonical decimal only: no sign, no leading zeros, no exponent, no fraction.
const TIMESTAMP = /^(?:0|[1-9][0-9]{0,15})$/;

export interface SealOptions {
  session?: string;
  now?: number;
  userResource?: string;
}

export interface OpenedRequest {
  payload: unknown;
  timestamp: number;
}

export interface Transport {
  /**
   * `path` is signed as given: pass the path exactly as the request line will carry it (after the HTTP
   * library's own URL parsing, e.g. `new URL(...).pathname`), percent-encoding and all (docs/protocol.md §4).
   */
  seal(method: string, path: string, payload: unknown, options?: SealOptions): Promise<SealedRequest>;
  /**
   * `path` is the request line's path as received, not decoded.
   * Checks the sign, the clock skew and the ciphertext. The replay check is not here: the server keeps
   * that cache (in process or in Redis) and consults it after this succeeds. `session` is not read here.
   */
  openRequest(
    method: string,
    path: string,
    req: Partial<Record<keyof SealedRequest, unknown>>,
    now?: number,
  ): Promise<OpenedRequest>;
  sealResponse(envelope: Envelope): Promise<{ ciphertext: string }>;
  openResponse(body: unknown): Promise<Envelope>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new TransportError('plaintext is not JSON', { cause });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function createTransport(keys: TransportKeys): Promise<Transport> {
  const [cipherKey, signKey] = await Promise.all([
    importCipherKey(keys.cipherKey),
    importSignKey(keys.signSecret),
  ]);

  return {
    async seal(method, path, payload, options = {}) {
      const ciphertext = await encrypt(cipherKey, JSON.stringify(payload ?? {}));
      const timestamp = String(Math.floor(options.now ?? Date.now()));
      const sealed: SealedRequest = {
        ciphertext,
        timestamp,
        sign: await sign(signKey, method, path, timestamp, ciphertext),
        user_resource: options.userResource ?? PC_WEB,
      };
      if (options.session) {
        sealed.session = options.session;
      }
      return sealed;
    },

    async openRequest(method, path, req, now = Date.now()) {
      if (!isRecord(req)) {
        throw new TransportError('request fields missing');
      }
      const { ciphertext, timestamp, sign: signature, user_resource } = req;
      if (
        typeof ciphertext !== 'string' ||
        typeof timestamp !== 'string' ||
        typeof signature !== 'string' ||
        typeof user_resource !== 'string' ||
        user_resource === ''
      ) {
        throw new TransportError('request field missing or not a string');
      }
      if (!(await verify(signKey, method, path, timestamp, ciphertext, signature))) {
        throw new TransportError('bad sign');
      }
      if (!TIMESTAMP.test(timestamp)) {
        throw new TransportError('timestamp is not a decimal integer');
      }
      const ts = Number(timestamp);
      if (!(Math.abs(now - ts) <= REPLAY_WINDOW_MS)) {
        throw new TransportError('timestamp outside the replay window');
      }
      const payload = parseJson(await decrypt(cipherKey, ciphertext));
      return { payload, timestamp: ts };
    },

    async sealResponse(envelope) {
      // Fixed key order and an explicit null keep the wire text reproducible (docs/protocol.md vectors).
      const plaintext = JSON.stringify({
        code: envelope.code,
        obj: envelope.obj ?? null,
        message: envelope.message,
      });
      return { ciphertext: await encrypt(cipherKey, plaintext) };
    },

    async openResponse(body) {
      if (!isRecord(body) || typeof body.ciphertext !== 'string') {
        throw new TransportError('response has no ciphertext');
      }
      const parsed = parseJson(await decrypt(cipherKey, body.ciphertext));
      if (
        !isRecord(parsed) ||
        !isBusinessCode(parsed.code) ||
        !('obj' in parsed) ||
        typeof parsed.message !== 'string'
      ) {
        throw new TransportError('response plaintext is not an envelope');
      }
      return { code: parsed.code, obj: parsed.obj, message: parsed.message };
    },
  };
}
