import { randomBytes } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { expectUnavailable } from '../../test/relayed-postgres.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { testRedisUrl } from '../../test/test-env.ts';
import { purgeRunningInstances } from './shared-state.ts';

/**
 * Issue 39: the store's Redis goes away under a running instance. The app talks to the test Redis
 * through a relay (test/tcp-proxy.ts) that the test takes down, so the shared server is never touched.
 * Needs TEST_REDIS_URL; skipped without it.
 */
describe.runIf(testRedisUrl)('when Redis is away (skipped without TEST_REDIS_URL)', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let listener: Redis;
  const purgesHeard: string[] = [];
  const keyPrefix = `labmall-test-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    proxy = await startTcpProxy(testRedisUrl ?? '', 6379);
    t = await buildTestApp('pglite', {
      web: true,
      env: { REDIS_URL: proxy.url, REDIS_KEY_PREFIX: keyPrefix, PAGE_CACHE_SECONDS: '60' },
    });
    // Another instance's ears, straight on the real Redis: what this instance's purges reach.
    listener = new Redis(testRedisUrl ?? '');
    listener.on('message', (_channel: string, message: string) => purgesHeard.push(message));
    await listener.subscribe(`${keyPrefix}page-purge`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await listener?.quit();
    await proxy?.close();
  });

  const nickName = async () => (await t.client.get<{ nick_name: string }>('/user/info')).obj.nick_name;
  const editNickName = async (nick_name: string) => {
    const sealed = await t.client.seal('POST', '/user/edit/nick_name', { nick_name });
    return t.client.send('POST', '/user/edit/nick_name', sealed);
  };

  it('refuses a POST with 503 and writes nothing, serves GETs and pages, and takes POSTs again once Redis is back', async () => {
    await t.login({ nickname: '甲' });
    const first = await t.client.open(await editNickName('乙'));
    expect(first.code).toBe(Code.OK);

    await proxy.refuse();
    expectUnavailable(await editNickName('丙'));
    expect(await nickName()).toBe('乙');
    expect((await t.app.inject('/list')).statusCode).toBe(200);

    await proxy.restore();
    // ioredis reconnects on its own (within 2 s): the next POST, sealed afresh, goes through.
    await expect
      .poll(async () => (await editNickName('丁')).statusCode, { timeout: 10_000, interval: 200 })
      .toBe(200);
    expect(await nickName()).toBe('丁');
  });

  it('refuses a POST with 503 when Redis holds the connection but does not answer, instead of waiting for it', async () => {
    proxy.stall();
    try {
      expectUnavailable(await editNickName('戊'));
      expect(await nickName()).toBe('丁');
    } finally {
      await proxy.restore();
    }
    await expect
      .poll(async () => (await editNickName('己')).statusCode, { timeout: 10_000, interval: 200 })
      .toBe(200);
  });

  it('sends a purge it could not send once Redis is back, and forgets its own pages after reconnecting', async () => {
    purgesHeard.length = 0;
    await proxy.refuse();
    // The change is done whatever Redis says: the purge neither throws nor waits for it.
    await t.app.deps.pageCache.purge();
    // A script (the catalogue import) says its purge did not go out, rather than that the import failed.
    expect(await purgeRunningInstances({ url: proxy.url, keyPrefix })).toBe('unreachable');
    expect(purgesHeard).toEqual([]);
    // A page cached while the purges of other instances could not arrive.
    expect((await t.app.inject('/list')).headers['x-page-cache']).toBe('miss');
    expect(t.app.deps.pageCache.stats().pages).toBe(1);

    await proxy.restore();
    await expect.poll(() => purgesHeard.length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => t.app.deps.pageCache.stats().pages, { timeout: 10_000 }).toBe(0);
  });

  it('starts without Redis: GETs and pages answer, POSTs answer 503, and once Redis comes both POSTs and purges work', async () => {
    const away = await startTcpProxy(testRedisUrl ?? '', 6379);
    await away.refuse();
    const prefix = `labmall-test-${randomBytes(4).toString('hex')}:`;
    const late = await buildTestApp('pglite', {
      web: true,
      env: { REDIS_URL: away.url, REDIS_KEY_PREFIX: prefix, PAGE_CACHE_SECONDS: '60' },
    });
    try {
      await late.login({ nickname: '甲' });
      const post = async (nick_name: string) =>
        late.client.send(
          'POST',
          '/user/edit/nick_name',
          await late.client.seal('POST', '/user/edit/nick_name', { nick_name }),
        );
      expectUnavailable(await post('乙'));
      expect((await late.client.get<{ nick_name: string }>('/user/info')).obj.nick_name).toBe('甲');
      expect((await late.app.inject('/list')).statusCode).toBe(200);

      await away.restore();
      await expect
        .poll(async () => (await post('丙')).statusCode, { timeout: 10_000, interval: 200 })
        .toBe(200);
      // Subscribed on connecting: another instance's purge now reaches it.
      const other = new Redis(testRedisUrl ?? '');
      try {
        const subscribers = async () =>
          ((await other.pubsub('NUMSUB', `${prefix}page-purge`)) as [string, number])[1];
        await expect.poll(subscribers, { timeout: 10_000 }).toBe(1);
        await late.app.inject('/list');
        expect(late.app.deps.pageCache.stats().pages).toBe(1);
        await other.publish(`${prefix}page-purge`, 'another instance');
        await expect.poll(() => late.app.deps.pageCache.stats().pages, { timeout: 5000 }).toBe(0);
      } finally {
        await other.quit();
      }
    } finally {
      await late.close();
      await away.close();
    }
  });

  it('closes while Redis is still away, without waiting for it', async () => {
    const away = await startTcpProxy(testRedisUrl ?? '', 6379);
    await away.refuse();
    try {
      const app = await buildTestApp('pglite', { env: { REDIS_URL: away.url, REDIS_KEY_PREFIX: keyPrefix } });
      await app.close();
    } finally {
      await away.close();
    }
  });
});
