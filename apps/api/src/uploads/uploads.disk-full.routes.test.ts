import { PassThrough } from 'node:stream';
import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { expectUnavailable } from '../../test/relayed-postgres.ts';
import type { TokenAnswer } from './testing/s3-client.ts';
import { pngBytes } from './testing/sample-files.ts';

/**
 * Issue 39, found by `npm run proof -- --only disk`: with the data disk full, registering an uploaded
 * voucher failed where the local object store writes the moved file's metadata, and the call answered
 * 500. A full disk is the store's weather: 503 with Retry-After, and the same call works once there is room.
 * Its log says so once per interval, not once per call (outage-log.ts).
 */
describe('registering an upload while the data disk is full', () => {
  let t: TestApp;
  const logLines: { msg: string; quietened?: number }[] = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) =>
      logLines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      ),
    );
    t = await buildTestApp('pglite', { env: { LOG_LEVEL: 'error' }, logStream });
  });
  afterAll(() => t.close());

  it('answers 503 with a clear message, keeps the file where it was, and registers it once there is room', async () => {
    await t.login();
    const token = (await t.client.get<TokenAnswer>('/oss/token')).obj;
    const key = `${token.key}voucher.png`;
    await t.app.deps.storage.put(key, pngBytes(500), 'image/png');
    const payload = { key, purpose: 'voucher', fileName: '转账回单.png' };

    const storage = t.app.deps.storage;
    const move = storage.move.bind(storage);
    // As node:fs reports a write past the last free block.
    storage.move = () =>
      Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    try {
      // A buyer who tries again and again while the disk is full: every try answered, one log line.
      for (let attempt = 0; attempt < 5; attempt++) {
        expectUnavailable(
          await t.client.send('POST', '/oss/register', await t.client.seal('POST', '/oss/register', payload)),
        );
      }
    } finally {
      storage.move = move;
    }
    expect(await storage.head(key)).not.toBeNull();
    const outage = logLines.filter((line) => line.msg === 'database unreachable: answered 503');
    expect(outage).toHaveLength(1);
    expect(outage[0]!.quietened).toBe(0);

    const registered = await t.client.post<{ filePath: string }>('/oss/register', payload);
    expect(registered.code).toBe(Code.OK);
    expect(registered.obj.filePath).toMatch(/^o\/voucher\//);
  });
});
