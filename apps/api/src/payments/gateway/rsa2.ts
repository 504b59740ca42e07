import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chinaDateTime } from '@labmall/rules';

export interface KeyPair {
  /** PKCS#8 PEM. */
  privateKey: string;
  /** SPKI PEM. */
  publicKey: string;
}

export function generateRsa2Keys(): KeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** Alipay's string to sign: every non-empty field but `sign` and `sign_type`, sorted by name, `k=v&…`. */
export function signContent(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && fields[key] !== '' && fields[key] !== undefined)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

/** The fields with `sign_type=RSA2` and their SHA256withRSA `sign` (base64), as Alipay signs a notify. */
export function signFields(fields: Record<string, string>, privateKey: string): Record<string, string> {
  const sign = createSign('RSA-SHA256').update(signContent(fields), 'utf8').sign(privateKey, 'base64');
  return { ...fields, sign_type: 'RSA2', sign };
}

/**
 * The sandbox gateway's key pair, generated once into DATA_DIR/sandbox-gateway-keys.json (mode 600) like
 * the transport keys: it signs the sandbox's notifies, and its public key is what the store verifies with.
 */
export function storedSandboxKeys(dataDir: string): KeyPair {
  const file = path.join(dataDir, 'sandbox-gateway-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${JSON.stringify(generateRsa2Keys(), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  return JSON.parse(readFileSync(file, 'utf8')) as KeyPair;
}

/** `yyyy-MM-dd HH:mm:ss` in Beijing time, as Alipay writes its times. */
export function alipayTime(at: Date = new Date()): string {
  return chinaDateTime(at);
}

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');
