import type { Db } from '../platform/db.ts';
import { conflict, invalid, notFound } from '../platform/errors.ts';
import { type RichTextOptions, sanitizeRichText } from '../platform/rich-text.ts';
import * as repo from './articles.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const NOT_FOUND = '文章不存在或未发布';

interface Paging {
  index: number;
  pageSize: number;
}

export interface ArticleInput {
  id?: number | undefined;
  category_id: number;
  title: string;
  summary: string;
  author: string;
  body: string;
  published_at: string | null;
}

/** News (/article): published articles for everyone, every article for operators. */
export function createArticleService({ db, richText }: { db: Db; richText: RichTextOptions }) {
  const listRow = (row: Awaited<ReturnType<typeof repo.listAll>>['rows'][number]) => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    category_id: row.categoryId,
    category_name: row.categoryName,
  });

  async function requireCategory(id: number) {
    if (!(await repo.findCategory(db, id))) throw invalid({ category_id: '分类不存在' });
  }

  return {
    async list(query: { category_id?: number | undefined } & Paging, now = new Date()) {
      const categories = await repo.listCategories(db);
      if (query.category_id && !categories.some((c) => c.id === query.category_id))
        throw notFound('分类不存在');
      const { rows, total } = await repo.listPublished(db, {
        categoryId: query.category_id,
        now,
        offset: (query.index - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        categories: categories.map(({ id, name }) => ({ id, name })),
        list: rows.map((row) => ({ ...listRow(row), published_at: iso(row.publishedAt)! })),
        total,
      };
    },

    /** A published article with its neighbours; a draft or scheduled one is as absent as an unknown id. */
    async detail(id: number, now = new Date()) {
      const row = await repo.findArticle(db, id);
      if (!row?.publishedAt || row.publishedAt > now) throw notFound(NOT_FOUND);
      const { prev, next } = await repo.neighbours(db, { ...row, publishedAt: row.publishedAt }, now);
      return {
        ...listRow(row),
        published_at: row.publishedAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        author: row.author,
        body: sanitizeRichText(row.body, richText),
        prev,
        next,
      };
    },

    async adminList(query: { category_id?: number | undefined } & Paging) {
      const { rows, total } = await repo.listAll(db, {
        categoryId: query.category_id,
        offset: (query.index - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        list: rows.map((row) => ({
          ...listRow(row),
          published_at: iso(row.publishedAt),
          updated_at: row.updatedAt.toISOString(),
        })),
        total,
      };
    },

    async adminDetail(id: number) {
      const row = await repo.findArticle(db, id);
      if (!row) throw notFound('文章不存在');
      return {
        ...listRow(row),
        summary: row.summary,
        author: row.author,
        body: sanitizeRichText(row.body, richText),
        published_at: iso(row.publishedAt),
        updated_at: row.updatedAt.toISOString(),
      };
    },

    async save(input: ArticleInput) {
      await requireCategory(input.category_id);
      const values = {
        categoryId: input.category_id,
        title: input.title,
        summary: input.summary,
        author: input.author,
        body: sanitizeRichText(input.body, richText),
        publishedAt: input.published_at === null ? null : new Date(input.published_at),
      };
      if (input.id === undefined) return { id: await repo.insertArticle(db, values) };
      if (!(await repo.updateArticle(db, input.id, values))) throw notFound('文章不存在');
      return { id: input.id };
    },

    async remove(id: number) {
      if (!(await repo.deleteArticle(db, id))) throw notFound('文章不存在');
      return { deleted: true };
    },

    categories: async () => repo.listCategoriesWithCounts(db),

    async saveCategory(input: { id?: number | undefined; name: string; sort: number }) {
      if (await repo.categoryNameTaken(db, input.name, input.id)) throw conflict('已有同名分类');
      const values = { name: input.name, sort: input.sort };
      if (input.id === undefined) return repo.insertCategory(db, values);
      const row = await repo.updateCategory(db, input.id, values);
      if (!row) throw notFound('分类不存在');
      return row;
    },

    async removeCategory(id: number) {
      if (!(await repo.findCategory(db, id))) throw notFound('分类不存在');
      if ((await repo.countArticlesIn(db, id)) > 0) throw conflict('分类下还有文章，请先移走或删除');
      await repo.deleteCategory(db, id);
      return { deleted: true };
    },

    stamps: (now = new Date()) => repo.publishedArticleStamps(db, now),
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
