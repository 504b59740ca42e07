import { Code, createTransport, generateCipherKey, generateSignSecret } from '@labmall/protocol';
import { describe, expect, it } from 'vitest';
import { createApiCaller } from './call';
import type { ApiError } from './errors';

const keys = { cipherKey: generateCipherKey(), signSecret: generateSignSecret() };

/** A stand-in server: opens the request with the same keys and answers with a sealed envelope. */
async function server(answer: (path: string, payload: unknown) => unknown) {
  const transport = await createTransport(keys);
  return async (request: Request) => {
    const url = new URL(request.url);
    const fields =
      request.method === 'GET'
        ? Object.fromEntries(url.searchParams)
        : ((await request.json()) as Record<string, unknown>);
    const { payload } = await transport.openRequest(request.method, url.pathname, fields);
    const obj = answer(url.pathname, payload);
    return Response.json(await transport.sealResponse({ code: Code.OK, obj, message: '操作成功' }));
  };
}

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
};

describe('protocol client', () => {
  it('seals GET payloads into the query and POST payloads into the body, and opens the envelope', async () => {
    const fetch = await server((path, payload) => ({ path, payload }));
    const caller = createApiCaller({ keys, fetch, origin: 'http://shop.test' });
    expect(await caller.call('GET', '/region', { parent_id: 110000 })).toMatchObject({
      code: 200,
      obj: { path: '/api/region', payload: { parent_id: 110000 } },
    });
    expect((await caller.call('POST', '/user/edit/nick_name', { nick_name: '李' })).obj).toMatchObject({
      payload: { nick_name: '李' },
    });
  });

  it.each([
    ['/search/乙醇', '/api/search/%E4%B9%99%E9%86%87'],
    ['/user/./info', '/api/user/info'],
    ['/user/%69nfo', '/api/user/%69nfo'],
  ])('when the path is %s, then the sign covers %s, the path the request carries', async (path, sent) => {
    const fetch = await server((pathname) => pathname);
    const caller = createApiCaller({ keys, fetch, origin: 'http://shop.test' });
    expect((await caller.call('GET', path)).obj).toBe(sent);
    expect((await caller.call('POST', path)).obj).toBe(sent);
  });

  it('reports a request that never got an answer as 网络未知异常', async () => {
    const caller = createApiCaller({
      keys,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      origin: 'http://shop.test',
    });
    const error = await failureOf(caller.call('GET', '/sys/config'));
    expect(error).toMatchObject({ kind: 'network', message: '网络未知异常', code: 500 });
  });

  it('reports an answer that does not decrypt as 服务器未知异常', async () => {
    const other = await createTransport({ cipherKey: generateCipherKey(), signSecret: generateSignSecret() });
    const fetch = async () => Response.json(await other.sealResponse({ code: 200, obj: null, message: '' }));
    const caller = createApiCaller({ keys, fetch, origin: 'http://shop.test' });
    expect(await failureOf(caller.call('GET', '/sys/config'))).toMatchObject({
      kind: 'decrypt',
      message: '服务器未知异常',
    });
    const html = async () => new Response('<html>502 Bad Gateway</html>', { status: 502 });
    const caller2 = createApiCaller({ keys, fetch: html, origin: 'http://shop.test' });
    expect(await failureOf(caller2.call('GET', '/sys/config'))).toMatchObject({ kind: 'decrypt' });
  });

  it('reports an HTTP 503 (the store could not check the POST against replays) as 服务暂时不可用', async () => {
    const fetch = async () =>
      Response.json({ code: 500, message: '服务暂时不可用，请稍后重试' }, { status: 503 });
    const caller = createApiCaller({ keys, fetch, origin: 'http://shop.test' });
    expect(await failureOf(caller.call('POST', '/user/edit/nick_name', { nick_name: '李' }))).toMatchObject({
      kind: 'unavailable',
      message: '服务暂时不可用，请稍后重试',
      code: 500,
    });
  });

  it('reports a cancelled request as cancelled, for the caller to stay silent', async () => {
    const controller = new AbortController();
    const fetch = (request: Request) =>
      new Promise<Response>((_, reject) => {
        const abort = () => reject(new DOMException('aborted', 'AbortError'));
        if (request.signal.aborted) abort();
        request.signal.addEventListener('abort', abort);
      });
    const caller = createApiCaller({ keys, fetch, origin: 'http://shop.test' });
    const pending = caller.call('GET', '/sys/config', {}, { signal: controller.signal });
    controller.abort();
    expect(await failureOf(pending)).toMatchObject({ kind: 'cancelled' });
  });
});
