import { apiContext } from '../lib/context.server';
import { absoluteUrlsCacheControl, publicOrigin } from '../lib/seo/public-origin.server';
import { sitemapIndex, xmlResponse } from '../lib/seo/sitemap';
import type { Route } from './+types/sitemap.index';

/** /sitemap.xml: the pages and categories file, the content file, then one file per 50,000 products. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const { pages } = await context.get(apiContext).get('/sitemap/products', { page: 1 });
  const files = [`${origin}/sitemap/static.xml`, `${origin}/sitemap/content.xml`];
  for (let page = 1; page <= pages; page++) files.push(`${origin}/sitemap/products/${page}.xml`);
  return xmlResponse(sitemapIndex(files), absoluteUrlsCacheControl(context));
}
