import type { Db } from '../../platform/db.ts';
import type { IdNumberCipher } from './id-number-cipher.ts';
import {
  findIdNumbersToRewrite,
  findNewestIdNumberCipher,
  storeIdNumberCipher,
} from './id-numbers.repository.ts';

const BATCH = 200;

/**
 * Run at every start, before the store answers (server.ts, db:migrate). A Drizzle migration cannot
 * do this: it has no key. First proves the configured key opens what it wrote before (a wrong
 * ID_NUMBER_KEY stops the start here rather than failing member by member later), then encrypts
 * numbers still in clear and re-encrypts those under an old key version. Idempotent: once nothing
 * is left it is one query.
 */
export async function encryptStoredIdNumbers(db: Db, cipher: IdNumberCipher): Promise<{ rewritten: number }> {
  const newest = await findNewestIdNumberCipher(db, cipher.version);
  if (newest?.cipher) cipher.decrypt(newest.cipher, newest.userId);

  let rewritten = 0;
  let afterId = 0;
  for (;;) {
    const rows = await findIdNumbersToRewrite(db, cipher.version, afterId, BATCH);
    for (const row of rows) {
      const number = row.clear ?? cipher.decrypt(row.cipher!, row.userId);
      await storeIdNumberCipher(db, row.id, cipher.encrypt(number, row.userId));
      rewritten += 1;
    }
    if (rows.length < BATCH) return { rewritten };
    afterId = rows.at(-1)!.id;
  }
}
