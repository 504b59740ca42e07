import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { aboutPages } from './about-pages.schema.ts';

export type AboutPageValues = Omit<typeof aboutPages.$inferInsert, 'id' | 'updatedAt'>;

const rowColumns = {
  id: aboutPages.id,
  title: aboutPages.title,
  sort: aboutPages.sort,
  published: aboutPages.published,
  updatedAt: aboutPages.updatedAt,
};

/** Pages in their order (published ones only when asked), without bodies. */
export async function listPages(db: DbOrTx, publishedOnly: boolean) {
  return db
    .select(rowColumns)
    .from(aboutPages)
    .where(publishedOnly ? eq(aboutPages.published, true) : undefined)
    .orderBy(asc(aboutPages.sort), asc(aboutPages.id));
}

export async function findPage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(aboutPages).where(eq(aboutPages.id, id));
  return row;
}

export async function insertPage(db: DbOrTx, values: AboutPageValues) {
  const [row] = await db.insert(aboutPages).values(values).returning({ id: aboutPages.id });
  return row!.id;
}

export async function updatePage(db: DbOrTx, id: number, values: AboutPageValues) {
  const rows = await db
    .update(aboutPages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(aboutPages.id, id))
    .returning({ id: aboutPages.id });
  return rows.length > 0;
}

export async function deletePage(db: DbOrTx, id: number) {
  const rows = await db.delete(aboutPages).where(eq(aboutPages.id, id)).returning({ id: aboutPages.id });
  return rows.length > 0;
}
