import { errorXml } from '@labmall/s3-sig/s3-xml';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LocalObjectStorage } from '../../platform/storage/local/local-storage.ts';
import { isValidKey } from '../../platform/storage/object-key.ts';
import { StorageError } from '../../platform/storage/object-storage.ts';
import { authenticate } from './authenticate.ts';
import { serveRead } from './read-object.ts';
import { S3Failure, s3Errors } from './s3-errors.ts';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  createMultipartUpload,
  listParts,
  type Operation,
  putObject,
  uploadPart,
} from './s3-operations.ts';

export const LOCAL_ENDPOINT_PREFIX = '/storage';

export interface LocalEndpointOptions {
  storage: LocalObjectStorage;
  /** Nothing larger can be written, in one request or in all the parts of one upload. */
  maxObjectBytes: number;
}

type Query = Record<string, string | undefined>;

/** `/storage/{bucket}/{key}` from the raw URL, each segment decoded once (the signature covers the raw form). */
function target(rawUrl: string): { bucket: string; key: string } {
  const path = rawUrl.split('?')[0]!.slice(LOCAL_ENDPOINT_PREFIX.length + 1);
  const slash = path.indexOf('/');
  if (slash <= 0) throw new S3Failure('InvalidArgument');
  try {
    const key = path
      .slice(slash + 1)
      .split('/')
      .map(decodeURIComponent)
      .join('/');
    return { bucket: decodeURIComponent(path.slice(0, slash)), key };
  } catch {
    throw new S3Failure('InvalidArgument');
  }
}

/**
 * The local adapter's S3-compatible endpoint (outside /api, which is the encrypted transport):
 * PutObject, CreateMultipartUpload, UploadPart, ListParts, CompleteMultipartUpload and
 * AbortMultipartUpload, each authorised by `authenticate`; and GetObject through signed read URLs.
 * Browsers write here directly with the credentials from `GET /oss/token`, as they would to S3.
 */
/** No room left on the storage's disk (or the user's quota of it). */
const isDiskFull = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOSPC' || code === 'EDQUOT';
};

export async function localStorageEndpoint(app: FastifyInstance, options: LocalEndpointOptions) {
  const { storage, maxObjectBytes } = options;

  // Bodies are streamed to disk by the handlers, never buffered or parsed by Fastify.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.setErrorHandler((error, request, reply) => {
    let code: keyof typeof s3Errors = 'InternalError';
    if (error instanceof S3Failure) code = error.code;
    else if (error instanceof StorageError) code = error.code;
    else if ((error as { statusCode?: number }).statusCode === 415) code = 'InvalidArgument';
    else if (isDiskFull(error)) {
      // The half-written temp file is already gone (disk.ts): nothing to clean, but someone must free space.
      code = 'InsufficientStorage';
      request.log.error({ err: error }, 'local storage endpoint: the disk is full');
    } else request.log.error({ err: error }, 'local storage endpoint failed');
    const [status, message] = s3Errors[code];
    const resource = request.url.split('?')[0] ?? '';
    return reply
      .code(status)
      .header('content-type', 'application/xml')
      .header('cache-control', 'no-store')
      .send(request.method === 'HEAD' ? undefined : errorXml(code, message, resource, request.id));
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const rawUrl = request.raw.url ?? '';
    const where = target(rawUrl);
    const query = request.query as Query;
    const method = request.method;
    if ((method === 'GET' || method === 'HEAD') && query.uploadId === undefined) {
      return serveRead(storage, where, query, request, reply);
    }
    if (where.bucket !== storage.bucket) throw new S3Failure('NoSuchBucket');
    if (!isValidKey(where.key)) throw new S3Failure('InvalidArgument');
    await authenticate(storage, { method, rawUrl, headers: request.headers }, where);
    if (request.headers['x-amz-copy-source'] !== undefined) throw new S3Failure('NotImplemented');

    reply.header('x-amz-request-id', request.id).header('cache-control', 'no-store');

    const op: Operation = { storage, maxObjectBytes, ...where, query, request, reply };
    const { uploadId } = query;
    if (method === 'PUT') return uploadId === undefined ? putObject(op) : uploadPart(op, uploadId);
    if (method === 'POST' && query.uploads !== undefined) return createMultipartUpload(op);
    if (method === 'POST' && uploadId !== undefined) return completeMultipartUpload(op, uploadId);
    if (method === 'GET' && uploadId !== undefined) return listParts(op, uploadId);
    if (method === 'DELETE' && uploadId !== undefined) return abortMultipartUpload(op, uploadId);
    throw new S3Failure('MethodNotAllowed');
  }

  app.route({
    method: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'],
    url: `${LOCAL_ENDPOINT_PREFIX}/*`,
    exposeHeadRoute: false,
    compress: false,
    decompress: false,
    handler: handle,
  });
}
