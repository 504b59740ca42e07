import type { UploadPurpose } from '@labmall/contract/upload-purposes';
import { Code } from '@labmall/protocol';
import { idCardCheckDigit } from '@labmall/rules';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp, TestClient } from '../../../test/helper.ts';
import { acceptedKey } from '../../uploads/upload-keys.ts';
import { insertUploadedObject } from '../../uploads/uploads.repository.ts';
import { smsCodes } from '../accounts.schema.ts';

let ipCounter = 0;
/** Each send comes from its own address, so per-address limits and the captcha never get in the way. */
export const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Asks for a code as `client` (its session matters for change_phone and password) and returns it. */
export async function sendCode(t: TestApp, client: TestClient, phone: string, purpose: string) {
  const sent = await client.post('/sms/send', { phone, purpose }, { ip: freshIp() });
  expect(sent.code, sent.message).toBe(Code.OK);
  return t.smsCodes(phone).at(-1)!;
}

/** As if the resend interval had passed for a number. */
export const ageCodes = (t: TestApp, phone: string, interval = '2 minutes') =>
  t.database.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - ${interval}::interval` })
    .where(eq(smsCodes.phone, phone));

/** A file the member uploaded and the server accepted, without going through storage. */
export async function acceptedUpload(t: TestApp, ownerId: number, purpose: UploadPurpose = 'identity') {
  const row = await insertUploadedObject(t.database.db, {
    ownerId,
    purpose,
    key: acceptedKey(purpose, new Date()),
    fileName: '证件.png',
    size: 2048,
    contentType: 'image/png',
  });
  return row.key;
}

/** A valid 18-digit ID number (Beijing Chaoyang, born 1990-01-01) with its GB 11643 check digit. */
export function idCardNumber(sequence = '123'): string {
  const first17 = `11010519900101${sequence}`;
  return first17 + idCardCheckDigit(first17);
}

/** A code that is certainly not `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
