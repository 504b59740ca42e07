// A visitor's page as the page cache keeps and serves it (ADR 0064): compressed once, when kept, in each
// encoding a browser may ask for, and served with the nonce it was rendered with, as a CDN serves its copy.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedPage, PAGE_ENCODINGS, type PageEncoding } from './page-cache.ts';
import { answerWithNonce } from './security-headers.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Paid again after every purge, and every operator write purges: in bench:day, whose desk confirms and
 * ships about twice a second, a visitor page was kept for less than a second, and brotli 9 with gzip 9 on
 * each (the first levels chosen) left the embedded store a third slower. So the levels are the
 * compression plugin's per-answer ones (brotli 4, gzip 6): a miss costs about two of its compressions, a
 * hit none.
 */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};
const GZIP = { level: 6 };

/** Response headers never replayed from the cache (set per answer, or by the compression plugin). */
const UNCACHED_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'date',
  'cache-control',
]);

export async function keepPage(response: Response, nonce: string): Promise<CachedPage> {
  const identity = Buffer.from(await response.text());
  const [br, gz] = await Promise.all([brotli(identity, BROTLI), gzipped(identity, GZIP)]);
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !UNCACHED_HEADERS.has(name)),
    nonce,
    bodies: { br, gzip: gz, identity },
  };
}

const negotiator = new Negotiator<PageEncoding>({ supportedValues: [...PAGE_ENCODINGS] });

/** The encoding Accept-Encoding prefers among those kept; identity when it names none of them. */
function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  return (acceptEncoding && negotiator.negotiate(acceptEncoding)) || 'identity';
}

/** Sends a kept page in the encoding the request prefers, its nonce in the CSP header. */
export function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  cacheControl: string,
) {
  const encoding = pageEncoding(request.headers['accept-encoding']);
  answerWithNonce(request, reply, page.nonce);
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('cache-control', cacheControl).header('vary', 'Cookie, Accept-Encoding');
  // Set before sending, the compression plugin passes the body through untouched.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.bodies[encoding]);
}
