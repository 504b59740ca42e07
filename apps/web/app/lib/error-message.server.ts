import { base64ToBytes, bytesToBase64 } from '@labmall/protocol';

const MAX_SHOWN = 200;
const TAG_BYTES = 32;
/** A tag and one UTF-8 byte at least; at most the tag and 200 characters of four bytes. */
const SEALED = /^[A-Za-z0-9_-]{44,1110}$/;

const toUrlSafe = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromUrlSafe = (s: string) => {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  return b64 + '='.repeat((4 - (b64.length % 4)) % 4);
};

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

/**
 * `/error/{message}` carries base64url(HMAC-SHA256(secret, text) ‖ text), the secret being the
 * server-only ERROR_LINK_SECRET (docs/protocol.md, "Error page links"). The text itself is not
 * hidden (the page shows it to whoever holds the link); what matters is that only the shop can make
 * a link, since the transport keys that sealed it before ship to every browser.
 */
export async function sealErrorMessage(secret: string, message: string): Promise<string> {
  const text = new TextEncoder().encode([...message].slice(0, MAX_SHOWN).join(''));
  const tag = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), text));
  const sealed = new Uint8Array(TAG_BYTES + text.length);
  sealed.set(tag);
  sealed.set(text, TAG_BYTES);
  return toUrlSafe(bytesToBase64(sealed));
}

/** The text of a link the shop made, or null for anything else (the page then shows its generic text). */
export async function openErrorMessage(secret: string, sealed: string): Promise<string | null> {
  if (!SEALED.test(sealed)) return null;
  try {
    const bytes = base64ToBytes(fromUrlSafe(sealed));
    const tag = bytes.subarray(0, TAG_BYTES);
    const body = bytes.subarray(TAG_BYTES);
    // verify compares in constant time.
    if (body.length === 0 || !(await crypto.subtle.verify('HMAC', await hmacKey(secret), tag, body)))
      return null;
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    return [...text].length <= MAX_SHOWN ? text : null;
  } catch {
    return null;
  }
}
