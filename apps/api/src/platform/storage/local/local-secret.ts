import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The local adapter's HMAC key: STORAGE_SECRET when set, else generated once into
 * DATA_DIR/storage-secret (mode 600) and reused. Unlike the transport keys it never leaves the
 * server: it is what makes upload credentials and read URLs unforgeable. Read on first use, so an
 * app that never touches storage (a bench, a script) writes nothing.
 */
export function storageSecret(dataDir: string, configured: string | undefined): () => string {
  let secret = configured;
  return () => {
    if (secret) return secret;
    const file = path.join(dataDir, 'storage-secret');
    if (existsSync(file)) {
      secret = readFileSync(file, 'utf8').trim();
    } else {
      mkdirSync(dataDir, { recursive: true });
      try {
        writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        // Another process created it first: use theirs.
        if ((error as { code?: string }).code !== 'EEXIST') throw error;
      }
      secret = readFileSync(file, 'utf8').trim();
    }
    return secret;
  };
}
