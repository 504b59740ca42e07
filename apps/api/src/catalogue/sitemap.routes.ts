import { SITEMAP_PAGE, sitemapProducts } from '@labmall/contract/sitemap';
import { defineRoute } from '../platform/route.ts';

export const sitemapRoutes = [
  defineRoute({
    ...sitemapProducts,
    handler: ({ payload, deps }) => deps.catalogue.sitemapPage(payload.page, SITEMAP_PAGE),
  }),
];
