import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

/** One keep-alive GET; the status and the Connection header it was answered with. */
function get(port: number, agent: http.Agent, path: string) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

describe('draining before a stop', () => {
  let t: TestApp;
  let port: number;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    agent.destroy();
    await t.close();
  });

  it('when the store drains, then it answers on with each socket closed by its answer and /healthz 503, then stops listening', async () => {
    const before = await get(port, agent, '/robots.txt');
    expect(before.connection).toBe('keep-alive');
    // A client that keeps a socket open and sends nothing: closed as idle only after the drain.
    const quiet = new http.Agent({ keepAlive: true });
    await get(port, quiet, '/healthz');

    const drained = t.app.drain.start(1500);
    expect(t.app.drain.active).toBe(true);
    const during = await get(port, agent, '/robots.txt');
    expect(during.connection).toBe('close');
    expect(await get(port, agent, '/healthz')).toEqual({ status: 503, connection: 'close' });

    await drained;
    expect(t.app.server.listening).toBe(false);
    await expect(get(port, new http.Agent(), '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    quiet.destroy();
  });
});
