import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { users } from './accounts.schema.ts';

export type UserRow = typeof users.$inferSelect;
/** `users.identification` (SPEC §3 extra_info.state). */
export type Identification = -1 | 0 | 1 | 2;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** The member a password login names: by phone, or by username whatever its case. */
export async function findUserByPhoneOrUsername(db: DbOrTx, account: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.phone, account), sql`lower(${users.username}) = ${account.toLowerCase()}`))
    .limit(1);
  return row;
}

/** Whether a member other than `userId` has this username, whatever its case. */
export async function usernameTakenByOther(db: DbOrTx, username: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, userId)))
    .limit(1);
  return taken !== undefined;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** A new member, unless the number is already one's (then undefined: two registrations raced). */
export async function insertUserUnlessPhoneTaken(
  db: DbOrTx,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.phone })
    .returning();
  return row;
}

/** Locks the member's row for the caller's transaction: submissions and reviews of one member take turns. */
export async function lockUser(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      identification: users.identification,
      nickname: users.nickname,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function updateNickname(db: DbOrTx, id: number, nickname: string): Promise<void> {
  await db.update(users).set({ nickname, updatedAt: sql`now()` }).where(eq(users.id, id));
}

export async function updateAvatar(db: DbOrTx, id: number, filePath: string): Promise<void> {
  await db.update(users).set({ avatar: filePath, updatedAt: sql`now()` }).where(eq(users.id, id));
}

export async function updatePasswordHash(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/** Moves the member from `from` to `to`; false when their number is no longer `from`. */
export async function updatePhone(db: DbOrTx, id: number, from: string, to: string): Promise<boolean> {
  const moved = await db
    .update(users)
    .set({ phone: to, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.phone, from)))
    .returning({ id: users.id });
  return moved.length > 0;
}

/**
 * Registration step 2 on the member's row: username, password, and identification -1 → 0. Only while
 * it is still -1; undefined otherwise.
 */
export async function completeAccount(
  db: DbOrTx,
  id: number,
  values: { username: string; passwordHash: string; nickname?: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, identification: 0, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.identification, -1)))
    .returning();
  return row;
}

export async function setIdentification(tx: DbOrTx, userId: number, identification: Identification) {
  await tx.update(users).set({ identification, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
