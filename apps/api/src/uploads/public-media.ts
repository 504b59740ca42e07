import { publicPurposes } from '@labmall/contract/upload-purposes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UploadService } from './uploads.service.ts';

/** Where product pictures, brand logos and content images are linked from pages: `/media/{filePath}`. */
export const PUBLIC_MEDIA_PREFIX = '/media/';

/** The link a page stores for an accepted file of a public purpose. */
export const publicMediaUrl = (filePath: string) => `${PUBLIC_MEDIA_PREFIX}${filePath}`;

/** The accepted file a stored link names, or null for any other address (an absolute URL, a demo image). */
export const filePathOfMediaUrl = (url: string): string | null =>
  url.startsWith(PUBLIC_MEDIA_PREFIX) ? url.slice(PUBLIC_MEDIA_PREFIX.length) : null;

/** Read URLs live 5 minutes; a browser or page may reuse the redirect for less than that. */
const REDIRECT_CACHE = 'public, max-age=240';

/**
 * Objects are private and read through short-lived signed URLs, but pages (cached for visitors) link
 * product pictures for good: this answers a stable address with a redirect to a fresh signed one, for
 * staff files of a public purpose (`publicPurposes`) only; anything else is 404.
 */
export function registerPublicMedia(app: FastifyInstance, uploads: UploadService) {
  for (const purpose of publicPurposes) app.get(`${PUBLIC_MEDIA_PREFIX}o/${purpose}/*`, serve);

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const filePath = decodeURIComponent(new URL(request.url, 'http://x').pathname).slice(
      PUBLIC_MEDIA_PREFIX.length,
    );
    try {
      const { url } = await uploads.publicReadUrl(filePath);
      return reply.code(302).header('cache-control', REDIRECT_CACHE).redirect(url);
    } catch {
      return reply.code(404).header('cache-control', 'no-store').send('Not Found');
    }
  }
}
