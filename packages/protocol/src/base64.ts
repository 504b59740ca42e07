import { TransportError } from './transport-error.ts';

// Standard alphabet, padding required; atob alone would also accept whitespace and missing padding.
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

// Keeps String.fromCharCode's argument count well below engine limits.
const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (typeof text !== 'string' || !BASE64.test(text)) {
    throw new TransportError('invalid base64');
  }
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) {
    bytes[i] = binary.charCodeAt(i);
  }
  // Non-zero padding bits would give a second spelling of the same bytes; allow only the canonical one.
  if (bytesToBase64(bytes) !== text) {
    throw new TransportError('non-canonical base64');
  }
  return bytes;
}
