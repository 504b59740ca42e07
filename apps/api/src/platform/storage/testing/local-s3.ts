import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/**
 * s3rver (an S3 look-alike on local disk) on 127.0.0.1, an ephemeral port and a temporary
 * directory, for the S3 adapter's tests. s3rver 3.7 implements neither ListParts nor
 * AbortMultipartUpload; the two are added here over its own storage layout
 * (`{bucket}/._S3rver_uploads/{uploadId}/{partNumber}` with a `.md5` beside each part).
 */
export async function startLocalS3(bucket = 'test-bucket'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'labmall-s3rver-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const forward = s3rver.callback();
  const uploads = path.join(directory, bucket, '._S3rver_uploads');

  async function listParts(uploadId: string, response: ServerResponse) {
    const dir = path.join(uploads, uploadId);
    const numbers = (await readdir(dir))
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const md5 = (await readFile(path.join(dir, `${n}.md5`), 'utf8')).trim();
        const { size } = await stat(path.join(dir, String(n)));
        return `<Part><PartNumber>${n}</PartNumber><ETag>&quot;${md5}&quot;</ETag><Size>${size}</Size></Part>`;
      }),
    );
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(`<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket>
      <UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`);
  }

  async function multipartExtras(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://local');
    const uploadId = url.searchParams.get('uploadId');
    if (
      !uploadId ||
      !/^[0-9a-f]+$/.test(uploadId) ||
      (request.method !== 'GET' && request.method !== 'DELETE')
    ) {
      return false;
    }
    const exists = await stat(path.join(uploads, uploadId, 'key')).then(
      () => true,
      () => false,
    );
    if (!exists) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>no such upload</Message></Error>',
      );
    } else if (request.method === 'GET') {
      await listParts(uploadId, response);
    } else {
      await rm(path.join(uploads, uploadId), { recursive: true, force: true });
      response.writeHead(204).end();
    }
    return true;
  }

  const server = createServer((request, response) => {
    multipartExtras(request, response).then(
      (handled) => {
        if (!handled) forward(request, response);
      },
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');

  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      s3rver.logger.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
