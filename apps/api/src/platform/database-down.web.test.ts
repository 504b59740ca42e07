import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { relayedPostgres } from '../../test/relayed-postgres.ts';
import type { TcpProxy } from '../../test/tcp-proxy.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { openDatabase } from './db.ts';

/**
 * Issue 39: pages while the PostgreSQL connection is cut. Every page's loaders fail, and the error page
 * they redirect to must not need the database itself, or it redirects to itself for ever (it did: the
 * frame and the user look-up sent it back to /error). Needs TEST_DATABASE_URL; skipped without it.
 */
describe.runIf(testDatabaseUrl)('pages when the database is away (skipped without TEST_DATABASE_URL)', () => {
  let relay: Awaited<ReturnType<typeof relayedPostgres>>;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    relay = await relayedPostgres();
    proxy = relay.proxy;
    const relayed = await openDatabase({ url: proxy.url, dataDir: '', poolSize: 4 });
    t = await buildTestApp('postgres', { database: relayed, web: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await relay?.close();
  });

  it('sends a page to the error page, which says 服务暂时不可用 without the database, and serves pages again once it is back', async () => {
    await proxy.refuse();
    const list = await t.app.inject('/list');
    expect(list.statusCode).toBe(302);
    const target = list.headers.location as string;
    expect(target).toMatch(/^\/error\//);
    const error = await t.app.inject(target);
    expect(error.statusCode).toBe(200);
    expect(error.body).toContain('服务暂时不可用，请稍后重试');

    await proxy.restore();
    expect((await t.app.inject('/list')).statusCode).toBe(200);
  });
});
