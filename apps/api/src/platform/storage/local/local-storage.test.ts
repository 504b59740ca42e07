import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StorageError } from '../object-storage.ts';
import { createLocalStorage } from './local-storage.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'labmall-local-rules-'));
const root = path.join(dir, 'objects');
const storage = createLocalStorage({ root, secret: () => 'local-rules-secret-0123456789abcdef' });
const part = (size: number, fill: number) => new Uint8Array(size).fill(fill);

async function code(promise: Promise<unknown>) {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof StorageError ? error.code : String(error);
  }
}

async function threeParts(key: string) {
  const { uploadId } = await storage.createMultipartUpload(key, 'image/png');
  await storage.uploadPart(key, uploadId, 1, part(102_400, 1));
  await storage.uploadPart(key, uploadId, 2, part(50_000, 2));
  await storage.uploadPart(key, uploadId, 3, part(10, 3));
  return { uploadId, parts: await storage.listParts(key, uploadId) };
}

describe('local storage: the rules S3 enforces on completion', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when a listed ETag does not match the stored part, then completion fails with InvalidPart', async () => {
    const { uploadId, parts } = await threeParts('u/1/a');
    const forged = parts.map((p, i) => (i === 1 ? { ...p, etag: `"${'0'.repeat(32)}"` } : p));
    expect(await code(storage.completeMultipartUpload('u/1/a', uploadId, forged))).toBe('InvalidPart');
    expect(await storage.head('u/1/a')).toBeNull();
  });

  it('when parts are listed out of order, then completion fails with InvalidPartOrder', async () => {
    const { uploadId, parts } = await threeParts('u/1/b');
    expect(await code(storage.completeMultipartUpload('u/1/b', uploadId, [parts[1]!, parts[0]!]))).toBe(
      'InvalidPartOrder',
    );
  });

  it('when a part other than the last is under 100 KB, then completion fails with EntityTooSmall', async () => {
    const { uploadId, parts } = await threeParts('u/1/c');
    expect(await code(storage.completeMultipartUpload('u/1/c', uploadId, parts))).toBe('EntityTooSmall');
    expect(await code(storage.completeMultipartUpload('u/1/c', uploadId, [parts[0]!, parts[1]!]))).toBe(
      'no error',
    );
    expect((await storage.head('u/1/c'))?.size).toBe(152_400);
  });

  it('when an upload id is used with another key, then it is NoSuchUpload: an id alone grants nothing', async () => {
    const { uploadId } = await threeParts('u/1/d');
    expect(await code(storage.listParts('u/2/d', uploadId))).toBe('NoSuchUpload');
    expect(await code(storage.uploadPart('u/2/d', uploadId, 1, part(10, 1)))).toBe('NoSuchUpload');
    expect(await code(storage.abortMultipartUpload('u/2/d', uploadId))).toBe('NoSuchUpload');
    expect(await code(storage.listParts('u/1/d', '../../etc'))).toBe('NoSuchUpload');
  });

  it('when a part number is outside 1–10000, then it is refused', async () => {
    const { uploadId } = await storage.createMultipartUpload('u/1/e', 'image/png');
    expect(await code(storage.uploadPart('u/1/e', uploadId, 0, part(1, 1)))).toBe('InvalidArgument');
    expect(await code(storage.uploadPart('u/1/e', uploadId, 10_001, part(1, 1)))).toBe('InvalidArgument');
  });

  it('when keys nest like a file and a folder would, then both still exist side by side', async () => {
    await storage.put('u/1/x', part(3, 1), 'image/png');
    await storage.put('u/1/x/y', part(4, 2), 'image/png');
    expect((await storage.head('u/1/x'))?.size).toBe(3);
    expect((await storage.head('u/1/x/y'))?.size).toBe(4);
  });

  it('when the sweep runs, then only old objects under the prefix and old uploads are removed', async () => {
    await storage.put('u/9/old', part(5, 1), 'image/png');
    await storage.put('u/9/new', part(5, 1), 'image/png');
    await storage.put('o/avatar/202001/kept', part(5, 1), 'image/png');
    const { uploadId } = await storage.createMultipartUpload('u/9/abandoned', 'image/png');
    const past = new Date(Date.now() - 48 * 3600_000);
    const sha = async (key: string) => {
      // Age the files the sweep should find (they are named by the key's hash).
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256').update(key).digest('hex');
      return path.join(root, 'keys', key.split('/')[0]!, hash.slice(0, 2), hash);
    };
    utimesSync(await sha('u/9/old'), past, past);
    utimesSync(await sha('o/avatar/202001/kept'), past, past);
    utimesSync(path.join(root, 'uploads', uploadId, 'upload.json'), past, past);

    const removed = await storage.sweep('u/', Date.now() - 24 * 3600_000);
    expect(removed.uploads).toBe(1);
    expect(removed.objects).toBe(1);
    expect(await storage.head('u/9/old')).toBeNull();
    expect(await storage.head('u/9/new')).not.toBeNull();
    expect(await storage.head('o/avatar/202001/kept')).not.toBeNull();
    expect(await readdir(path.join(root, 'uploads'))).not.toContain(uploadId);
  });
});
