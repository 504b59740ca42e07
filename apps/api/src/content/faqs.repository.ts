import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { faqCategories, faqs } from './faqs.schema.ts';

export type FaqValues = Omit<typeof faqs.$inferInsert, 'id' | 'updatedAt'>;

const rowColumns = {
  id: faqs.id,
  question: faqs.question,
  categoryId: faqs.categoryId,
  categoryName: faqCategories.name,
  sort: faqs.sort,
  published: faqs.published,
  updatedAt: faqs.updatedAt,
};
const order = [asc(faqCategories.sort), asc(faqCategories.id), asc(faqs.sort), asc(faqs.id)];

/** FAQs with their category, in category order then their own; published ones only when asked. */
export async function listFaqs(
  db: DbOrTx,
  query: { publishedOnly: boolean; categoryId?: number | undefined },
) {
  return db
    .select(rowColumns)
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
    .where(
      and(
        query.publishedOnly ? eq(faqs.published, true) : undefined,
        query.categoryId ? eq(faqs.categoryId, query.categoryId) : undefined,
      ),
    )
    .orderBy(...order);
}

export async function findFaq(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...rowColumns, answer: faqs.answer })
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
    .where(eq(faqs.id, id));
  return row;
}

export async function listCategoriesWithCounts(db: DbOrTx) {
  return db
    .select({
      id: faqCategories.id,
      name: faqCategories.name,
      sort: faqCategories.sort,
      count: count(faqs.id),
    })
    .from(faqCategories)
    .leftJoin(faqs, eq(faqs.categoryId, faqCategories.id))
    .groupBy(faqCategories.id)
    .orderBy(asc(faqCategories.sort), asc(faqCategories.id));
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(faqCategories).where(eq(faqCategories.id, id));
  return row;
}

export async function categoryNameTaken(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(and(eq(faqCategories.name, name), exceptId ? ne(faqCategories.id, exceptId) : undefined));
  return row !== undefined;
}

export async function insertCategory(db: DbOrTx, values: { name: string; sort: number }) {
  const [row] = await db.insert(faqCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: DbOrTx, id: number, values: { name: string; sort: number }) {
  const [row] = await db.update(faqCategories).set(values).where(eq(faqCategories.id, id)).returning();
  return row;
}

export async function countFaqsIn(db: DbOrTx, categoryId: number) {
  const [row] = await db.select({ n: count() }).from(faqs).where(eq(faqs.categoryId, categoryId));
  return row?.n ?? 0;
}

export async function deleteCategory(db: DbOrTx, id: number) {
  const rows = await db
    .delete(faqCategories)
    .where(eq(faqCategories.id, id))
    .returning({ id: faqCategories.id });
  return rows.length > 0;
}

export async function insertFaq(db: DbOrTx, values: FaqValues) {
  const [row] = await db.insert(faqs).values(values).returning({ id: faqs.id });
  return row!.id;
}

export async function updateFaq(db: DbOrTx, id: number, values: FaqValues) {
  const rows = await db
    .update(faqs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(faqs.id, id))
    .returning({ id: faqs.id });
  return rows.length > 0;
}

export async function deleteFaq(db: DbOrTx, id: number) {
  const rows = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return rows.length > 0;
}

export async function publishedFaqStamps(db: DbOrTx) {
  return db
    .select({ id: faqs.id, updatedAt: faqs.updatedAt })
    .from(faqs)
    .where(eq(faqs.published, true))
    .orderBy(asc(faqs.id));
}
