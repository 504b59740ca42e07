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
  return {
    version: keys.version,

    encrypt(number: string, userId: number): Buffer {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associatedData(keys.version, userId));
      const body = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.of(keys.version), iv, body, cipher.getAuthTag()]);
    },

    decrypt(stored: Uint8Array, userId: number): string {
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
      decipher.setAAD(associatedData(version, userId));
      decipher.setAuthTag(tag);
      try {
        const body = bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw new IdNumberDecryptError(
          `key version ${version} does not open it (a different key under the same version, or damaged bytes)`,
        );
      }
    },
  };
}

export type IdNumberCipher = ReturnType<typeof createIdNumberCipher>;

/** 310101199001011234 → 3101**********1234: enough for the member to recognise, useless to anyone else. */
export const maskIdNumber = (n: string) =>
  n.length > 8 ? `${n.slice(0, 4)}${'*'.repeat(n.length - 8)}${n.slice(-4)}` : '*'.repeat(n.length);
