import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relayedPostgres } from '../../test/relayed-postgres.ts';
import type { TcpProxy } from '../../test/tcp-proxy.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { guardedPool } from './pg-pool.ts';

/** Issue 39: connections cut under the pool (through a relay the test takes away). Needs TEST_DATABASE_URL. */
describe.runIf(testDatabaseUrl)('guardedPool (skipped without TEST_DATABASE_URL)', () => {
  let relay: Awaited<ReturnType<typeof relayedPostgres>>;
  let proxy: TcpProxy;

  beforeAll(async () => {
    relay = await relayedPostgres();
    proxy = relay.proxy;
  }, 60_000);
  afterAll(async () => {
    await relay?.close();
  });

  it('releases a client whose connection broke before its first statement (drizzle sends begin outside its finally), so nothing leaks and the pool still ends', async () => {
    const pool = guardedPool({ connectionString: proxy.url, max: 2 });
    const client = await pool.connect();
    await proxy.refuse();
    const failed = await client.query('begin').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failed)).toBe(true);
    // Released as broken and gone: without it the pool would hold it checked out for ever.
    expect(pool.totalCount).toBe(0);
    // The caller's own release afterwards (drizzle's finally) changes nothing and throws nothing.
    client.release();

    await proxy.restore();
    const both = await Promise.all([pool.connect(), pool.connect()]);
    for (const c of both) {
      expect((await c.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      c.release();
    }
    await pool.end();
    expect(pool.totalCount).toBe(0);
  });

  it('wraps a client once however often it is checked out: thousands of checkouts nested thousands of wrappers around every statement', async () => {
    const pool = guardedPool({ connectionString: testDatabaseUrl, max: 1 });
    const first = await pool.connect();
    const query = first.query;
    first.release();
    for (let i = 0; i < 12_000; i++) (await pool.connect()).release();
    const again = await pool.connect();
    expect(again).toBe(first);
    expect(again.query).toBe(query);
    // Nested 12,000 deep, this statement overflowed the stack.
    expect((await again.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    again.release();
    await pool.end();
  });
});
