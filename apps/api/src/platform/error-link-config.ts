import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const MIN_LENGTH = 32;

/** The error-link setting, spread into the one config schema (src/config.ts). */
export const errorLinkSettings = {
  /** HMAC-SHA256 key of `/error/{message}` links; generated into DATA_DIR when absent. Never the transport key. */
  ERROR_LINK_SECRET: z.string().min(MIN_LENGTH, `must be at least ${MIN_LENGTH} characters`).optional(),
};

/**
 * Unlike the transport keys this one never reaches a browser: it is what makes an error link the
 * shop's own. Without ERROR_LINK_SECRET it is generated once into DATA_DIR/error-link-secret (mode
 * 600); every instance behind one address needs the same one, or links from one fail on another.
 */
export function storedErrorLinkSecret(dataDir: string): string {
  const file = path.join(dataDir, 'error-link-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) throw new Error(`${file} holds fewer than ${MIN_LENGTH} characters`);
  return secret;
}
