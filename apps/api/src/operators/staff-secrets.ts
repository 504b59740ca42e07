import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { generate, generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';

/**
 * The secrets of a staff login (ADR 42): argon2id password hashes, TOTP codes (RFC 6238, 30 s steps,
 * six digits), recovery codes. Pure functions of their inputs and the clock they are given.
 */

/** @node-rs/argon2's defaults are argon2id with OWASP's minimum (19 MiB, 2 passes). */
export const hashStaffPassword = (password: string) => hash(password.normalize('NFKC'));

/** A hash of a password nobody has, verified when the user name is unknown so both take as long. */
let decoy: Promise<string> | undefined;

export async function verifyStaffPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    decoy ??= hashStaffPassword(randomBytes(16).toString('hex'));
    await verify(await decoy, password.normalize('NFKC'));
    return false;
  }
  try {
    return await verify(stored, password.normalize('NFKC'));
  } catch {
    return false;
  }
}

export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now: a phone's clock a little off, or a code typed as it changes. */
const WINDOW_SECONDS = TOTP_PERIOD_SECONDS;

export const newTotpSecret = () => generateSecret();

export const totpStep = (epochSeconds: number) => Math.floor(epochSeconds / TOTP_PERIOD_SECONDS);

/**
 * The time step the code belongs to when it is valid now (±1 step) and later than `lastStep`, else
 * null: a code accepted once, or one of an earlier step, is never accepted again.
 */
export async function acceptTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  nowMs: number,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verifyTotp({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: WINDOW_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an authenticator shows at `nowMs` (tests, and the e2e journey's operator). */
export const totpCode = (secret: string, nowMs = Date.now()) =>
  generate({ secret, epoch: Math.floor(nowMs / 1000) });

/** What the authenticator app scans: the otpauth URL and the same as a QR code image (data URL). */
export async function enrolmentCodes(secret: string, issuer: string, username: string) {
  const url = generateURI({ issuer, label: username, secret });
  return { url, qr: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1 }) };
}

export const RECOVERY_CODE_COUNT = 10;

/** Ten codes like `k3f9-2xq7-m8pd`, shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** Case and separators do not matter when a recovery code is typed. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
