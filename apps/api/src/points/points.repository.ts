import { eq, sql } from 'drizzle-orm';
import { orders } from '../orders/orders.schema.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { type PointsKind, pointsAccounts, pointsEntries } from './points.schema.ts';

export interface PointsMove {
  userId: number;
  kind: PointsKind;
  /** > 0 adds points, < 0 spends them. */
  delta: number;
  orderId?: number | null;
  note: string;
  operatorId?: number | null;
}

/**
 * Moves a member's points by `delta` and writes the ledger entry, in `tx`. A spend is a conditional
 * update (`balance >= -delta`): two spends racing for the last points cannot both pass. An order moves
 * points at most once per kind (unique order + kind): a repeat's entry is not written and its balance
 * change is undone. Returns false, having changed nothing, when the balance is short or the entry exists.
 */
export async function movePoints(tx: Tx, move: PointsMove): Promise<boolean> {
  if (move.delta === 0) return false;
  await tx.insert(pointsAccounts).values({ userId: move.userId }).onConflictDoNothing();
  const updated = await tx
    .update(pointsAccounts)
    .set({ balance: sql`${pointsAccounts.balance} + ${move.delta}`, updatedAt: sql`now()` })
    .where(
      move.delta < 0
        ? sql`${pointsAccounts.userId} = ${move.userId} and ${pointsAccounts.balance} >= ${-move.delta}`
        : eq(pointsAccounts.userId, move.userId),
    )
    .returning({ balance: pointsAccounts.balance });
  if (updated.length === 0) return false;
  const inserted = await tx
    .insert(pointsEntries)
    .values({
      userId: move.userId,
      kind: move.kind,
      delta: move.delta,
      orderId: move.orderId ?? null,
      note: move.note,
      operatorId: move.operatorId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: pointsEntries.id });
  if (inserted.length === 0) {
    // Already moved for this order: undo the balance change of this call.
    await tx
      .update(pointsAccounts)
      .set({ balance: sql`${pointsAccounts.balance} - ${move.delta}` })
      .where(eq(pointsAccounts.userId, move.userId));
    return false;
  }
  return true;
}

export async function pointsBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.userId, userId));
  return row?.balance ?? 0;
}

export async function orderPointsFacts(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ userId: orders.userId, number: orders.number, pointsReward: orders.pointsReward })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
