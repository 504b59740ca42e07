import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { captchas } from './accounts.schema.ts';

export async function insertCaptcha(
  db: DbOrTx,
  captcha: { id: string; answerHash: string; ttlSeconds: number },
) {
  await db.insert(captchas).values({
    id: captcha.id,
    answerHash: captcha.answerHash,
    expiresAt: sql`now() + make_interval(secs => ${captcha.ttlSeconds})`,
  });
}

/** Marks an unspent, unexpired captcha spent and returns its answer hash; undefined when there is none. */
export async function spendCaptcha(db: DbOrTx, id: string): Promise<string | undefined> {
  const spent = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), sql`${captchas.expiresAt} > now()`))
    .returning({ answerHash: captchas.answerHash });
  return spent[0]?.answerHash;
}
