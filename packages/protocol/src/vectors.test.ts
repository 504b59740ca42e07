// The worked examples of docs/protocol.md, computed independently with node:crypto. Change both or neither.
import { describe, expect, it } from 'vitest';
import { Code } from './codes.ts';
import { decrypt, encrypt, sign, signingString, verify } from './crypto.ts';
import type { CryptoEngine } from './engine/engine.ts';
import { engine as nodeEngine } from './engine/node.ts';
import { engine as webEngine } from './engine/web.ts';
import { bytesToHex } from './hex.ts';
import { importCipherKey, importSignKey } from './keys.ts';
import { createTransport } from './transport.ts';
import { TransportError } from './transport-error.ts';

const keys = {
  cipherKey: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
  signSecret: 'labmall-test-sign-secret',
};
const iv = (first: number) => Uint8Array.from({ length: 12 }, (_, i) => first + i);
const TIMESTAMP = '1767225600000';

const request = {
  method: 'POST',
  path: '/api/user/edit/nick_name',
  iv: iv(0xa0),
  plaintext: '{"nick_name":"张三"}',
  ciphertext: 'oKGio6SlpqeoqaqrnToSRCagXdEDCOLxPVglYtBI4ZmwynLw/IXB/N40hIiLOw7t7Nw=',
  signingString:
    'POST\n/api/user/edit/nick_name\n1767225600000\noKGio6SlpqeoqaqrnToSRCagXdEDCOLxPVglYtBI4ZmwynLw/IXB/N40hIiLOw7t7Nw=',
  sign: '4f44b9a3e0ce310d93c6ee2e31c23565fc092ce5f9a4e5c0022fbea7b63ba8f6',
};

const response = {
  iv: iv(0xb0),
  plaintext: '{"code":200,"obj":{"id":10001,"nick_name":"张三","phone":"138****8000"},"message":"成功"}',
  ciphertext:
    'sLGys7S1tre4ubq74nc5xIiomWV1yKeO7zLqqKYGMvB8Sq0Pb/6ywW2u0HhsKEhlDb/L3Ydhgq+AGWYNpE875WtTLZ4oqFYSNagY1ZjCFIw6jFb4ZPCAM/t1kVAh9euIip79TRBx57JWWrt9p3SA+hXpJSxDm6josQ==',
};

const get = {
  method: 'GET',
  path: '/api/region',
  iv: iv(0xc0),
  plaintext: '{"parent_id":0}',
  ciphertext: 'wMHCw8TFxsfIycrLe2pXBgUd+CrHsJmACJyVWo2SSpnc+PK2azFPueyCtw==',
  signingString:
    'GET\n/api/region\n1767225600000\nwMHCw8TFxsfIycrLe2pXBgUd+CrHsJmACJyVWo2SSpnc+PK2azFPueyCtw==',
  sign: '91e7ebdfd2087b9c1a40fb3a85d5022131d885c9b5a6951bbc01b7a11687c0c7',
  query:
    'ciphertext=wMHCw8TFxsfIycrLe2pXBgUd%2BCrHsJmACJyVWo2SSpnc%2BPK2azFPueyCtw%3D%3D&timestamp=1767225600000&sign=91e7ebdfd2087b9c1a40fb3a85d5022131d885c9b5a6951bbc01b7a11687c0c7&user_resource=1',
};

const encodedPath = {
  method: 'GET',
  path: '/api/user/%69nfo',
  decodedPath: '/api/user/info',
  iv: iv(0xd0),
  plaintext: '{}',
  ciphertext: '0NHS09TV1tfY2drbV9o5D8StliQcr+8jOTHZpG3z',
  signingString: 'GET\n/api/user/%69nfo\n1767225600000\n0NHS09TV1tfY2drbV9o5D8StliQcr+8jOTHZpG3z',
  sign: '1315fd3aa514dce701490afee2ecb76b0daf2fd24e20811576182dc743c2f559',
  decodedSign: '0fd43d3b3e8781d22536c283eea81654bfdf2fc079d54530134fbd0f4d45c182',
};

