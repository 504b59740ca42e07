import { count, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { skus } from '../../catalogue/catalogue.schema.ts';
import { aboutPages } from '../../content/about-pages.schema.ts';
import { articleCategories, articles } from '../../content/articles.schema.ts';
import { faqCategories, faqs } from '../../content/faqs.schema.ts';
import { solutionItems, solutions } from '../../content/solutions.schema.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { demoAboutPages } from './demo-about-pages.ts';
import { demoArticleCategories, demoArticles } from './demo-articles.ts';
import { demoFaqCategories, demoFaqs } from './demo-faqs.ts';
import { demoSolutions } from './demo-solutions.ts';

async function isEmpty(db: DbOrTx, table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** After rows with fixed ids, the identity continues past them. */
async function moveIdentity(db: DbOrTx, table: string) {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.identifier(table)}), false)`,
  );
}

/** Category name → id, creating the names that are missing. */
async function categoryIds(
  db: DbOrTx,
  table: typeof articleCategories | typeof faqCategories,
  names: readonly string[],
) {
  for (const [sort, name] of names.entries()) {
    await db.insert(table).values({ name, sort }).onConflictDoNothing({ target: table.name });
  }
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function seedArticles(db: DbOrTx) {
  if (!(await isEmpty(db, articles))) return;
  const ids = await categoryIds(db, articleCategories, demoArticleCategories);
  await db.insert(articles).values(
    demoArticles.map((a) => ({
      id: a.id,
      categoryId: ids.get(a.category)!,
      title: a.title,
      summary: a.summary,
      author: a.author,
      body: sanitizeRichText(a.body),
      publishedAt: new Date(a.publishedAt),
      updatedAt: new Date(a.publishedAt),
    })),
  );
  await moveIdentity(db, 'articles');
}

async function seedSolutions(db: DbOrTx) {
  if (!(await isEmpty(db, solutions))) return;
  const wanted = demoSolutions.flatMap((s) => s.items.map(([sku]) => sku.toLowerCase()));
  const found = await db
    .select({ id: skus.id, sku: sql<string>`lower(${skus.sku})` })
    .from(skus)
    .where(inArray(sql`lower(${skus.sku})`, wanted));
  const skuIds = new Map(found.map((r) => [r.sku, r.id]));
  await db.insert(solutions).values(
    demoSolutions.map((s, sort) => ({
      id: s.id,
      title: s.title,
      summary: s.summary,
      body: sanitizeRichText(s.body),
      sort,
      published: true,
    })),
  );
  const items = demoSolutions.flatMap((s) =>
    s.items.flatMap(([sku, quantity], sort) => {
      const skuId = skuIds.get(sku.toLowerCase());
      return skuId === undefined ? [] : [{ solutionId: s.id, skuId, quantity, sort }];
    }),
  );
  if (items.length > 0) await db.insert(solutionItems).values(items);
  await moveIdentity(db, 'solutions');
}

async function seedFaqs(db: DbOrTx) {
  if (!(await isEmpty(db, faqs))) return;
  const ids = await categoryIds(db, faqCategories, demoFaqCategories);
  await db.insert(faqs).values(
    demoFaqs.map((f, sort) => ({
      id: f.id,
      categoryId: ids.get(f.category)!,
      question: f.question,
      answer: sanitizeRichText(f.answer),
      sort,
      published: true,
    })),
  );
  await moveIdentity(db, 'faqs');
}

async function seedAboutPages(db: DbOrTx) {
  if (!(await isEmpty(db, aboutPages))) return;
  await db.insert(aboutPages).values(
    demoAboutPages.map((p, sort) => ({
      id: p.id,
      title: p.title,
      body: sanitizeRichText(p.body),
      sort,
      published: true,
    })),
  );
  await moveIdentity(db, 'about_pages');
}

/**
 * Demo articles, solutions, FAQs and about pages. Each kind is seeded only into an empty table, so a
 * second run changes nothing, and a merchant's edits and deletions stay as they are. Runs after the
 * catalogue: bundles name SKUs by 货号.
 */
export async function seedContentPages(db: DbOrTx): Promise<void> {
  await seedArticles(db);
  await seedSolutions(db);
  await seedFaqs(db);
  await seedAboutPages(db);
}
