import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const BASE64_32 = /^[A-Za-z0-9+/]{43}=$/;
const OLD_KEYS = /^\d{1,3}:[A-Za-z0-9+/]{43}=(,\d{1,3}:[A-Za-z0-9+/]{43}=)*$/;

/** The ID-number key settings, spread into the one config schema (src/config.ts). */
export const idNumberSettings = {
  /** AES-256-GCM key of the ID numbers at rest; generated into DATA_DIR when absent. Never the transport key. */
  ID_NUMBER_KEY: z
    .string()
    .refine((v) => BASE64_32.test(v), 'must be base64 of exactly 32 bytes')
    .optional(),
  /** Written as the first byte of every ciphertext, so rows say which key wrote them. */
  ID_NUMBER_KEY_VERSION: z.coerce.number().int().min(1).max(255).default(1),
  /** Keys being rotated out, `version:base64` separated by commas: read, and re-encrypted at start. */
  ID_NUMBER_OLD_KEYS: z
    .string()
    .regex(OLD_KEYS, 'must be version:base64-key pairs separated by commas, e.g. 1:AAAA…=')
    .optional(),
};

/** What one schema field cannot say: old versions must be real key versions, none the current one. */
export function idNumberProblems(env: Record<string, string | undefined>): string[] {
  const current = Number(env.ID_NUMBER_KEY_VERSION ?? 1);
  const versions = (env.ID_NUMBER_OLD_KEYS ?? '')
    .split(',')
    .filter(Boolean)
    .map((p) => Number(p.split(':')[0]));
  return versions
    .filter((v) => v < 1 || v > 255 || v === current)
    .map((v) => `ID_NUMBER_OLD_KEYS: version ${v} must be 1-255 and not ID_NUMBER_KEY_VERSION`);
}

/**
 * Unlike the transport keys this one never leaves the server, and losing it loses every stored ID
 * number: without ID_NUMBER_KEY it is generated once into DATA_DIR/id-number-key (mode 600), a file
 * of its own so that nobody ships it along with the transport keys.
 */
export function storedIdNumberKey(dataDir: string): string {
  const file = path.join(dataDir, 'id-number-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  const key = readFileSync(file, 'utf8').trim();
  if (!BASE64_32.test(key)) throw new Error(`${file} does not hold base64 of 32 bytes`);
  return key;
}

export interface IdNumberKeys {
  version: number;
  key: Buffer;
  /** Older keys by version, for reading rows they wrote. */
  old: Map<number, Buffer>;
}

export function idNumberKeys(config: {
  ID_NUMBER_KEY: string;
  ID_NUMBER_KEY_VERSION: number;
  ID_NUMBER_OLD_KEYS?: string | undefined;
}): IdNumberKeys {
  const old = new Map<number, Buffer>();
  for (const pair of config.ID_NUMBER_OLD_KEYS?.split(',') ?? []) {
    const [version, key] = pair.split(':') as [string, string];
    old.set(Number(version), Buffer.from(key, 'base64'));
  }
  return {
    version: config.ID_NUMBER_KEY_VERSION,
    key: Buffer.from(config.ID_NUMBER_KEY, 'base64'),
    old,
  };
}
