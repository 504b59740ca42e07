import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { uploadDailyTokens, uploadedObjects } from './uploads.schema.ts';

/**
 * Counts one more token for the member's day unless the count has reached `limit`, in one statement:
 * concurrent calls queue on the row, and each sees the count the one before it left. True when counted.
 */
export async function takeDailyUploadToken(db: DbOrTx, userId: number, day: string, limit: number) {
  const rows = await db
    .insert(uploadDailyTokens)
    .values({ userId, day, tokens: 1 })
    .onConflictDoUpdate({
      target: [uploadDailyTokens.userId, uploadDailyTokens.day],
      set: { tokens: sql`${uploadDailyTokens.tokens} + 1` },
      setWhere: sql`${uploadDailyTokens.tokens} < ${limit}`,
    })
    .returning({ tokens: uploadDailyTokens.tokens });
  return rows.length > 0;
}

/** Bytes of the files the member registered since `since` (the start of their day). */
export async function registeredBytesSince(db: DbOrTx, ownerId: number, since: Date) {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploadedObjects.size}), 0)` })
    .from(uploadedObjects)
    .where(and(eq(uploadedObjects.ownerId, ownerId), gte(uploadedObjects.createdAt, since)));
  return Number(row?.bytes ?? 0);
}
