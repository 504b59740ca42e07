import type { Db } from '../platform/db.ts';
import { productIdPage } from './sitemap.repository.ts';

/** What the storefront's sitemap files list: every product, page by page. */
export function createSitemapService({ db }: { db: Db }) {
  return {
    /** Page `page` (from 1) of product ids, `pageSize` to a page, and how many pages there are (at least 1). */
    async productIds(page: number, pageSize: number) {
      const { ids, total } = await productIdPage(db, { offset: (page - 1) * pageSize, limit: pageSize });
      return { ids, pages: Math.max(1, Math.ceil(total / pageSize)) };
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
