import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Code, generateCipherKey, generateSignSecret } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { writeImportFile } from '../../test/import-file.ts';
import { sharedPostgres } from '../../test/shared-postgres.ts';
import { testDatabaseUrl, testRedisUrl } from '../../test/test-env.ts';
import { runCatalogueImport } from '../catalogue/import/run-import.ts';
import { purgeRunningInstances } from './shared-state.ts';

/**
 * Two instances of the store behind one load balancer: one PostgreSQL, one Redis (REDIS_URL). Needs
 * TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both, .ci/run); without them vitest lists these as skipped.
 */
describe.runIf(testDatabaseUrl && testRedisUrl)(
  'two instances on one PostgreSQL and one Redis (skipped without TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    let a: TestApp;
    let b: TestApp;
    let dir: string;
    let database: Awaited<ReturnType<typeof sharedPostgres>>;
    // Keys and channel of this run only, so parallel runs on one Redis never see each other's purges.
    const keyPrefix = `labmall-test-${randomBytes(4).toString('hex')}:`;
    const env = {
      REDIS_URL: testRedisUrl ?? '',
      REDIS_KEY_PREFIX: keyPrefix,
      PAGE_CACHE_SECONDS: '60',
      API_CIPHER_KEY: generateCipherKey(),
      API_SIGN_SECRET: generateSignSecret(),
    };

    beforeAll(async () => {
      database = await sharedPostgres();
      a = await buildTestApp('postgres', { database: database.first, web: true, env });
      b = await buildTestApp('postgres', { database: await database.connect(), web: true, env });
      dir = mkdtempSync(path.join(tmpdir(), 'labmall-instances-'));
    }, 120_000);
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('refuses on one instance a POST already accepted by the other', async () => {
      await a.login();
      const sealed = await a.client.seal('POST', '/user/edit/nick_name', { nick_name: '实验员' });
      const first = await a.client.open(await a.client.send('POST', '/user/edit/nick_name', sealed));
      expect(first.code).toBe(Code.OK);
      const replayed = await b.client.send('POST', '/user/edit/nick_name', sealed);
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toMatchObject({ code: Code.INVALID });
    });

    it('serves a session made on one instance on the other, as the same member', async () => {
      const user = await a.login();
      const info = await b.client.get<{ user_id: number }>('/user/info', {}, { session: a.client.session });
      expect(info.code).toBe(Code.OK);
      expect(info.obj.user_id).toBe(user.id);
      const page = await b.app.inject({ url: '/user', headers: { cookie: `session=${a.client.session}` } });
      expect(page.statusCode).toBe(200);
    });

    it('purges the other instance’s cached pages after an import through one', async () => {
      const name = `多实例试剂${process.pid}`;
      const url = `/list?keyword=${encodeURIComponent(name)}`;
      expect((await b.app.inject(url)).headers['x-page-cache']).toBe('miss');
      expect((await b.app.inject(url)).headers['x-page-cache']).toBe('hit');

      const report = await runCatalogueImport(
        a.database.db,
        writeImportFile(dir, name, `MULTI-${process.pid}`),
      );
      expect(report.status).toBe('applied');
      await a.app.deps.pageCache.purge();

      // Pub/sub is asynchronous: B drops its pages when the message arrives, within moments.
      await expect.poll(() => b.app.deps.pageCache.stats().pages, { timeout: 5000 }).toBe(0);
      const after = await b.app.inject(url);
      expect(after.headers['x-page-cache']).toBe('miss');
      expect(after.body).toContain(name);
    });

    it('purges every instance from a script (the catalogue import on PostgreSQL)', async () => {
      await a.app.inject('/list');
      await b.app.inject('/list');
      expect(a.app.deps.pageCache.stats().pages).toBeGreaterThan(0);
      expect(await purgeRunningInstances({ url: testRedisUrl, keyPrefix })).toBe('purged');
      await expect.poll(() => a.app.deps.pageCache.stats().pages, { timeout: 5000 }).toBe(0);
      await expect.poll(() => b.app.deps.pageCache.stats().pages, { timeout: 5000 }).toBe(0);
    });
  },
);
