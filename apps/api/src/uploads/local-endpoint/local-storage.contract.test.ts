import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { createLocalStorage, type LocalObjectStorage } from '../../platform/storage/local/local-storage.ts';
import { storageContract } from '../../platform/storage/testing/storage-contract.ts';
import { localStorageEndpoint } from './local-endpoint.plugin.ts';

describe('local storage adapter (with its endpoint serving read URLs)', () => {
  let dir: string;
  let storage: LocalObjectStorage;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'labmall-local-storage-'));
    storage = createLocalStorage({
      root: path.join(dir, 'objects'),
      secret: () => 'contract-test-secret-0123456789abcdef',
    });
    app = Fastify();
    await app.register(localStorageEndpoint, { storage, maxObjectBytes: 10 * 1024 * 1024 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    // fetch keeps connections alive, and close() would wait out Fastify's 72 s keep-alive for them.
    app.server.closeAllConnections();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  storageContract(() => ({ storage, resolve: (url) => `${origin}${url}` }));
});
