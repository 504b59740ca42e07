import { decrypt, encrypt, importCipherKey } from '@labmall/protocol';

const MAX_SHOWN = 200;

const toUrlSafe = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromUrlSafe = (s: string) => {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  return b64 + '='.repeat((4 - (b64.length % 4)) % 4);
};

/**
 * `/error/{message}` carries the message encrypted with the transport key (SPEC §8), so a link
 * cannot make the shop display text of the link-maker's choosing; anything that does not decrypt is
 * shown as the generic text.
 */
export async function sealErrorMessage(cipherKey: string, message: string): Promise<string> {
  return toUrlSafe(await encrypt(await importCipherKey(cipherKey), message.slice(0, MAX_SHOWN)));
}

export async function openErrorMessage(cipherKey: string, sealed: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{40,1200}$/.test(sealed)) return null;
  try {
    const text = await decrypt(await importCipherKey(cipherKey), fromUrlSafe(sealed));
    return text.length > 0 && text.length <= MAX_SHOWN ? text : null;
  } catch {
    return null;
  }
}
