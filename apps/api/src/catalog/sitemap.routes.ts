import { z } from 'zod';
import { idField } from '../platform/input-rules.ts';
import { defineRoute } from '../platform/route.ts';

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
    handler: ({ payload, deps }) => deps.sitemap.productIds(payload.page, SITEMAP_PAGE),
  }),
];
