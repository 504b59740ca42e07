import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';

describe('server timeouts come from configuration', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      env: {
        REQUEST_TIMEOUT_SECONDS: '45',
        CONNECTION_TIMEOUT_SECONDS: '1',
        KEEP_ALIVE_TIMEOUT_SECONDS: '61',
        BODY_LIMIT_BYTES: String(64 * 1024),
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('when set, then the HTTP server carries them', () => {
    expect(t.app.server.requestTimeout).toBe(45_000);
    expect(t.app.server.keepAliveTimeout).toBe(61_000);
    expect(t.app.server.timeout).toBe(1_000);
  });

  it('when a client opens a socket and trickles half a request line, then the server closes it', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // Without a connection timeout Node keeps this socket open for minutes; the test would time out.
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(socket.destroyed).toBe(true);
  });

  it('when a body is larger than BODY_LIMIT_BYTES, then /api answers 413 and nothing runs', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/info',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ciphertext: 'a'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });
});
