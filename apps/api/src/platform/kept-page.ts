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
 * Paid once per page per PAGE_CACHE_SECONDS, off the event loop (zlib's thread pool), so the levels can be
 * higher than a per-answer compression affords: brotli 9 is within a few per cent of 11 on HTML at a
 * fraction of its time.
 */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 9 },
};
const GZIP = { level: 9 };

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
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
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
