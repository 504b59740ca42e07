import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { type Readable, Transform } from 'node:stream';
import { S3Failure } from './s3-errors.ts';

export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/**
 * The request body as a stream the storage can consume, checked on the way: a declared
 * Content-Length no larger than `limit` that the body matches exactly, and the SHA-256 the client
 * signed unless it signed UNSIGNED-PAYLOAD. A failed check errors the stream, so the storage's
 * atomic write discards the file.
 */
export function checkedBody(source: Readable, headers: IncomingHttpHeaders, limit: number) {
  const declared = headers['content-length'];
  if (declared === undefined || !/^\d{1,15}$/.test(declared)) throw new S3Failure('MissingContentLength');
  const size = Number(declared);
  if (size > limit) throw new S3Failure('EntityTooLarge');

  const payloadHash = String(headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== UNSIGNED_PAYLOAD && !/^[0-9a-f]{64}$/.test(payloadHash)) {
    // aws-chunked streaming signatures: not supported; clients fall back to a plain body.
    throw new S3Failure('NotImplemented');
  }
  const hash = payloadHash === UNSIGNED_PAYLOAD ? null : createHash('sha256');
  let seen = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > size) return done(new S3Failure('InvalidArgument'));
      hash?.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (seen !== size) return done(new S3Failure('InvalidArgument'));
      if (hash && hash.digest('hex') !== payloadHash) return done(new S3Failure('XAmzContentSHA256Mismatch'));
      done();
    },
  });
  source.on('error', (error) => check.destroy(error));
  return { stream: source.pipe(check), size };
}

/** A small body (an XML document) read whole, refused beyond `limit` bytes. */
export async function readSmallBody(source: Readable, headers: IncomingHttpHeaders, limit: number) {
  const { stream } = checkedBody(source, headers, limit);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
