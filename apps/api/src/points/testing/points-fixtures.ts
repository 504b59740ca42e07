import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { pointsAccounts, pointsEntries, pointsItemMovements, pointsItems } from '../points.schema.ts';

/** Test helpers that read the points tables straight (the ledgers against their balances). */

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.userId, userId));
  return row?.balance ?? 0;
}

export async function entrySumOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${pointsEntries.delta}), 0)::text` })
    .from(pointsEntries)
    .where(eq(pointsEntries.userId, userId));
  return Number(row?.sum ?? 0);
}

export async function itemStockOf(db: Db, itemId: number): Promise<number> {
  const [row] = await db
    .select({ stock: pointsItems.stock })
    .from(pointsItems)
    .where(eq(pointsItems.id, itemId));
  return row?.stock ?? -1;
}

export async function movementSumOf(db: Db, itemId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${pointsItemMovements.delta}), 0)::text` })
    .from(pointsItemMovements)
    .where(eq(pointsItemMovements.itemId, itemId));
  return Number(row?.sum ?? 0);
}

export async function entriesOfKind(db: Db, userId: number, kind: string) {
  return db
    .select()
    .from(pointsEntries)
    .where(sql`${pointsEntries.userId} = ${userId} and ${pointsEntries.kind} = ${kind}`);
}
