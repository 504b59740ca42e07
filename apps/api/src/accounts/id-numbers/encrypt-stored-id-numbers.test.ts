import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/helper.ts';
import { identityVerifications } from '../accounts.schema.ts';
import { idCardNumber } from '../testing/account-fixtures.ts';
import { encryptStoredIdNumbers } from './encrypt-stored-id-numbers.ts';
import { createIdNumberCipher, IdNumberDecryptError } from './id-number-cipher.ts';
import { idNumberKeys } from './id-number-config.ts';

const newKey = () => randomBytes(32).toString('base64');
const cipherWith = (ID_NUMBER_KEY: string, ID_NUMBER_KEY_VERSION = 1, ID_NUMBER_OLD_KEYS?: string) =>
  createIdNumberCipher(idNumberKeys({ ID_NUMBER_KEY, ID_NUMBER_KEY_VERSION, ID_NUMBER_OLD_KEYS }));

describe.each(databaseKinds)('ID numbers rewritten at start on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const rowOf = async (id: number) =>
    (await db().select().from(identityVerifications).where(eq(identityVerifications.id, id)))[0]!;

  /** A personal submission as rows were written before encryption: the number in clear. */
  async function clearRow(number: string) {
    const member = await t.login();
    const [row] = await db()
      .insert(identityVerifications)
      .values({ userId: member.id, kind: 'personal', realName: '李思远', idCardNumberLegacy: number })
      .returning();
    return row!;
  }

  // Every case runs the pass over the whole table: earlier cases leave rows under other keys.
  async function emptyTable() {
    await db().delete(identityVerifications);
  }

  it('when rows hold clear numbers, then they are encrypted and the clear column emptied; a second run changes nothing', async () => {
    await emptyTable();
    const cipher = cipherWith(newKey());
    const number = idCardNumber('701');
    const row = await clearRow(number);

    expect(await encryptStoredIdNumbers(db(), cipher)).toEqual({ rewritten: 1 });
    const after = await rowOf(row.id);
    expect(after.idCardNumberLegacy).toBeNull();
    expect(cipher.decrypt(after.idCardCipher!, row.userId)).toBe(number);
    const raw = await db().execute(
      sql`select v::text as text from identity_verifications v where v.id = ${row.id}`,
    );
    const [text] = (raw as unknown as { rows: { text: string }[] }).rows;
    expect(text!.text).toContain('李思远');
    expect(text!.text).not.toContain(number);

    expect(await encryptStoredIdNumbers(db(), cipher)).toEqual({ rewritten: 0 });
    expect((await rowOf(row.id)).idCardCipher!.equals(after.idCardCipher!)).toBe(true);
  });

  it('when the key is rotated, then rows under the old version are re-encrypted under the new one', async () => {
    await emptyTable();
    const oldKey = newKey();
    const number = idCardNumber('702');
    const row = await clearRow(number);
    await encryptStoredIdNumbers(db(), cipherWith(oldKey, 1));

    const rotated = cipherWith(newKey(), 2, `1:${oldKey}`);
    expect(await encryptStoredIdNumbers(db(), rotated)).toEqual({ rewritten: 1 });
    const after = await rowOf(row.id);
    expect(after.idCardCipher![0]).toBe(2);
    expect(rotated.decrypt(after.idCardCipher!, row.userId)).toBe(number);
  });

  it('when the configured key is not the one that wrote the rows, then the start fails loudly and nothing is rewritten', async () => {
    await emptyTable();
    const right = cipherWith(newKey());
    const row = await clearRow(idCardNumber('703'));
    await encryptStoredIdNumbers(db(), right);
    const before = (await rowOf(row.id)).idCardCipher!;
    const later = await clearRow(idCardNumber('704'));

    await expect(encryptStoredIdNumbers(db(), cipherWith(newKey()))).rejects.toThrow(IdNumberDecryptError);
    expect((await rowOf(row.id)).idCardCipher!.equals(before)).toBe(true);
    expect((await rowOf(later.id)).idCardNumberLegacy).toBe(idCardNumber('704'));
  });
});
