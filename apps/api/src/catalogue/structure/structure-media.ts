import type { FastifyInstance } from 'fastify';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { isStructurePictureKey, STRUCTURE_MEDIA_PREFIX, structureKeyOfUrlPath } from './picture-key.ts';

/** The address names the drawing (InChIKey and drawing version): it never changes under a browser. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** RDKit's drawings are a few kilobytes; anything larger was not drawn by this store. */
const MAX_BYTES = 512 * 1024;

/**
 * GET /media/structure/v1/{InChIKey}.svg: a structure's picture, answered from storage with its bytes
 * (not a redirect: it is public, small, and cached for a year). An SVG is a document that could
 * script; these are drawn by RDKit and checked for anything active when stored, and are served with a
 * CSP that forbids script anyway, in case one is opened directly rather than through an `<img>`.
 */
export function registerStructureMedia(app: FastifyInstance, storage: ObjectStorage) {
  app.get(`${STRUCTURE_MEDIA_PREFIX}*`, async (request, reply) => {
    const path = new URL(request.url, 'http://x').pathname.slice(STRUCTURE_MEDIA_PREFIX.length);
    const key = structureKeyOfUrlPath(path);
    const missing = () => reply.code(404).header('cache-control', 'no-store').send('Not Found');
    if (!isStructurePictureKey(key)) return missing();
    const info = await storage.head(key);
    if (!info || info.size > MAX_BYTES) return missing();
    const bytes = await storage.readStart(key, info.size);
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(Buffer.from(bytes));
  });
}
