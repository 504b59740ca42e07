import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../hex.ts';
import { engine as nodeEngine } from './node.ts';
import { engine as webEngine } from './web.ts';

// Browsers sign with the WebCrypto engine, the server verifies with the node:crypto one.
const key = new TextEncoder().encode('AWS4secret');
const data = new TextEncoder().encode('PUT\n/storage/labmall/u/1/图.png');

describe('hash engines', () => {
  it('when both hash and MAC the same bytes, then they agree', async () => {
    expect(bytesToHex(await webEngine.sha256(data))).toBe(bytesToHex(await nodeEngine.sha256(data)));
    expect(bytesToHex(await webEngine.hmacSha256(key, data))).toBe(
      bytesToHex(await nodeEngine.hmacSha256(key, data)),
    );
  });

  it('when a MAC is checked, then each verifies the other’s and refuses a forged or short one', async () => {
    const mac = await webEngine.hmacSha256(key, data);
    expect(await nodeEngine.hmacVerify(key, mac, data)).toBe(true);
    expect(await webEngine.hmacVerify(key, await nodeEngine.hmacSha256(key, data), data)).toBe(true);
    const forged = new Uint8Array(mac);
    forged[31] = (forged[31] ?? 0) ^ 1;
    for (const engine of [nodeEngine, webEngine]) {
      expect(await engine.hmacVerify(key, forged, data)).toBe(false);
      expect(await engine.hmacVerify(key, mac.subarray(0, 16), data)).toBe(false);
    }
  });
});
