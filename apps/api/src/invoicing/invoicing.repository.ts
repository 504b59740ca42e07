import { and, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { invoiceProfiles } from './invoicing.schema.ts';

export type InvoiceProfileRow = typeof invoiceProfiles.$inferSelect;

/** What a member entered for one profile; empty optional fields are null. */
export interface InvoiceProfileValues {
  kind: 'normal' | 'special';
  titleType: 'personal' | 'organisation';
  title: string;
  taxpayerNo: string | null;
  registeredAddress: string | null;
  registeredPhone: string | null;
  bankName: string | null;
  bankAccount: string | null;
  email: string | null;
}

const mine = (userId: number, id: number) =>
  and(eq(invoiceProfiles.id, id), eq(invoiceProfiles.userId, userId));

/** The member's row lock: their profile writes run one after the other (count and default stay true). */
export async function lockMemberForInvoiceProfiles(tx: DbOrTx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Default first, then newest first. */
export async function listInvoiceProfiles(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(invoiceProfiles)
    .where(eq(invoiceProfiles.userId, userId))
    .orderBy(desc(invoiceProfiles.isDefault), desc(invoiceProfiles.createdAt), desc(invoiceProfiles.id));
}

/** The member's own profile, or null: another member's id reads as missing (code 404 upstream). */
export async function findOwnInvoiceProfile(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<InvoiceProfileRow | null> {
  const [row] = await db.select().from(invoiceProfiles).where(mine(userId, id));
  return row ?? null;
}

/** The member's default profile, or null when they have none. */
export async function findDefaultInvoiceProfile(
  db: DbOrTx,
  userId: number,
): Promise<InvoiceProfileRow | null> {
  const [row] = await db
    .select()
    .from(invoiceProfiles)
    .where(and(eq(invoiceProfiles.userId, userId), eq(invoiceProfiles.isDefault, true)));
  return row ?? null;
}

export async function countInvoiceProfiles(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(invoiceProfiles)
    .where(eq(invoiceProfiles.userId, userId));
  return row?.n ?? 0;
}

export async function insertInvoiceProfile(db: DbOrTx, userId: number, values: InvoiceProfileValues) {
  const [row] = await db
    .insert(invoiceProfiles)
    .values({ userId, ...values, isDefault: false })
    .returning();
  return row!;
}

export async function updateInvoiceProfile(
  db: DbOrTx,
  userId: number,
  id: number,
  values: InvoiceProfileValues,
) {
  const [row] = await db
    .update(invoiceProfiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(mine(userId, id))
    .returning();
  return row ?? null;
}

/** Deletes the member's profile; returns whether it was the default, or null when there was none. */
export async function deleteInvoiceProfile(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .delete(invoiceProfiles)
    .where(mine(userId, id))
    .returning({ isDefault: invoiceProfiles.isDefault });
  return row ?? null;
}

/** Makes one profile the default (the old one cleared first: one default per member is an index). */
export async function markDefaultInvoiceProfile(db: DbOrTx, userId: number, id: number) {
  await db
    .update(invoiceProfiles)
    .set({ isDefault: false })
    .where(and(eq(invoiceProfiles.userId, userId), eq(invoiceProfiles.isDefault, true)));
  await db.update(invoiceProfiles).set({ isDefault: true }).where(mine(userId, id));
}

export async function newestInvoiceProfileId(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: invoiceProfiles.id })
    .from(invoiceProfiles)
    .where(eq(invoiceProfiles.userId, userId))
    .orderBy(desc(invoiceProfiles.createdAt), desc(invoiceProfiles.id))
    .limit(1);
  return row?.id ?? null;
}
