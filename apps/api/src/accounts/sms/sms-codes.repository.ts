import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { smsCodes } from '../accounts.schema.ts';

/** Serialises sends to one number until the caller's transaction ends. */
export async function lockNumberForSending(tx: DbOrTx, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
}

/**
 * Seconds until the oldest of the newest `max` sends within the last `seconds` (to this number, or
 * from this address) leaves that window; undefined when fewer than `max` were sent.
 */
export async function secondsUntilWindowHasRoom(
  db: DbOrTx,
  by: { phone: string } | { ip: string },
  window: { seconds: number; max: number },
): Promise<number | undefined> {
  const filter = 'phone' in by ? eq(smsCodes.phone, by.phone) : eq(smsCodes.ip, by.ip);
  const rows = await db
    .select({
      wait: sql<number>`ceil(extract(epoch from (${smsCodes.createdAt} + make_interval(secs => ${window.seconds}) - now())))::int`,
    })
    .from(smsCodes)
    .where(and(filter, sql`${smsCodes.createdAt} > now() - make_interval(secs => ${window.seconds})`))
    .orderBy(desc(smsCodes.createdAt))
    .offset(window.max - 1)
    .limit(1);
  return rows[0] ? Number(rows[0].wait) : undefined;
}

export async function countSendsFromIpLastHour(db: DbOrTx, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), sql`${smsCodes.createdAt} > now() - interval '1 hour'`));
  return Number(row?.n ?? 0);
}

/** A new code replaces every earlier one for the same number and purpose. */
export async function supersedeCodes(db: DbOrTx, phone: string, purpose: string) {
  await db
    .update(smsCodes)
    .set({ supersededAt: sql`now()` })
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.supersededAt)));
}

export async function insertCode(
  db: DbOrTx,
  code: { phone: string; purpose: string; ip: string; salt: string; codeHash: string; ttlSeconds: number },
) {
  const { ttlSeconds, ...values } = code;
  await db.insert(smsCodes).values({
    ...values,
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
}

/** The code in force for a number and purpose (the newest one not replaced), or undefined. */
export async function findCurrentCode(db: DbOrTx, phone: string, purpose: string) {
  const [row] = await db
    .select({
      id: smsCodes.id,
      salt: smsCodes.salt,
      codeHash: smsCodes.codeHash,
      failedAttempts: smsCodes.failedAttempts,
      usedAt: smsCodes.usedAt,
      expired: sql<boolean>`${smsCodes.expiresAt} <= now()`,
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.supersededAt)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return row;
}

/** Counts a wrong try; returns the count after it. */
export async function countWrongTry(db: DbOrTx, id: number): Promise<number> {
  const [after] = await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(eq(smsCodes.id, id))
    .returning({ failedAttempts: smsCodes.failedAttempts });
  return after?.failedAttempts ?? 0;
}

/**
 * Marks the code used in the same statement that checks it is still usable (unused, unexpired, fewer
 * than `maxWrongTries` wrong tries), so of many concurrent uses exactly one gets true.
 */
export async function markCodeUsed(db: DbOrTx, id: number, maxWrongTries: number): Promise<boolean> {
  const used = await db
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(smsCodes.id, id),
        isNull(smsCodes.usedAt),
        sql`${smsCodes.expiresAt} > now()`,
        sql`${smsCodes.failedAttempts} < ${maxWrongTries}`,
      ),
    )
    .returning({ id: smsCodes.id });
  return used.length > 0;
}
