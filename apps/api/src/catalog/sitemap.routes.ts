import { SITEMAP_PAGE, sitemapProducts } from '@labmall/contract/sitemap';
import { asc, count } from 'drizzle-orm';
import { defineRoute } from '../platform/route.ts';
import { products } from './catalog.schema.ts';

export const sitemapRoutes = [
  defineRoute({
    ...sitemapProducts,
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
