import type { Db } from '../platform/db.ts';
import { conflict, invalid, notFound } from '../platform/errors.ts';
import { type RichTextOptions, sanitizeRichText } from '../platform/rich-text.ts';
import * as repo from './faqs.repository.ts';

export interface FaqInput {
  id?: number | undefined;
  category_id: number;
  question: string;
  answer: string;
  sort: number;
  published: boolean;
}

type FaqRow = Awaited<ReturnType<typeof repo.listFaqs>>[number];

const adminRow = (row: FaqRow) => ({
  id: row.id,
  question: row.question,
  category_id: row.categoryId,
  category_name: row.categoryName,
  sort: row.sort,
  published: row.published,
  updated_at: row.updatedAt.toISOString(),
});

/** FAQs (/issue): questions by category, each with a rich-text answer. */
export function createFaqService({ db, richText }: { db: Db; richText: RichTextOptions }) {
  return {
    /** Published questions grouped by category; a category without any is left out. */
    async list() {
      const rows = await repo.listFaqs(db, { publishedOnly: true });
      const categories: { id: number; name: string; list: { id: number; question: string }[] }[] = [];
      for (const row of rows) {
        let category = categories.at(-1);
        if (category?.id !== row.categoryId) {
          category = { id: row.categoryId, name: row.categoryName, list: [] };
          categories.push(category);
        }
        category.list.push({ id: row.id, question: row.question });
      }
      return { categories };
    },

    async detail(id: number) {
      const row = await repo.findFaq(db, id);
      if (!row?.published) throw notFound('问题不存在或未发布');
      const siblings = await repo.listFaqs(db, { publishedOnly: true, categoryId: row.categoryId });
      return {
        id: row.id,
        question: row.question,
        answer: sanitizeRichText(row.answer, richText),
        category_id: row.categoryId,
        category_name: row.categoryName,
        updated_at: row.updatedAt.toISOString(),
        related: siblings.filter((s) => s.id !== id).map((s) => ({ id: s.id, question: s.question })),
      };
    },

    adminList: async (query: { category_id?: number | undefined }) =>
      (await repo.listFaqs(db, { publishedOnly: false, categoryId: query.category_id })).map(adminRow),

    async adminDetail(id: number) {
      const row = await repo.findFaq(db, id);
      if (!row) throw notFound('问题不存在');
      return { ...adminRow(row), answer: sanitizeRichText(row.answer, richText) };
    },

    async save(input: FaqInput) {
      if (!(await repo.findCategory(db, input.category_id))) throw invalid({ category_id: '分类不存在' });
      const values = {
        categoryId: input.category_id,
        question: input.question,
        answer: sanitizeRichText(input.answer, richText),
        sort: input.sort,
        published: input.published,
      };
      if (input.id === undefined) return { id: await repo.insertFaq(db, values) };
      if (!(await repo.updateFaq(db, input.id, values))) throw notFound('问题不存在');
      return { id: input.id };
    },

    async remove(id: number) {
      if (!(await repo.deleteFaq(db, id))) throw notFound('问题不存在');
      return { deleted: true };
    },

    categories: () => repo.listCategoriesWithCounts(db),

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
      if ((await repo.countFaqsIn(db, id)) > 0) throw conflict('分类下还有问题，请先移走或删除');
      await repo.deleteCategory(db, id);
      return { deleted: true };
    },

    stamps: () => repo.publishedFaqStamps(db),
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
