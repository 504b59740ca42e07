import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { users } from './accounts.schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateNickname(db: DbOrTx, id: number, nickname: string): Promise<void> {
  await db.update(users).set({ nickname, updatedAt: sql`now()` }).where(eq(users.id, id));
}

export async function updateAvatar(db: DbOrTx, id: number, filePath: string): Promise<void> {
  await db.update(users).set({ avatar: filePath, updatedAt: sql`now()` }).where(eq(users.id, id));
}
