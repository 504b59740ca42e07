import { apiContext } from '../lib/context.server';
import { absoluteUrlsCacheControl, publicOrigin } from '../lib/seo/public-origin.server';
import { datedUrlSet, xmlResponse } from '../lib/seo/sitemap';
import type { Route } from './+types/sitemap.content';

/** /sitemap/content.xml: every published article, solution, FAQ and about page, with its last change. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const content = await context.get(apiContext).get('/sitemap/content');
  const dated = (path: string, rows: { id: number; updated_at: string }[]) =>
    rows.map((row) => ({ url: `${origin}/${path}/${row.id}`, lastmod: row.updated_at }));
  return xmlResponse(
    datedUrlSet([
      { url: `${origin}/issue` },
      ...dated('article', content.articles),
      ...dated('programme', content.programmes),
      ...dated('issue', content.issues),
      ...dated('about', content.abouts),
    ]),
    absoluteUrlsCacheControl(context),
  );
}
