import { absoluteUrlsCacheControl, publicOrigin } from '../lib/seo/public-origin.server';
import type { Route } from './+types/robots';

/** Member pages hold per-buyer data and are of no use to a search engine; the sitemap must be absolute. */
const DISALLOW = ['/api/', '/admin', '/user', '/cart', '/quick', '/order', '/pay', '/error/', '/register/'];

export function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const text = [
    'User-agent: *',
    ...DISALLOW.map((p) => `Disallow: ${p}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  return new Response(text.join('\n'), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': absoluteUrlsCacheControl(context),
    },
  });
}
