import { and, asc, count, desc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import { orderLines, orders } from '../orders/orders.schema.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import {
  type PointsKind,
  pointsAccounts,
  pointsEntries,
  pointsItemMovements,
  pointsItems,
} from './points.schema.ts';

export interface PointsMove {
  userId: number;
  kind: PointsKind;
  /** > 0 adds points, < 0 spends them. */
  delta: number;
  orderId?: number | null;
  note: string;
  operatorId?: number | null;
  /** The refund a proportional `reverse` follows: unique, so a replayed refund reverses once. */
  refundId?: number | null;
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
      refundId: move.refundId ?? null,
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

// ---- The ledger as members and operators read it ----

export interface EntryRow {
  id: number;
  kind: PointsKind;
  delta: number;
  note: string;
  orderNumber: string | null;
  operatorId: number | null;
  at: Date;
}

/** A member's entries, newest first, with the order number of each order's entry. */
export async function entriesOf(db: DbOrTx, userId: number, offset: number, limit: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: pointsEntries.id,
        kind: pointsEntries.kind,
        delta: pointsEntries.delta,
        note: pointsEntries.note,
        orderNumber: orders.number,
        operatorId: pointsEntries.operatorId,
        at: pointsEntries.at,
      })
      .from(pointsEntries)
      .leftJoin(orders, eq(orders.id, pointsEntries.orderId))
      .where(eq(pointsEntries.userId, userId))
      .orderBy(desc(pointsEntries.at), desc(pointsEntries.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(pointsEntries).where(eq(pointsEntries.userId, userId)),
  ]);
  return { rows: rows as EntryRow[], total: counted?.n ?? 0 };
}

export async function entryById(db: DbOrTx, id: number): Promise<EntryRow | null> {
  const [row] = await db
    .select({
      id: pointsEntries.id,
      kind: pointsEntries.kind,
      delta: pointsEntries.delta,
      note: pointsEntries.note,
      orderNumber: orders.number,
      operatorId: pointsEntries.operatorId,
      at: pointsEntries.at,
    })
    .from(pointsEntries)
    .leftJoin(orders, eq(orders.id, pointsEntries.orderId))
    .where(eq(pointsEntries.id, id));
  return (row as EntryRow | undefined) ?? null;
}

/** The id of a member's newest entry (the one an adjustment just wrote). */
export async function latestEntryId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: pointsEntries.id })
    .from(pointsEntries)
    .where(eq(pointsEntries.userId, userId))
    .orderBy(desc(pointsEntries.id))
    .limit(1);
  return row?.id ?? null;
}

/** The member's points account row, locked for the rest of `tx` (created at 0 when missing). */
export async function lockedBalance(tx: Tx, userId: number): Promise<number> {
  await tx.insert(pointsAccounts).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.userId, userId))
    .for('update');
  return row?.balance ?? 0;
}

/** What an order earned (its `earn` entry), or null when it earned nothing. */
export async function earnedBy(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ userId: pointsEntries.userId, delta: pointsEntries.delta })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.orderId, orderId), eq(pointsEntries.kind, 'earn')));
  return row ?? null;
}

/** What an order nets in points now: its `earn` less every `reverse` (0 when it earned nothing). */
export async function orderNetPoints(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ net: sql<string>`coalesce(sum(${pointsEntries.delta}), 0)` })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.orderId, orderId), sql`${pointsEntries.kind} in ('earn', 'reverse')`));
  return Number(row?.net ?? 0);
}

/** Whether an order already has an entry of this kind. */
export async function hasOrderEntry(db: DbOrTx, orderId: number, kind: PointsKind): Promise<boolean> {
  const [row] = await db
    .select({ id: pointsEntries.id })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.orderId, orderId), eq(pointsEntries.kind, kind)));
  return row !== undefined;
}

// ---- The points mall ----

export type PointsItemRow = typeof pointsItems.$inferSelect;
export type PointsSort = 'default' | 'points_asc' | 'points_desc' | 'newest';

