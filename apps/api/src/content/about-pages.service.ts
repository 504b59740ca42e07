import type { Db } from '../platform/db.ts';
import { notFound } from '../platform/errors.ts';
import { type RichTextOptions, sanitizeRichText } from '../platform/rich-text.ts';
import * as repo from './about-pages.repository.ts';

export interface AboutPageInput {
  id?: number | undefined;
  title: string;
  body: string;
  sort: number;
  published: boolean;
}

type PageRow = Awaited<ReturnType<typeof repo.listPages>>[number];
const adminRow = (row: PageRow) => ({
  id: row.id,
  title: row.title,
  sort: row.sort,
  published: row.published,
  updated_at: row.updatedAt.toISOString(),
});

/** About pages (/about/{id}): company, qualifications, contact, terms, privacy. */
export function createAboutPageService({ db, richText }: { db: Db; richText: RichTextOptions }) {
  return {
    /** One published page (without an id: the first in order) and the table of contents. */
    async detail(id: number | undefined) {
      const pages = await repo.listPages(db, true);
      const wanted = id ?? pages[0]?.id;
      const row = wanted === undefined ? undefined : await repo.findPage(db, wanted);
      if (!row?.published) throw notFound('页面不存在或未发布');
      return {
        id: row.id,
        title: row.title,
        body: sanitizeRichText(row.body, richText),
        updated_at: row.updatedAt.toISOString(),
        pages: pages.map((p) => ({ id: p.id, title: p.title })),
      };
    },

    adminList: async () => (await repo.listPages(db, false)).map(adminRow),

    async adminDetail(id: number) {
      const row = await repo.findPage(db, id);
      if (!row) throw notFound('页面不存在');
      return { ...adminRow(row), body: sanitizeRichText(row.body, richText) };
    },

    async save(input: AboutPageInput) {
      const values = {
        title: input.title,
        body: sanitizeRichText(input.body, richText),
        sort: input.sort,
        published: input.published,
      };
      if (input.id === undefined) return { id: await repo.insertPage(db, values) };
      if (!(await repo.updatePage(db, input.id, values))) throw notFound('页面不存在');
      return { id: input.id };
    },

    async remove(id: number) {
      if (!(await repo.deletePage(db, id))) throw notFound('页面不存在');
      return { deleted: true };
    },

    stamps: async () => (await repo.listPages(db, true)).map((p) => ({ id: p.id, updatedAt: p.updatedAt })),
  };
}

export type AboutPageService = ReturnType<typeof createAboutPageService>;
