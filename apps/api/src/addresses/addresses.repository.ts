import { and, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { addresses } from './addresses.schema.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** What a member chose for one address, regions already checked and named. */
export interface AddressValues {
  consignee: string;
  phone: string;
  provinceCode: number;
  cityCode: number;
  districtCode: number | null;
  regionNames: string;
  detail: string;
  postcode: string | null;
}

const mine = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

/**
 * Takes the member's own row lock, so that two adds (or an add and a delete) of one member run one
 * after the other: the count and the default flag then stay true under concurrent requests.
 */
export async function lockMemberForAddresses(tx: DbOrTx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Default first, then newest first. */
export async function listAddresses(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** The member's own address, or null: another member's id reads as missing (code 404 upstream). */
export async function findOwnAddress(db: DbOrTx, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(mine(userId, id));
  return row ?? null;
}

/** The member's default address, or null when they have none. */
export async function findDefaultAddress(db: DbOrTx, userId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  return row ?? null;
}

export async function countAddresses(db: DbOrTx, userId: number) {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(db: DbOrTx, userId: number, values: AddressValues, isDefault: boolean) {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...values, isDefault })
    .returning();
  return row!;
}

export async function updateAddress(db: DbOrTx, userId: number, id: number, values: AddressValues) {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(mine(userId, id))
    .returning();
  return row ?? null;
}

/** Deletes the member's address; returns whether it was the default, or null when there was none. */
export async function deleteAddress(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .delete(addresses)
    .where(mine(userId, id))
    .returning({ isDefault: addresses.isDefault });
  return row ?? null;
}

/** Makes one address the default (clearing the old one first: one default per member is an index). */
export async function markDefaultAddress(db: DbOrTx, userId: number, id: number) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  await db.update(addresses).set({ isDefault: true }).where(mine(userId, id));
}

/** The newest of the member's addresses, or null. */
export async function newestAddressId(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row?.id ?? null;
}
