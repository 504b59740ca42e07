import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { uploadedObjects } from './uploads.schema.ts';

export type UploadedObjectRow = typeof uploadedObjects.$inferSelect;
export type NewUploadedObject = Omit<typeof uploadedObjects.$inferInsert, 'id' | 'createdAt'>;

export async function insertUploadedObject(
  db: DbOrTx,
  values: NewUploadedObject,
): Promise<UploadedObjectRow> {
  const [row] = await db.insert(uploadedObjects).values(values).returning();
  return row!;
}

export async function findUploadedObjectByKey(
  db: DbOrTx,
  key: string,
): Promise<UploadedObjectRow | undefined> {
  const [row] = await db.select().from(uploadedObjects).where(eq(uploadedObjects.key, key)).limit(1);
  return row;
}

export async function findOwnedUploadedObject(
  db: DbOrTx,
  ownerId: number,
  key: string,
): Promise<UploadedObjectRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadedObjects)
    .where(and(eq(uploadedObjects.ownerId, ownerId), eq(uploadedObjects.key, key)))
    .limit(1);
  return row;
}
