import { and, asc, desc, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { identityVerifications } from '../accounts.schema.ts';

/**
 * Rows whose ID number is still in clear, or encrypted under a key version other than `version`,
 * after `afterId`, oldest first.
 */
export async function findIdNumbersToRewrite(db: DbOrTx, version: number, afterId: number, limit: number) {
  return db
    .select({
      id: identityVerifications.id,
      userId: identityVerifications.userId,
      clear: identityVerifications.idCardNumberLegacy,
      cipher: identityVerifications.idCardCipher,
    })
    .from(identityVerifications)
    .where(
      and(
        gt(identityVerifications.id, afterId),
        or(
          isNotNull(identityVerifications.idCardNumberLegacy),
          sql`get_byte(${identityVerifications.idCardCipher}, 0) <> ${version}`,
        ),
      ),
    )
    .orderBy(asc(identityVerifications.id))
    .limit(limit);
}

/** Stores the ciphertext and empties the clear column in one statement. */
export async function storeIdNumberCipher(db: DbOrTx, id: number, cipher: Buffer) {
  await db
    .update(identityVerifications)
    .set({ idCardCipher: cipher, idCardNumberLegacy: null })
    .where(sql`${identityVerifications.id} = ${id}`);
}

/** The newest encrypted number under key `version`: what the start-time key check tries to open. */
export async function findNewestIdNumberCipher(db: DbOrTx, version: number) {
  const [row] = await db
    .select({ userId: identityVerifications.userId, cipher: identityVerifications.idCardCipher })
    .from(identityVerifications)
    .where(
      and(
        isNotNull(identityVerifications.idCardCipher),
        sql`get_byte(${identityVerifications.idCardCipher}, 0) = ${version}`,
      ),
    )
    .orderBy(desc(identityVerifications.id))
    .limit(1);
  return row;
}
