import { randomBytes } from 'node:crypto';
import { generateCipherKey, generateSignSecret } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClient } from '../../test/helper.ts';
import { sharedPostgres } from '../../test/shared-postgres.ts';
import { testDatabaseUrl, testRedisUrl } from '../../test/test-env.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { listen, liveExchange } from './testing/chat-fixtures.ts';

/**
 * 在线客服 on two instances behind one load balancer: one PostgreSQL, one Redis. Needs TEST_DATABASE_URL
 * and TEST_REDIS_URL, as platform/several-instances.web.test.ts does; without them vitest lists it as skipped.
 */
describe.runIf(testDatabaseUrl && testRedisUrl)(
  '在线客服 on two instances on one PostgreSQL and one Redis (skipped without TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    let a: TestApp;
    let b: TestApp;
    let originA: string;
    let originB: string;
    let staffB: TestClient;
    let staffCookieB: string;
    let staffA: TestClient;
    let staffCookieA: string;
    let database: Awaited<ReturnType<typeof sharedPostgres>>;
    // This run's channel only, so parallel runs on one Redis never see each other's messages.
    const env = {
      REDIS_URL: testRedisUrl ?? '',
      REDIS_KEY_PREFIX: `labmall-test-${randomBytes(4).toString('hex')}:`,
      API_CIPHER_KEY: generateCipherKey(),
      API_SIGN_SECRET: generateSignSecret(),
    };

    beforeAll(async () => {
      database = await sharedPostgres();
      a = await buildTestApp('postgres', { database: database.first, env });
      b = await buildTestApp('postgres', { database: await database.connect(), env });
      expect([a.app.deps.shared.kind, b.app.deps.shared.kind]).toEqual(['redis', 'redis']);
      originA = await listen(a.app);
      originB = await listen(b.app);
      const onB = await staffClient(b, ['客服']);
      staffB = onB.client;
      staffCookieB = `staff_session=${onB.staff.session}`;
      const onA = await staffClient(a, ['客服']);
      staffA = onA.client;
      staffCookieA = `staff_session=${onA.staff.session}`;
    }, 120_000);
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database?.drop();
    });

    it('when a visitor writes on A, then staff on B see it live, B’s answer reaches the visitor on A live, and a reconnect to A after a drop gets the missed answer exactly once', async () => {
      await liveExchange(
        { t: a, origin: originA },
        { t: b, origin: originB, staffCookie: staffCookieB, staff: staffB },
      );
    });

    it('when the visitor is on B and staff on A, then it works the other way round too', async () => {
      await liveExchange(
        { t: b, origin: originB },
        { t: a, origin: originA, staffCookie: staffCookieA, staff: staffA },
      );
    });
  },
);
