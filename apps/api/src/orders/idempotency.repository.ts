import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { idempotencyKeys } from './orders.schema.ts';

export interface KeyId {
  userId: number;
  scope: string;
  key: string;
}

/**
 * Claims a key for a request: true when this call inserted it. On PostgreSQL an insert of a key another
 * open transaction has just inserted waits for that transaction, so a concurrent duplicate queues here
 * until the first one commits (then finds the row) or rolls back (then claims the key itself).
 */
export async function claimKey(db: DbOrTx, id: KeyId, requestHash: string): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...id, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: DbOrTx, id: KeyId) {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, id.userId),
        eq(idempotencyKeys.scope, id.scope),
        eq(idempotencyKeys.key, id.key),
      ),
    );
  return row ?? null;
}

export async function saveResponse(db: DbOrTx, id: KeyId, response: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ response })
    .where(
      and(
        eq(idempotencyKeys.userId, id.userId),
        eq(idempotencyKeys.scope, id.scope),
        eq(idempotencyKeys.key, id.key),
      ),
    );
}

/** Forgets keys older than `before` (kept at least 24 h: DESIGN §5). */
export async function deleteKeysBefore(db: DbOrTx, before: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
