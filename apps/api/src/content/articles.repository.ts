import { and, asc, count, desc, eq, gt, isNotNull, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { articleCategories, articles } from './articles.schema.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'updatedAt'>;

const listColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  categoryId: articles.categoryId,
  categoryName: articleCategories.name,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
};

/** Published by `now`: a draft has no date, a scheduled article a later one. */
const visibleAt = (now: Date) => and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now));

export async function listCategories(db: DbOrTx) {
  return db
    .select({ id: articleCategories.id, name: articleCategories.name, sort: articleCategories.sort })
    .from(articleCategories)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

/** Categories with how many articles (drafts too) each holds. */
export async function listCategoriesWithCounts(db: DbOrTx) {
  return db
    .select({
      id: articleCategories.id,
      name: articleCategories.name,
      sort: articleCategories.sort,
      count: count(articles.id),
    })
    .from(articleCategories)
    .leftJoin(articles, eq(articles.categoryId, articleCategories.id))
    .groupBy(articleCategories.id)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(articleCategories).where(eq(articleCategories.id, id));
  return row;
}

/** Another category already named `name` (names are unique). */
export async function categoryNameTaken(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(and(eq(articleCategories.name, name), exceptId ? ne(articleCategories.id, exceptId) : undefined));
  return row !== undefined;
}

export async function insertCategory(db: DbOrTx, values: { name: string; sort: number }) {
  const [row] = await db.insert(articleCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: DbOrTx, id: number, values: { name: string; sort: number }) {
  const [row] = await db
    .update(articleCategories)
    .set(values)
    .where(eq(articleCategories.id, id))
    .returning();
  return row;
}

export async function countArticlesIn(db: DbOrTx, categoryId: number) {
  const [row] = await db.select({ n: count() }).from(articles).where(eq(articles.categoryId, categoryId));
  return row?.n ?? 0;
}

export async function deleteCategory(db: DbOrTx, id: number) {
  const rows = await db
    .delete(articleCategories)
    .where(eq(articleCategories.id, id))
    .returning({ id: articleCategories.id });
  return rows.length > 0;
}

async function page(db: DbOrTx, where: SQL | undefined, paging: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .offset(paging.offset)
      .limit(paging.limit),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Published articles, newest first, optionally of one category. */
export function listPublished(
  db: DbOrTx,
  query: { categoryId?: number | undefined; now: Date; offset: number; limit: number },
) {
  const where = and(
    visibleAt(query.now),
    query.categoryId ? eq(articles.categoryId, query.categoryId) : undefined,
  );
  return page(db, where, query);
}

/** Every article, drafts and scheduled ones too (drafts, having no date, first). */
export function listAll(
  db: DbOrTx,
  query: { categoryId?: number | undefined; offset: number; limit: number },
) {
  return page(db, query.categoryId ? eq(articles.categoryId, query.categoryId) : undefined, query);
}

export async function findArticle(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...listColumns, author: articles.author, body: articles.body })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(eq(articles.id, id));
  return row;
}

/** The published neighbours of an article in its category, by publication time (then id). */
export async function neighbours(
  db: DbOrTx,
  article: { id: number; categoryId: number; publishedAt: Date },
  now: Date,
) {
  const same = and(visibleAt(now), eq(articles.categoryId, article.categoryId));
  const at = article.publishedAt;
  const columns = { id: articles.id, title: articles.title };
  const [[prev], [next]] = await Promise.all([
    db
      .select(columns)
      .from(articles)
      .where(
        and(
          same,
          or(lt(articles.publishedAt, at), and(eq(articles.publishedAt, at), lt(articles.id, article.id))),
        ),
      )
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(1),
    db
      .select(columns)
      .from(articles)
      .where(
        and(
          same,
          or(gt(articles.publishedAt, at), and(eq(articles.publishedAt, at), gt(articles.id, article.id))),
        ),
      )
      .orderBy(asc(articles.publishedAt), asc(articles.id))
      .limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

export async function insertArticle(db: DbOrTx, values: ArticleValues) {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  return row!.id;
}

export async function updateArticle(db: DbOrTx, id: number, values: ArticleValues) {
  const rows = await db
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  return rows.length > 0;
}

export async function deleteArticle(db: DbOrTx, id: number) {
  const rows = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  return rows.length > 0;
}

/** Published articles' ids and last changes, for the sitemap. */
export async function publishedArticleStamps(db: DbOrTx, now: Date) {
  return db
    .select({ id: articles.id, updatedAt: articles.updatedAt })
    .from(articles)
    .where(visibleAt(now))
    .orderBy(asc(articles.id));
}
