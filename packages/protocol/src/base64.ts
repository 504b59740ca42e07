import { engine } from '#engine';
import { TransportError } from './transport-error.ts';

// Standard alphabet, padding required; a lenient decoder would also accept whitespace and missing padding.
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function bytesToBase64(bytes: Uint8Array): string {
  return engine.toBase64(bytes);
}

/**
 * Strict: the canonical spelling only. Non-zero padding bits would give a second spelling of the
 * same bytes (and of the same sign, to a replay cache keyed on the text).
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (typeof text !== 'string' || !BASE64.test(text)) {
    throw new TransportError('invalid base64');
  }
  if (text.endsWith('==')) {
    if (ALPHABET.indexOf(text[text.length - 3]!) & 0x0f) throw new TransportError('non-canonical base64');
  } else if (text.endsWith('=')) {
    if (ALPHABET.indexOf(text[text.length - 2]!) & 0x03) throw new TransportError('non-canonical base64');
  }
  return engine.fromBase64(text) as Uint8Array<ArrayBuffer>;
}
