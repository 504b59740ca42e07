import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { Code } from './codes.ts';
import { decrypt, encrypt, sign } from './crypto.ts';
import type { SealedRequest } from './envelope.ts';
import { generateCipherKey, generateSignSecret, importCipherKey, importSignKey } from './keys.ts';
import { createTransport, REPLAY_WINDOW_MS } from './transport.ts';
import { TransportError } from './transport-error.ts';

const NOW = 1_767_225_600_000;
const PATH = '/api/user/edit/nick_name';

async function setup() {
  const keys = { cipherKey: generateCipherKey(), signSecret: generateSignSecret() };
  const transport = await createTransport(keys);
  const cipherKey = await importCipherKey(keys.cipherKey);
  const signKey = await importSignKey(keys.signSecret);
  /** A correctly signed request around an arbitrary ciphertext and timestamp, to reach the checks behind the sign. */
  async function signed(ciphertext: string, timestamp = String(NOW)): Promise<SealedRequest> {
    const signature = await sign(signKey, 'POST', PATH, timestamp, ciphertext);
    return { ciphertext, timestamp, sign: signature, user_resource: '1' };
  }
  return { keys, transport, cipherKey, signed };
}

describe('seal / openRequest', () => {
  it('when sealed then opened, then the payload and timestamp come back', async () => {
    const { transport } = await setup();
    const req = await transport.seal('POST', PATH, { nick_name: '张三' }, { now: NOW });
    expect(req.timestamp).toBe('1767225600000');
    expect(req.user_resource).toBe('1');
    expect(req).not.toHaveProperty('session');
    expect(await transport.openRequest('POST', PATH, req, NOW)).toEqual({
      payload: { nick_name: '张三' },
      timestamp: NOW,
    });
  });

  it('when a session and user_resource are given, then they are sent as fields', async () => {
    const { transport } = await setup();
    const req = await transport.seal('POST', PATH, {}, { session: 'tok', userResource: '2' });
    expect(req.session).toBe('tok');
    expect(req.user_resource).toBe('2');
  });

  it('when no time is given, then the timestamp is the current clock', async () => {
    const { transport } = await setup();
    const before = Date.now();
    const req = await transport.seal('POST', PATH, {});
    expect(Number(req.timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(req.timestamp)).toBeLessThanOrEqual(Date.now());
    expect((await transport.openRequest('POST', PATH, req)).timestamp).toBe(Number(req.timestamp));
  });

  it('when the payload is empty, then the plaintext is {}', async () => {
    const { transport, cipherKey } = await setup();
    const req = await transport.seal('GET', '/api/user/cart/count', undefined, { now: NOW });
    expect(await decrypt(cipherKey, req.ciphertext)).toBe('{}');
    expect((await transport.openRequest('GET', '/api/user/cart/count', req, NOW)).payload).toEqual({});
  });

  it('when a GET carries the fields as a query string, then they survive percent-encoding', async () => {
    const { transport } = await setup();
    for (let i = 0; i < 20; i++) {
      const req = await transport.seal(
        'GET',
        '/api/region',
        { parent_id: i },
        { now: NOW, session: 'a+b/c=' },
      );
      const query = new URLSearchParams({ ...req }).toString();
      const back = Object.fromEntries(new URLSearchParams(query));
      expect(back.session).toBe('a+b/c=');
      expect((await transport.openRequest('GET', '/api/region', back, NOW)).payload).toEqual({
        parent_id: i,
      });
    }
  });

  it('when opened for another method or path, then it throws TransportError', async () => {
    const { transport } = await setup();
    const req = await transport.seal('POST', PATH, {}, { now: NOW });
    await expect(transport.openRequest('GET', PATH, req, NOW)).rejects.toBeInstanceOf(TransportError);
    await expect(transport.openRequest('POST', '/api/user/info', req, NOW)).rejects.toBeInstanceOf(
      TransportError,
    );
  });

  it('when the sign is altered, then it throws TransportError', async () => {
    const { transport } = await setup();
    const req = await transport.seal('POST', PATH, {}, { now: NOW });
    const sign = req.sign.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    await expect(transport.openRequest('POST', PATH, { ...req, sign }, NOW)).rejects.toBeInstanceOf(
      TransportError,
    );
  });

  it.each([
    ['301 s old', -301_000],
    ['301 s ahead', 301_000],
    ['just over the window, old', -REPLAY_WINDOW_MS - 1],
    ['just over the window, ahead', REPLAY_WINDOW_MS + 1],
  ])('when the timestamp is %s, then it throws TransportError', async (_, offset) => {
    const { transport } = await setup();
    const req = await transport.seal('POST', PATH, {}, { now: NOW + offset });
    await expect(transport.openRequest('POST', PATH, req, NOW)).rejects.toBeInstanceOf(TransportError);
  });

  it.each([
    ['299 s old', -299_000],
    ['299 s ahead', 299_000],
    ['exactly 300 s old', -REPLAY_WINDOW_MS],
    ['exactly 300 s ahead', REPLAY_WINDOW_MS],
  ])('when the timestamp is %s, then it opens', async (_, offset) => {
    const { transport } = await setup();
    const req = await transport.seal('POST', PATH, { ok: true }, { now: NOW + offset });
    expect(await transport.openRequest('POST', PATH, req, NOW)).toEqual({
      payload: { ok: true },
      timestamp: NOW + offset,
    });
  });

  it.each([
    'abc',
    '',
    '1767225600000.0',
    '1.7672256e12',
    '+1767225600000',
    '-1',
    '01767225600000',
    ' 1767225600000',
    '0x19b7',
  ])('when the signed timestamp is %j, then it throws TransportError', async (timestamp) => {
    const { transport, cipherKey, signed } = await setup();
    const req = await signed(await encrypt(cipherKey, '{}'), timestamp);
    await expect(transport.openRequest('POST', PATH, req, NOW)).rejects.toBeInstanceOf(TransportError);
  });

  it.each(['ciphertext', 'timestamp', 'sign', 'user_resource'] as const)(
    'when %s is missing, then it throws TransportError',
    async (field) => {
      const { transport } = await setup();
      const req: Partial<SealedRequest> = await transport.seal('POST', PATH, {}, { now: NOW });
      await expect(transport.openRequest('POST', PATH, req, NOW)).resolves.toBeDefined();
      delete req[field];
      await expect(transport.openRequest('POST', PATH, req, NOW)).rejects.toBeInstanceOf(TransportError);
    },
  );

  it('when a field is not a string, then it throws TransportError', async () => {
    const { transport } = await setup();
    const req = await transport.seal('POST', PATH, {}, { now: NOW });
    for (const bad of [{ timestamp: NOW }, { user_resource: 1 }, { ciphertext: null }, { sign: ['x'] }]) {
      await expect(transport.openRequest('POST', PATH, { ...req, ...bad }, NOW)).rejects.toBeInstanceOf(
        TransportError,
      );
    }
  });

  it('when the fields are not an object, then it throws TransportError', async () => {
    const { transport } = await setup();
    for (const bad of [null, undefined, 'x', []]) {
      await expect(
        transport.openRequest('POST', PATH, bad as unknown as Partial<SealedRequest>, NOW),
      ).rejects.toBeInstanceOf(TransportError);
    }
  });

  it('when a correctly signed ciphertext has a flipped byte, then it throws TransportError', async () => {
    const { transport, cipherKey, signed } = await setup();
    const bytes = base64ToBytes(await encrypt(cipherKey, '{"a":1}'));
    bytes[14] = bytes[14]! ^ 0x80;
    const req = await signed(bytesToBase64(bytes));
    await expect(transport.openRequest('POST', PATH, req, NOW)).rejects.toBeInstanceOf(TransportError);
  });

  it('when a correctly signed ciphertext is not base64, then it throws TransportError', async () => {
    const { transport, signed } = await setup();
    const req = await signed('not/base64');
    await expect(transport.openRequest('POST', PATH, req, NOW)).rejects.toBeInstanceOf(TransportError);
  });

  it('when the plaintext is not JSON, then it throws TransportError', async () => {
    const { transport, cipherKey, signed } = await setup();
    const req = await signed(await encrypt(cipherKey, 'nick_name=张三'));
    await expect(transport.openRequest('POST', PATH, req, NOW)).rejects.toBeInstanceOf(TransportError);
  });

  it('when sealed under another cipher key or sign secret, then it throws TransportError', async () => {
    const { keys, transport } = await setup();
    const otherCipher = await createTransport({ ...keys, cipherKey: generateCipherKey() });
    const otherSecret = await createTransport({ ...keys, signSecret: generateSignSecret() });
    for (const other of [otherCipher, otherSecret]) {
      const req = await other.seal('POST', PATH, {}, { now: NOW });
      await expect(transport.openRequest('POST', PATH, req, NOW)).rejects.toBeInstanceOf(TransportError);
    }
  });
});

describe('sealResponse / openResponse', () => {
  it('when sealed then opened, then the envelope comes back', async () => {
    const { transport } = await setup();
    const envelope = {
      code: Code.INVALID,
      obj: { fields: { nick_name: '昵称不能为空' } },
      message: '输入有误',
    };
    expect(await transport.openResponse(await transport.sealResponse(envelope))).toEqual(envelope);
  });

  it('when obj is undefined, then it travels as null', async () => {
    const { transport, cipherKey } = await setup();
    const body = await transport.sealResponse({
      code: Code.SESSION_EXPIRED,
      obj: undefined,
      message: '请先登录',
    });
    expect(await decrypt(cipherKey, body.ciphertext)).toBe('{"code":503,"obj":null,"message":"请先登录"}');
    expect((await transport.openResponse(body)).obj).toBeNull();
  });

  it('when the body is a plain transport rejection, then it throws TransportError', async () => {
    const { transport } = await setup();
    await expect(transport.openResponse({ code: 400, message: '请求无效' })).rejects.toBeInstanceOf(
      TransportError,
    );
  });

  it('when the body is not an object with a ciphertext string, then it throws TransportError', async () => {
    const { transport } = await setup();
    for (const bad of [null, 'x', [], { ciphertext: 1 }]) {
      await expect(transport.openResponse(bad)).rejects.toBeInstanceOf(TransportError);
    }
  });

  it('when the body was sealed under another key, then it throws TransportError', async () => {
    const { transport } = await setup();
    const other = await createTransport({ cipherKey: generateCipherKey(), signSecret: generateSignSecret() });
    const body = await other.sealResponse({ code: Code.OK, obj: 1, message: '成功' });
    await expect(transport.openResponse(body)).rejects.toBeInstanceOf(TransportError);
  });

  it.each([
    'not json',
    '[200]',
    'null',
    '{"code":201,"obj":null,"message":"x"}',
    '{"code":"200","obj":null,"message":"x"}',
    '{"code":200,"message":"x"}',
    '{"code":200,"obj":null}',
    '{"code":200,"obj":null,"message":7}',
  ])('when the plaintext is %s, then it throws TransportError', async (plaintext) => {
    const { transport, cipherKey } = await setup();
    const body = { ciphertext: await encrypt(cipherKey, plaintext) };
    await expect(transport.openResponse(body)).rejects.toBeInstanceOf(TransportError);
  });
});

describe('createTransport', () => {
  it('when the cipher key has the wrong length, then it throws TransportError', async () => {
    const signSecret = generateSignSecret();
    for (const n of [16, 31, 33]) {
      const cipherKey = bytesToBase64(new Uint8Array(n));
      await expect(createTransport({ cipherKey, signSecret })).rejects.toBeInstanceOf(TransportError);
    }
  });
});
