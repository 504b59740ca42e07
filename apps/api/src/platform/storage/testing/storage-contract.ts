import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { type ObjectStorage, StorageError } from '../object-storage.ts';

export interface ContractSubject {
  storage: ObjectStorage;
  /** Resolves a signed read URL to something fetch can load (the local adapter's are relative). */
  resolve(url: string): string;
}

const bytes = (size: number, seed: number) => {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) out[i] = (i * 31 + seed * 17) & 0xff;
  return out;
};
const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');
const PART = 102_400;

async function storageCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StorageError) return error.code;
    throw error;
  }
  return 'no error';
}

/**
 * What every adapter must do alike (DESIGN §7: the same multipart semantics on disk and on S3).
 * Called inside a describe block by each adapter's test file.
 */
export function storageContract(subject: () => ContractSubject) {
  let n = 0;
  const key = (name: string) => {
    n += 1;
    return `u/1/202611/${name}-${n}`;
  };

  it('when an object is put, then head, readStart and delete behave like S3', async () => {
    const { storage } = subject();
    const k = key('put');
    const data = bytes(5000, 1);
    const { etag } = await storage.put(k, data, 'image/png');
    expect(etag).toBe(`"${md5(data)}"`);
    const info = await storage.head(k);
    expect(info).toMatchObject({ size: 5000, etag, contentType: 'image/png' });
    expect(await storage.readStart(k, 16)).toEqual(data.subarray(0, 16));
    expect(await storage.readStart(k, 10_000)).toEqual(data);
    await storage.delete(k);
    expect(await storage.head(k)).toBeNull();
    await storage.delete(k);
  });

  it('when a stream with a known length is put, then it is stored whole', async () => {
    const { storage } = subject();
    const k = key('stream');
    const data = bytes(70_000, 2);
    await storage.put(
      k,
      { stream: Readable.from([data.subarray(0, 30_000), data.subarray(30_000)]), size: 70_000 },
      'video/mp4',
    );
    expect((await storage.head(k))?.size).toBe(70_000);
  });

  it('when a file goes up in three parts, then listing shows them and completing joins them in order', async () => {
    const { storage } = subject();
    const k = key('multi');
    const parts = [bytes(PART, 3), bytes(PART, 4), bytes(999, 5)];
    const { uploadId } = await storage.createMultipartUpload(k, 'image/png');
    // Out of order on purpose: parts are numbered, not sequenced.
    for (const index of [1, 0, 2]) await storage.uploadPart(k, uploadId, index + 1, parts[index]!);
    const listed = await storage.listParts(k, uploadId);
    expect(listed).toEqual(parts.map((p, i) => ({ partNumber: i + 1, etag: `"${md5(p)}"`, size: p.length })));

    const { etag } = await storage.completeMultipartUpload(k, uploadId, listed);
    // Opaque to clients: S3 and the local adapter give md5-of-md5s "-3", s3rver a plain MD5.
    expect(etag).toMatch(/^"[0-9a-f]{32}(-3)?"$/);
    const info = await storage.head(k);
    expect(info?.size).toBe(PART * 2 + 999);
    expect(await storage.readStart(k, PART + 10)).toEqual(
      new Uint8Array([...parts[0]!, ...parts[1]!.subarray(0, 10)]),
    );
    expect(await storageCode(storage.listParts(k, uploadId))).toBe('NoSuchUpload');
  });

  it('when a part is sent again, then the newer bytes replace it', async () => {
    const { storage } = subject();
    const k = key('again');
    const { uploadId } = await storage.createMultipartUpload(k, 'image/png');
    await storage.uploadPart(k, uploadId, 1, bytes(PART, 6));
    const second = bytes(PART, 7);
    await storage.uploadPart(k, uploadId, 1, second);
    expect(await storage.listParts(k, uploadId)).toEqual([
      { partNumber: 1, etag: `"${md5(second)}"`, size: PART },
    ]);
    await storage.abortMultipartUpload(k, uploadId);
  });

  it('when an upload is aborted, then its parts are gone and it cannot be listed or completed', async () => {
    const { storage } = subject();
    const k = key('abort');
    const { uploadId } = await storage.createMultipartUpload(k, 'image/png');
    await storage.uploadPart(k, uploadId, 1, bytes(PART, 8));
    await storage.abortMultipartUpload(k, uploadId);
    expect(await storageCode(storage.listParts(k, uploadId))).toBe('NoSuchUpload');
    expect(await storage.head(k)).toBeNull();
  });

  it('when an upload id is unknown, then listing says NoSuchUpload', async () => {
    const { storage } = subject();
    expect(await storageCode(storage.listParts(key('none'), '0123456789abcdef0123456789abcdef'))).toBe(
      'NoSuchUpload',
    );
  });

  it('when an object is moved, then it is under the new key only; moving a missing one says NoSuchKey', async () => {
    const { storage } = subject();
    const from = key('from');
    const to = `o/avatar/202611/moved-${key('to').split('-').pop()}`;
    const data = bytes(300, 9);
    await storage.put(from, data, 'image/png');
    await storage.move(from, to);
    expect(await storage.head(from)).toBeNull();
    expect(await storage.readStart(to, 300)).toEqual(data);
    expect(await storageCode(storage.move(from, `${to}-again`))).toBe('NoSuchKey');
  });

  it('when a missing object is read, then head is null and readStart says NoSuchKey', async () => {
    const { storage } = subject();
    expect(await storage.head(key('missing'))).toBeNull();
    expect(await storageCode(storage.readStart(key('missing'), 16))).toBe('NoSuchKey');
  });

  it('when a read URL is signed, then it serves the bytes with the asked type and disposition', async () => {
    const { storage, resolve } = subject();
    const k = key('read');
    const data = bytes(2000, 10);
    await storage.put(k, data, 'text/html');
    const url = await storage.signedReadUrl(k, {
      expiresIn: 60,
      fileName: '凭证.png',
      disposition: 'inline',
      contentType: 'image/png',
    });
    const response = await fetch(resolve(url));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(data);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="__.png"; filename*=UTF-8''%E5%87%AD%E8%AF%81.png`,
    );
  });
}
