import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { memberProfiles } from './accounts.schema.ts';

export async function findProfile(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId)).limit(1);
  return row;
}

export async function upsertProfile(
  db: DbOrTx,
  userId: number,
  profile: { organisation: string; contactName: string; email: string },
) {
  await db
    .insert(memberProfiles)
    .values({ userId, ...profile })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: { ...profile, updatedAt: sql`now()` } });
}
