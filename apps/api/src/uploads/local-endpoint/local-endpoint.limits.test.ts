import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateMultipartUploadCommand,
  ListPartsCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalObjectStorage } from '../../platform/storage/local/local-storage.ts';
import { s3ClientFor } from '../testing/s3-client.ts';
import { localStorageEndpoint } from './local-endpoint.plugin.ts';

const LIMIT = 250_000;
const Bucket = 'labmall';

async function s3Error(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return (error as { name: string }).name;
  }
}

describe('local storage endpoint: size limits and paging', () => {
  let dir: string;
  let storage: LocalObjectStorage;
  let app: FastifyInstance;
  let s3: S3Client;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'labmall-endpoint-limits-'));
    storage = createLocalStorage({
      root: path.join(dir, 'objects'),
      secret: () => 'limits-test-secret-0123456789abcdef',
    });
    app = Fastify();
    await app.register(localStorageEndpoint, { storage, maxObjectBytes: LIMIT });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const credentials = await storage.issueUploadCredentials('u/1/', 'test');
    const location = storage.clientLocation(`http://127.0.0.1:${port}`);
    s3 = s3ClientFor({
      bucketName: Bucket,
      key: 'u/1/',
      apiVersion: '2006-03-01',
      ...location,
      ...credentials,
      expiration: credentials.expiration.toISOString(),
    });
  });
  afterAll(async () => {
    app.server.closeAllConnections();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('when one PUT is over the limit, then it is refused and nothing is stored', async () => {
    const body = new Uint8Array(LIMIT + 1);
    expect(await s3Error(s3.send(new PutObjectCommand({ Bucket, Key: 'u/1/big', Body: body })))).toBe(
      'EntityTooLarge',
    );
    expect(await storage.head('u/1/big')).toBeNull();
  });

  it('when the parts of one upload add up to more than the limit, then the part that crosses it is refused', async () => {
    const Key = 'u/1/parts';
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    const part = (PartNumber: number) =>
      s3.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: new Uint8Array(150_000) }));
    expect(await s3Error(part(1))).toBe('no error');
    expect(await s3Error(part(1))).toBe('no error'); // the same part again replaces, it does not add
    expect(await s3Error(part(2))).toBe('EntityTooLarge');
    expect((await storage.listParts(Key, UploadId!)).map((p) => p.partNumber)).toEqual([1]);
  });

  it('when parts are listed a page at a time, then the pages follow on from each other', async () => {
    const Key = 'u/1/paged';
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    for (const PartNumber of [1, 2, 3]) {
      await s3.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: new Uint8Array(10) }));
    }
    const first = await s3.send(new ListPartsCommand({ Bucket, Key, UploadId, MaxParts: 2 }));
    expect(first.Parts?.map((p) => p.PartNumber)).toEqual([1, 2]);
    expect(first.IsTruncated).toBe(true);
    const second = await s3.send(
      new ListPartsCommand({
        Bucket,
        Key,
        UploadId,
        MaxParts: 2,
        PartNumberMarker: first.NextPartNumberMarker,
      }),
    );
    expect(second.Parts?.map((p) => p.PartNumber)).toEqual([3]);
    expect(second.IsTruncated).toBe(false);
  });

  it('when a read URL names another bucket or no signature, then it is refused', async () => {
    const { port } = app.server.address() as { port: number };
    expect((await fetch(`http://127.0.0.1:${port}/storage/labmall/u/1/paged`)).status).toBe(403);
    expect((await fetch(`http://127.0.0.1:${port}/storage/other/u/1/paged?expires=1`)).status).toBe(403);
  });
});
