import { formatListFilter } from '@labmall/rules';
import { apiContext } from '../lib/context.server';
import { absoluteUrlsCacheControl, publicOrigin } from '../lib/seo/public-origin.server';
import { urlSet, xmlResponse } from '../lib/seo/sitemap';
import type { Route } from './+types/sitemap.static';

/** The public pages that are not products: home, lists per category, brands, content indexes. */
const PAGES = ['/', '/list', '/brand', '/article', '/programme', '/points', '/coupon'];

export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const types = await context.get(apiContext).get('/product_type/options');
  const lists = types.map(
    (t) => `/list?${new URLSearchParams({ filter: formatListFilter({ productTypeId: t.id }) })}`,
  );
  return xmlResponse(
    urlSet([...PAGES, ...lists].map((p) => `${origin}${p}`)),
    absoluteUrlsCacheControl(context),
  );
}
