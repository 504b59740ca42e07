import { Code, type Envelope } from '@labmall/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { examples } from '../../test/route-examples.ts';
import { loginStaff } from '../operators/testing/staff-fixtures.ts';
import { allRoutes } from '../routes.ts';
import { seedDemoData } from '../seed/seed.ts';
import { createPageApiFactory } from './page-api.ts';

/**
 * Pages call the API in process (page-api.ts), browsers through the encrypted transport. Both must give
 * the same answers, codes and access decisions, or a page would show what a browser may not see (or
 * the reverse). Every GET route (what loaders call) is asked both ways as a visitor and as a member,
 * and the member also tries another member's ids.
 */

/** Answers that are fresh each time (a new captcha, new credentials): compared by code and shape. */
const VOLATILE = new Set(['/captcha', '/oss/token']);
/** Answers that carry the server's clock (`now`, for countdowns): compared strictly without it. */
const CLOCKED = new Set(['/sales/list', '/sales/detail', '/sales/theme']);
const withoutNow = (envelope: Envelope): Envelope => {
  if (typeof envelope.obj !== 'object' || envelope.obj === null) return envelope;
  const { now: _now, ...obj } = envelope.obj as Record<string, unknown>;
  return { ...envelope, obj };
};

interface Call {
  method: 'GET' | 'POST';
  path: string;
  payload: unknown;
}

const getRoutes = allRoutes.filter((route) => route.method === 'GET');
const payloadFor = (path: string) => examples[`GET ${path}`]?.[0] ?? {};