describe('docs/protocol.md test vectors', () => {
  it('vector 1 (POST request): exact ciphertext, signing string and sign', async () => {
    const cipherKey = await importCipherKey(keys.cipherKey);
    const signKey = await importSignKey(keys.signSecret);
    expect(await encrypt(cipherKey, request.plaintext, request.iv)).toBe(request.ciphertext);
    expect(signingString(request.method, request.path, TIMESTAMP, request.ciphertext)).toBe(
      request.signingString,
    );
    expect(await sign(signKey, request.method, request.path, TIMESTAMP, request.ciphertext)).toBe(
      request.sign,
    );
    expect(
      await verify(signKey, request.method, request.path, TIMESTAMP, request.ciphertext, request.sign),
    ).toBe(true);
  });

  it('vector 1 (POST request): the server opens it', async () => {
    const transport = await createTransport(keys);
    const body = {
      ciphertext: request.ciphertext,
      timestamp: TIMESTAMP,
      sign: request.sign,
      user_resource: '1',
    };
    expect(await transport.openRequest(request.method, request.path, body, Number(TIMESTAMP))).toEqual({
      payload: { nick_name: '张三' },
      timestamp: 1_767_225_600_000,
    });
  });

  it('vector 2 (response): exact ciphertext, and the client opens it', async () => {
    const transport = await createTransport(keys);
    expect(await encrypt(await importCipherKey(keys.cipherKey), response.plaintext, response.iv)).toBe(
      response.ciphertext,
    );
    expect(await transport.openResponse({ ciphertext: response.ciphertext })).toEqual({
      code: Code.OK,
      obj: { id: 10001, nick_name: '张三', phone: '138****8000' },
      message: '成功',
    });
  });

  it('vector 2 (response): sealResponse writes the same plaintext', async () => {
    const transport = await createTransport(keys);
    const sealed = await transport.sealResponse(JSON.parse(response.plaintext));
    // The iv is random, so only the plaintext can match the vector.
    expect(await decrypt(await importCipherKey(keys.cipherKey), sealed.ciphertext)).toBe(response.plaintext);
  });

  it('vector 3 (GET request): exact ciphertext, sign and query string, and the server opens it', async () => {
    const cipherKey = await importCipherKey(keys.cipherKey);
    const signKey = await importSignKey(keys.signSecret);
    expect(await encrypt(cipherKey, get.plaintext, get.iv)).toBe(get.ciphertext);
    expect(signingString(get.method, get.path, TIMESTAMP, get.ciphertext)).toBe(get.signingString);
    expect(await sign(signKey, get.method, get.path, TIMESTAMP, get.ciphertext)).toBe(get.sign);
    const query = new URLSearchParams({
      ciphertext: get.ciphertext,
      timestamp: TIMESTAMP,
      sign: get.sign,
      user_resource: '1',
    }).toString();
    expect(query).toBe(get.query);
    const fields = Object.fromEntries(new URLSearchParams(get.query));
    const transport = await createTransport(keys);
    expect((await transport.openRequest(get.method, get.path, fields, Number(TIMESTAMP))).payload).toEqual({
      parent_id: 0,
    });
  });

  it('vector 4 (percent-encoded path): the sign covers the path as sent, not decoded', async () => {
    const cipherKey = await importCipherKey(keys.cipherKey);
    const signKey = await importSignKey(keys.signSecret);
    const v = encodedPath;
    expect(await encrypt(cipherKey, v.plaintext, v.iv)).toBe(v.ciphertext);
    expect(signingString(v.method, v.path, TIMESTAMP, v.ciphertext)).toBe(v.signingString);
    expect(await sign(signKey, v.method, v.path, TIMESTAMP, v.ciphertext)).toBe(v.sign);
    expect(await sign(signKey, v.method, v.decodedPath, TIMESTAMP, v.ciphertext)).toBe(v.decodedSign);

    const transport = await createTransport(keys);
    const fields = { ciphertext: v.ciphertext, timestamp: TIMESTAMP, sign: v.sign, user_resource: '1' };
    expect((await transport.openRequest(v.method, v.path, fields, Number(TIMESTAMP))).payload).toEqual({});
    await expect(
      transport.openRequest(v.method, v.decodedPath, fields, Number(TIMESTAMP)),
    ).rejects.toBeInstanceOf(TransportError);
  });
});

// The browser signs with WebCrypto and the server with node:crypto: each must reproduce every request vector.
describe.each([
  ['node', nodeEngine],
  ['web', webEngine],
] as [string, CryptoEngine][])('docs/protocol.md request vectors on the %s engine', (_name, engine) => {
  it.each([
    ['vector 1', request],
    ['vector 3', get],
    ['vector 4', encodedPath],
  ])('%s: exact ciphertext and sign', async (_vector, v) => {
    const aesKey = await engine.importAesKey(engine.fromBase64(keys.cipherKey));
    const hmacKey = await engine.importHmacKey(new TextEncoder().encode(keys.signSecret));
    const sealed = await engine.aesGcmEncrypt(aesKey, v.iv, new TextEncoder().encode(v.plaintext));
    expect(engine.toBase64(Uint8Array.from([...v.iv, ...sealed]))).toBe(v.ciphertext);
    const mac = await engine.hmacSha256(hmacKey, new TextEncoder().encode(v.signingString));
    expect(bytesToHex(mac)).toBe(v.sign);
  });
});
