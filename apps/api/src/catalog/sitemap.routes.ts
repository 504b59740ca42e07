import { asc, count } from 'drizzle-orm';
import { z } from 'zod';
import { idField } from '../platform/input-rules.ts';
import { defineRoute } from '../platform/route.ts';
import { products } from './catalog.schema.ts';

/** The sitemaps protocol allows 50,000 URLs per file. */
export const SITEMAP_PAGE = 50_000;

export const sitemapRoutes = [
  defineRoute({
    method: 'GET',
    path: '/sitemap/products',
    summary: `站点地图：商品编号，每页 ${SITEMAP_PAGE} 个，按编号排列`,
    auth: 'public',
    payload: z.object({ page: idField('页码须为正整数').default(1) }),
    answer: z.object({ ids: z.array(z.number().int()), pages: z.number().int() }),
    handler: async ({ payload, deps }) => {
      const [rows, [total]] = await Promise.all([
        deps.db
          .select({ id: products.id })
          .from(products)
          .orderBy(asc(products.id))
          .offset((payload.page - 1) * SITEMAP_PAGE)
          .limit(SITEMAP_PAGE),
        deps.db.select({ n: count() }).from(products),
      ]);
      return { ids: rows.map((r) => r.id), pages: Math.max(1, Math.ceil((total?.n ?? 0) / SITEMAP_PAGE)) };
    },
  }),
];
