import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signRequest } from '@labmall/s3-sig/sign-request';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalObjectStorage } from '../../platform/storage/local/local-storage.ts';
import { localStorageEndpoint } from './local-endpoint.plugin.ts';

/**
 * Issue 39: the disk under DATA_DIR fills up while a buyer uploads. The answer says so in words a person
 * reads, with a 5xx the upload helper retries; `npm run proof -- --only disk` fills a real disk.
 */
describe('local storage endpoint on a full disk', () => {
  let dir: string;
  let storage: LocalObjectStorage;
  let app: FastifyInstance;
  let origin: string;
  let full = false;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'labmall-endpoint-full-'));
    storage = createLocalStorage({
      root: path.join(dir, 'objects'),
      secret: () => 'disk-full-test-secret-0123456789abcdef',
    });
    // As node:fs reports a write past the last free block.
    const put = storage.put.bind(storage);
    storage.put = (...args) =>
      full
        ? Promise.reject(
            Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
          )
        : put(...args);
    app = Fastify();
    await app.register(localStorageEndpoint, { storage, maxObjectBytes: 1_000_000 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    app.server.closeAllConnections();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const putObject = async (name: string) => {
    const credentials = await storage.issueUploadCredentials('u/1/', 'test');
    const location = storage.clientLocation(origin);
    const url = new URL(`${location.host}/u/1/${name}`);
    const headers = await signRequest({
      method: 'PUT',
      url,
      credentials: {
        accessKeyId: credentials.accessKeyId,
        secretAccessKey: credentials.accessKeySecret,
        sessionToken: credentials.securityToken,
        region: location.region,
      },
      now: new Date(),
    });
    return fetch(url, { method: 'PUT', body: Buffer.alloc(1024, 1), headers });
  };

  it('answers 507 InsufficientStorage with 存储空间已满 while the disk is full, and stores again once there is room', async () => {
    full = true;
    const refused = await putObject('a.png');
    expect(refused.status).toBe(507);
    const body = await refused.text();
    expect(body).toContain('<Code>InsufficientStorage</Code>');
    expect(body).toContain('存储空间已满，请稍后重试或联系商家');

    full = false;
    expect((await putObject('a.png')).status).toBe(200);
  });
});