describe.each(databaseKinds)('the page API answers as the transport does, on %s', (kind) => {
  let t: TestApp;
  /** A real page request's request and reply, captured by a route of the test's own. */
  let page: (
    session: string | undefined,
    cookie?: string,
  ) => Promise<{ request: FastifyRequest; reply: FastifyReply }>;
  const pageApi = () => createPageApiFactory(t.app.deps, allRoutes);
  let alice: { token: string };
  let bob: { id: number; token: string; sessionId: number; collectId: number };

  beforeAll(async () => {
    let captured: { request: FastifyRequest; reply: FastifyReply } | undefined;
    t = await buildTestApp(kind, {
      register: (app) => {
        app.get('/test/page', async (request, reply) => {
          captured = { request, reply };
          return 'ok';
        });
      },
    });
    page = async (session, cookie = 'session') => {
      await t.app.inject({ url: '/test/page', headers: session ? { cookie: `${cookie}=${session}` } : {} });
      if (!captured) throw new Error('no page request captured');
      return captured;
    };
    await seedDemoData(t.database.db);

    await t.login();
    alice = { token: t.client.session! };
    const bobRow = await t.login();
    const bobToken = t.client.session!;
    const { obj: list } = await t.client.get<{ list: { id: number }[] }>('/product/list', {});
    const { obj: product } = await t.client.get<{ skus: { id: number; min_qty: number }[] }>(
      '/product/detail',
      { id: list.list[0]!.id },
    );
    const sku = product.skus[0]!;
    const added = await t.client.post<{ id: number }>('/user/collect/add', {
      sku_id: sku.id,
      quantity: sku.min_qty,
    });
    await t.client.post('/user/history/add', { product_id: list.list[0]!.id });
    const { obj: sessions } = await t.client.get<{ id: number; current: boolean }[]>('/user/sessions');
    bob = {
      id: bobRow.id,
      token: bobToken,
      sessionId: sessions.find((s) => s.current)!.id,
      collectId: added.obj.id,
    };
  });
  afterAll(() => t.close());

  async function bothWays(session: string | undefined, call: Call) {
    const viaTransport = await t.client.call(call.method, call.path, call.payload, {
      session: session ?? null,
    });
    const { request, reply } = await page(session);
    const inProcess = await pageApi()(request, reply).call(call.method, call.path, call.payload);
    return { viaTransport, inProcess };
  }

  function expectSame(
    call: Call,
    { viaTransport, inProcess }: { viaTransport: Envelope; inProcess: Envelope },
  ) {
    const where = `${call.method} ${call.path}`;
    if (VOLATILE.has(call.path)) {
      expect(inProcess.code, where).toBe(viaTransport.code);
      expect(Object.keys(inProcess.obj ?? {}).sort(), where).toEqual(
        Object.keys(viaTransport.obj ?? {}).sort(),
      );
      return;
    }
    if (CLOCKED.has(call.path)) {
      expect(withoutNow(inProcess), where).toStrictEqual(withoutNow(viaTransport));
      return;
    }
    // Strict: the page gets exactly what JSON would carry (no Date, no undefined field a browser lacks).
    expect(inProcess, where).toStrictEqual(viaTransport);
  }

  it.each(getRoutes.map((route) => [route.path] as const))('when a visitor asks %s', async (path) => {
    const call: Call = { method: 'GET', path, payload: payloadFor(path) };
    expectSame(call, await bothWays(undefined, call));
  });

  it.each(getRoutes.map((route) => [route.path] as const))('when a member asks %s', async (path) => {
    const call: Call = { method: 'GET', path, payload: payloadFor(path) };
    const answers = await bothWays(alice.token, call);
    expectSame(call, answers);
  });

  it('when a member names another member’s ids, then both ways refuse alike', async () => {
    const calls: Call[] = [
      { method: 'GET', path: '/oss/url', payload: { filePath: `u/${bob.id}/202611/front.png` } },
      { method: 'GET', path: '/admin/verifications/detail', payload: { id: 1 } },
      { method: 'POST', path: '/user/collect/edit', payload: { id: bob.collectId, quantity: 5 } },
      { method: 'POST', path: '/user/sessions/end', payload: { id: bob.sessionId } },
    ];
    for (const call of calls) {
      const answers = await bothWays(alice.token, call);
      expect(answers.viaTransport.code, call.path).not.toBe(Code.OK);
      expectSame(call, answers);
    }
    // Bob's entry and login are untouched by either way.
    const { obj } = await t.client.get<{ list: { id: number; quantity: number }[] }>(
      '/user/collect/list',
      {},
      {
        session: bob.token,
      },
    );
    expect(obj.list.find((e) => e.id === bob.collectId)?.quantity).not.toBe(5);
    expect((await t.client.get('/user/sessions', {}, { session: bob.token })).code).toBe(Code.OK);
  });

  it('when a staff member’s page calls the API, then their staff cookie is their session on operator routes and nobody’s elsewhere, as through the transport', async () => {
    const staff = await loginStaff(t, ['管理员'], { client: t.newClient() });
    for (const path of ['/admin/me', '/admin/verifications', '/user/info', '/user/sessions']) {
      const call: Call = { method: 'GET', path, payload: payloadFor(path) };
      const viaTransport = await t.client.call('GET', path, call.payload, {
        session: null,
        cookie: `staff_session=${staff.session}`,
      });
      const { request, reply } = await page(staff.session, 'staff_session');
      const inProcess = await pageApi()(request, reply).call('GET', path, call.payload);
      expectSame(call, { viaTransport, inProcess });
      expect(inProcess.code, path).toBe(path === '/user/sessions' ? Code.SESSION_EXPIRED : Code.OK);
    }
  });

  it('when a payload is wrong or a route unknown, then both ways answer with the same code and fields', async () => {
    for (const call of [
      { method: 'GET', path: '/product/detail', payload: { id: '12' } },
      { method: 'GET', path: '/product/list', payload: { keyword: 'ab\u0000c' } },
      { method: 'GET', path: '/no/such/route', payload: {} },
    ] satisfies Call[]) {
      const answers = await bothWays(alice.token, call);
      expect(answers.viaTransport.code, call.path).not.toBe(Code.OK);
      expectSame(call, answers);
    }
  });

  it('when a member page makes several calls, then the session is looked up once', async () => {
    const { request, reply } = await page(alice.token);
    const sessions = t.app.deps.sessions;
    const resolve = sessions.resolve.bind(sessions);
    let lookups = 0;
    sessions.resolve = async (token) => {
      lookups += 1;
      return resolve(token);
    };
    try {
      const api = pageApi()(request, reply);
      const answers = await Promise.all([
        api.call('GET', '/user/info'),
        api.call('GET', '/user/cart/count'),
        api.call('GET', '/sys/config'),
        api.call('GET', '/user/collect/list'),
      ]);
      expect(answers.map((a) => a.code)).toEqual([Code.OK, Code.OK, Code.OK, Code.OK]);
      expect(lookups).toBe(1);
    } finally {
      sessions.resolve = resolve;
    }
  });
});