const orderings: Record<PointsSort, SQL[]> = {
  default: [asc(pointsItems.sort), desc(pointsItems.id)],
  points_asc: [asc(pointsItems.pointsPrice), asc(pointsItems.id)],
  points_desc: [desc(pointsItems.pointsPrice), asc(pointsItems.id)],
  newest: [desc(pointsItems.createdAt), desc(pointsItems.id)],
};

export async function listItems(
  db: DbOrTx,
  filter: { onSale?: boolean; category?: string; sort: PointsSort },
  offset: number,
  limit: number,
) {
  const parts: SQL[] = [];
  if (filter.onSale !== undefined) parts.push(eq(pointsItems.onSale, filter.onSale));
  if (filter.category) parts.push(eq(pointsItems.category, filter.category));
  const where = parts.length > 0 ? and(...parts) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(pointsItems)
      .where(where)
      .orderBy(...orderings[filter.sort])
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(pointsItems).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The categories of the items on sale, most items first. */
export async function saleCategories(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ category: pointsItems.category, n: count() })
    .from(pointsItems)
    .where(eq(pointsItems.onSale, true))
    .groupBy(pointsItems.category)
    .orderBy(desc(count()), asc(pointsItems.category));
  return rows.map((r) => r.category);
}

export async function itemById(db: DbOrTx, id: number): Promise<PointsItemRow | null> {
  const [row] = await db.select().from(pointsItems).where(eq(pointsItems.id, id));
  return row ?? null;
}

export async function itemByName(db: DbOrTx, name: string): Promise<PointsItemRow | null> {
  const [row] = await db.select().from(pointsItems).where(eq(pointsItems.name, name)).limit(1);
  return row ?? null;
}

/** A new item and its `opening` stock movement, in `tx`. */
export async function insertItem(tx: Tx, values: typeof pointsItems.$inferInsert): Promise<PointsItemRow> {
  const [row] = await tx.insert(pointsItems).values(values).returning();
  if (!row) throw new Error('points item insert returned nothing');
  if (row.stock > 0) {
    await tx.insert(pointsItemMovements).values({ itemId: row.id, delta: row.stock, reason: 'opening' });
  }
  return row;
}

export async function updateItem(
  tx: Tx,
  id: number,
  changes: Partial<Omit<typeof pointsItems.$inferInsert, 'id' | 'stock' | 'createdAt'>>,
): Promise<boolean> {
  const rows = await tx
    .update(pointsItems)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(pointsItems.id, id))
    .returning({ id: pointsItems.id });
  return rows.length === 1;
}

/**
 * Moves an item's stock by `delta` with its movement, only while the result stays ≥ 0 (and, for a
 * redemption, only while the item is on sale): a conditional update, so racing takers cannot oversell.
 */
export async function moveItemStock(
  tx: Tx,
  move: { itemId: number; delta: number; reason: 'redeem' | 'cancel' | 'adjust'; orderId?: number | null },
): Promise<boolean> {
  const conditions = [eq(pointsItems.id, move.itemId)];
  if (move.delta < 0) conditions.push(gte(pointsItems.stock, -move.delta));
  if (move.reason === 'redeem') conditions.push(eq(pointsItems.onSale, true));
  const rows = await tx
    .update(pointsItems)
    .set({ stock: sql`${pointsItems.stock} + ${move.delta}`, updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: pointsItems.id });
  if (rows.length === 0) return false;
  await tx.insert(pointsItemMovements).values({
    itemId: move.itemId,
    delta: move.delta,
    reason: move.reason,
    orderId: move.orderId ?? null,
  });
  return true;
}

// ---- Redemption orders ----

/** A redemption order's facts and its gift lines (points items), for giving them back. */
export async function redemptionOf(db: DbOrTx, orderId: number) {
  const [order] = await db
    .select({
      userId: orders.userId,
      number: orders.number,
      source: orders.source,
      pointsSpent: orders.pointsSpent,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.source !== 4) return null;
  const lines = await db
    .select({ itemId: orderLines.pointsItemId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.pointsItemId)))
    .orderBy(asc(orderLines.pointsItemId));
  return {
    ...order,
    lines: lines.flatMap((l) => (l.itemId === null ? [] : [{ itemId: l.itemId, quantity: l.quantity }])),
  };
}
