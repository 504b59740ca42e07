import type { FastifyInstance } from 'fastify';
import type { LotService } from './lots.service.ts';

/** Read URLs live 5 minutes; a browser may reuse the redirect for less than that. */
const REDIRECT_CACHE = 'public, max-age=240';

/**
 * GET /media/sds/{id}: a pack size's safety data sheet for everyone (safety information, no price), a
 * stable address the cached item page links, answered with a redirect to a fresh signed read URL. A
 * removed document, a COA or anything else is 404.
 */
export function registerSdsMedia(app: FastifyInstance, lots: LotService) {
  app.get<{ Params: { id: string } }>('/media/sds/:id', async (request, reply) => {
    const id = /^[1-9]\d{0,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
    try {
      if (!id) throw new Error('not an id');
      const { url } = await lots.sdsReadUrl(id);
      return reply.code(302).header('cache-control', REDIRECT_CACHE).redirect(url);
    } catch {
      return reply.code(404).header('cache-control', 'no-store').send('Not Found');
    }
  });
}
