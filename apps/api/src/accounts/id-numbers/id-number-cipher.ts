import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { IdNumberKeys } from './id-number-config.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A stored ID number that cannot be read: the key is not the one that wrote it, or the bytes were
 * changed. Not an AppError on purpose: the member gets a 500 and the log says why, rather than a
 * page showing garbage or an empty number.
 */
export class IdNumberDecryptError extends Error {
  constructor(reason: string) {
    super(`cannot decrypt a stored ID number: ${reason}`);
    this.name = 'IdNumberDecryptError';
  }
}

/**
 * Binds a ciphertext to its member and key version, so a row copied onto another member, or given
 * another version byte, fails to decrypt instead of showing someone else's number.
 */
const associatedData = (version: number, userId: number) => Buffer.from(`id_card:v${version}:u${userId}`);

/**
 * AES-256-GCM for ID numbers at rest. Stored as version (1 byte) ‖ iv (12) ‖ ciphertext ‖ tag (16);
 * the version names the key, so keys can rotate (ID_NUMBER_OLD_KEYS still reads the old ones).
 */
export function createIdNumberCipher(keys: IdNumberKeys) {
  const keyFor = (version: number) => (version === keys.version ? keys.key : keys.old.get(version));

  function seal(text: string, aad: (version: number) => Buffer): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', keys.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(aad(keys.version));
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.of(keys.version), iv, body, cipher.getAuthTag()]);
  }

  const cipher = {
    version: keys.version,

    encrypt: (number: string, userId: number): Buffer =>
      seal(number, (version) => associatedData(version, userId)),

    /**
     * Another secret kept at rest with the same key (a staff member's TOTP secret): `purpose` and the
     * owner's id are bound in, so it never opens as an ID number or as another owner's secret.
     */
    sealSecret: (text: string, purpose: string, ownerId: number): string =>
      seal(text, (version) => Buffer.from(`${purpose}:v${version}:o${ownerId}`)).toString('base64'),

    openSecret: (stored: string, purpose: string, ownerId: number): string =>
      open(Buffer.from(stored, 'base64'), (version) => Buffer.from(`${purpose}:v${version}:o${ownerId}`)),

    decrypt: (stored: Uint8Array, userId: number): string =>
      open(Buffer.from(stored), (version) => associatedData(version, userId)),
  };

  function open(stored: Uint8Array, aad: (version: number) => Buffer): string {
    const bytes = Buffer.from(stored);
    if (bytes.length < 1 + IV_BYTES + TAG_BYTES) throw new IdNumberDecryptError('too short');
    const version = bytes[0]!;
    const key = keyFor(version);
    if (!key) {
      throw new IdNumberDecryptError(
        `written with key version ${version}, which is neither ID_NUMBER_KEY_VERSION nor in ID_NUMBER_OLD_KEYS`,
      );
    }
    const iv = bytes.subarray(1, 1 + IV_BYTES);
    const tag = bytes.subarray(bytes.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(version));
    decipher.setAuthTag(tag);
    try {
      const body = bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      throw new IdNumberDecryptError(
        `key version ${version} does not open it (a different key under the same version, or damaged bytes)`,
      );
    }
  }

  return cipher;
}

export type IdNumberCipher = ReturnType<typeof createIdNumberCipher>;

/** 310101199001011234 → 3101**********1234: enough for the member to recognise, useless to anyone else. */
export const maskIdNumber = (n: string) =>
  n.length > 8 ? `${n.slice(0, 4)}${'*'.repeat(n.length - 8)}${n.slice(-4)}` : '*'.repeat(n.length);
