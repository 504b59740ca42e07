import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LocalObjectStorage } from '../../platform/storage/local/local-storage.ts';
import { verifyReadUrl } from '../../platform/storage/local/read-url.ts';
import { S3Failure } from './s3-errors.ts';

/**
 * Even a verified image is served so that it cannot act as a page: its type and disposition come
 * from the signed URL (never from the upload), the browser may not sniff another type, and were it
 * opened as a document it would run sandboxed with nothing allowed.
 */
const SAFE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range (what video players send), or null for the whole object. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) throw new S3Failure('InvalidRange');
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(size - Number(match[2]), 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) throw new S3Failure('InvalidRange');
  return { start, end };
}

export async function serveRead(
  storage: LocalObjectStorage,
  where: { bucket: string; key: string },
  query: Record<string, string | undefined>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const now = storage.now();
  const grant =
    where.bucket === storage.bucket
      ? verifyReadUrl(storage.secret(), where.bucket, where.key, query, now)
      : null;
  if (!grant) throw new S3Failure('ReadDenied');
  const info = await storage.head(where.key);
  if (!info) throw new S3Failure('NoSuchKey');
  const range = parseRange(request.headers.range, info.size);
  const maxAge = Math.max(Math.floor((grant.expires * 1000 - now) / 1000), 0);
  reply
    .headers(SAFE_HEADERS)
    .header('content-type', grant.contentType)
    .header('content-disposition', grant.disposition)
    .header('cache-control', `private, max-age=${maxAge}`)
    .header('accept-ranges', 'bytes')
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString());
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  const length = range ? range.end - range.start + 1 : info.size;
  reply.header('content-length', length);
  if (request.method === 'HEAD') return reply.send();
  const { stream } = await storage.openRead(where.key, range ?? undefined);
  return reply.send(stream);
}
