import { PassThrough } from 'node:stream';
import { Code, TRANSPORT_REJECTED_MESSAGE } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';

describe.each(databaseKinds)('transport on %s', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
    t = await buildTestApp(kind, { env: { LOG_LEVEL: 'info' }, logStream });
  });
  afterAll(() => t.close());

  const expectRejected = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: Code.INVALID, message: TRANSPORT_REJECTED_MESSAGE });
  };

  it('when a request is sealed correctly, then the answer is an encrypted envelope', async () => {
    const response = await t.client.send('GET', '/user/info', await t.client.seal('GET', '/user/info'));
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['ciphertext']);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const envelope = await t.client.open(response);
    expect(envelope).toMatchObject({ code: Code.OK, obj: { user_id: 0 } });
  });

  it('when the path is unknown, then code 404 comes back encrypted', async () => {
    const envelope = await t.client.post('/no/such/thing');
    expect(envelope.code).toBe(Code.NOT_FOUND);
    expect(envelope.message).toBe('接口不存在');
  });

  it('when the method is wrong, then code 404 comes back encrypted', async () => {
    const envelope = await t.client.post('/user/info');
    expect(envelope.code).toBe(Code.NOT_FOUND);
  });

  it('when the body is not JSON, then the transport refuses it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/edit/nick_name',
      headers: { 'content-type': 'application/json' },
      payload: '{"ciphertext": ',
    });
    expectRejected(response);
  });

  it('when fields are missing or of the wrong type, then the transport refuses it', async () => {
    const sealed = await t.client.seal('POST', '/user/edit/nick_name', { nick_name: 'x' });
    expectRejected(await t.client.send('POST', '/user/edit/nick_name', { ...sealed, sign: undefined }));
    expectRejected(await t.client.send('POST', '/user/edit/nick_name', { ...sealed, timestamp: 12 }));
    expectRejected(await t.client.send('POST', '/user/edit/nick_name', { ...sealed, ciphertext: ['a'] }));
    expectRejected(await t.client.send('POST', '/user/edit/nick_name', {}));
  });

  it('when the body is over 1 MB, then it is refused with 413 before any work', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/edit/nick_name',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ciphertext: 'A'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: Code.INVALID });
  });

  it('when one byte of the ciphertext is changed, then it is refused (and re-signing does not help)', async () => {
    const sealed = await t.client.seal('GET', '/sys/config');
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    const tampered = bytes.toString('base64');
    expectRejected(await t.client.send('GET', '/sys/config', { ...sealed, ciphertext: tampered }));
    const { sign } = await import('@labmall/protocol');
    const { importSignKey } = await import('@labmall/protocol');
    const key = await importSignKey(t.config.API_SIGN_SECRET);
    const resigned = await sign(key, 'GET', '/api/sys/config', sealed.timestamp, tampered);
    expectRejected(
      await t.client.send('GET', '/sys/config', { ...sealed, ciphertext: tampered, sign: resigned }),
    );
  });

  it('when the sign is forged or made for another path, then it is refused', async () => {
    const sealed = await t.client.seal('GET', '/sys/config');
    expectRejected(await t.client.send('GET', '/sys/config', { ...sealed, sign: 'a'.repeat(64) }));
    expectRejected(await t.client.send('GET', '/home/nav/list', sealed));
    expectRejected(await t.client.send('GET', '/sys/config', { ...sealed, sign: 'not hex' }));
  });

  it('when the path is percent-encoded and signed as sent, then it routes to the decoded route', async () => {
    const read = await t.newClient().seal('GET', '/user/%69nfo');
    const envelope = await t.client.open(await t.client.send('GET', '/user/%69nfo', read));
    expect(envelope).toMatchObject({ code: Code.OK, obj: { user_id: 0 } });

    await t.login();
    const write = await t.client.seal('POST', '/user/edit/nick%5Fname', { nick_name: '编码路径' });
    expect(await t.client.open(await t.client.send('POST', '/user/edit/nick%5Fname', write))).toMatchObject({
      code: Code.OK,
    });
  });

  it('when the path is sent percent-encoded but signed decoded, then it is refused', async () => {
    expectRejected(await t.client.send('GET', '/user/%69nfo', await t.client.seal('GET', '/user/info')));
    const write = await t.client.seal('POST', '/user/edit/nick_name', { nick_name: '解码路径' });
    expectRejected(await t.client.send('POST', '/user/edit/nick%5Fname', write));
  });

  it('when the path is sent decoded but signed percent-encoded, then it is refused', async () => {
    expectRejected(await t.client.send('GET', '/user/info', await t.client.seal('GET', '/user/%69nfo')));
    const write = await t.client.seal('POST', '/user/edit/nick%5Fname', { nick_name: '编码签名' });
    expectRejected(await t.client.send('POST', '/user/edit/nick_name', write));
  });

  it('when the timestamp is more than 300 s old or ahead, then it is refused', async () => {
    const old = await t.client.seal('GET', '/sys/config', {}, { now: Date.now() - 301_000 });
    expectRejected(await t.client.send('GET', '/sys/config', old));
    const ahead = await t.client.seal('GET', '/sys/config', {}, { now: Date.now() + 301_000 });
    expectRejected(await t.client.send('GET', '/sys/config', ahead));
    const fine = await t.client.seal('GET', '/sys/config', {}, { now: Date.now() - 250_000 });
    expect((await t.client.send('GET', '/sys/config', fine)).statusCode).toBe(200);
  });

  it('when a POST is replayed, then the second copy is refused; GET reads may repeat', async () => {
    await t.login();
    const sealed = await t.client.seal('POST', '/user/edit/nick_name', { nick_name: '实验员' });
    expect((await t.client.open(await t.client.send('POST', '/user/edit/nick_name', sealed))).code).toBe(
      Code.OK,
    );
    expectRejected(await t.client.send('POST', '/user/edit/nick_name', sealed));
    const read = await t.client.seal('GET', '/user/info');
    expect((await t.client.send('GET', '/user/info', read)).statusCode).toBe(200);
    expect((await t.client.send('GET', '/user/info', read)).statusCode).toBe(200);
  });

  it('when the payload breaks the schema, then code 400 names the field', async () => {
    await t.login();
    const envelope = await t.client.post('/user/edit/nick_name', { nick_name: 42 });
    expect(envelope.code).toBe(Code.INVALID);
    expect(envelope.obj).toEqual({ fields: { nick_name: '请填写昵称' } });
  });

  it('when a visitor calls a member route, then code 503 asks them to log in', async () => {
    const envelope = await t.newClient().post('/user/edit/nick_name', { nick_name: '访客' });
    expect(envelope.code).toBe(Code.SESSION_EXPIRED);
  });

  it('never writes the session token, the cipher key, the sign secret or a sign into the log', async () => {
    await t.login();
    const sealed = await t.client.seal('GET', '/user/info');
    await t.client.send('GET', '/user/info', sealed);
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    expect(log).not.toContain(t.client.session!);
    expect(log).not.toContain(sealed.sign);
    expect(log).not.toContain(encodeURIComponent(sealed.ciphertext));
    expect(log).not.toContain(t.config.API_CIPHER_KEY);
    expect(log).not.toContain(t.config.API_SIGN_SECRET);
    expect(log).toMatch(/"reqId":"req-/);
  });
});

describe('transport when the database fails', () => {
  it('answers code 500 with a generic message and logs the details under the request id', async () => {
    const logLines: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
    const t = await buildTestApp('pglite', { env: { LOG_LEVEL: 'error' }, logStream });
    await t.login();
    await t.database.close();
    const envelope = await t.client.get('/user/info');
    expect(envelope.code).toBe(Code.SERVER_ERROR);
    expect(envelope.message).toBe('服务器繁忙，请稍后重试');
    expect(JSON.stringify(envelope)).not.toMatch(/pglite|closed|stack|Error/i);
    expect(logLines.some((l) => l.includes('"reqId"') && l.includes('"err"'))).toBe(true);
    await t.app.close();
  });
});
