import { data } from 'react-router';
import { apiContext } from '../lib/context.server';
import { absoluteUrlsCacheControl, publicOrigin } from '../lib/seo/public-origin.server';
import { sitemapPage, urlSet, xmlResponse } from '../lib/seo/sitemap';
import type { Route } from './+types/sitemap.products';

/** /sitemap/products/{n}.xml: the product pages, 50,000 per file. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = sitemapPage(params.file);
  if (page === null) throw data(null, { status: 404 });
  const { ids, pages } = await context.get(apiContext).get('/sitemap/products', {
    page,
  });
  if (page > pages) throw data(null, { status: 404 });
  const origin = publicOrigin(context);
  return xmlResponse(urlSet(ids.map((id) => `${origin}/item/${id}`)), absoluteUrlsCacheControl(context));
}
