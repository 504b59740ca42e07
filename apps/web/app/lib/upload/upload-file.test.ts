import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from './s3-client';
import { recordingFetch } from './testing/recording-fetch';
import { type StoreServer, startStoreServer } from './testing/store-server';
import type { UploadError } from './upload-error';
import { type UploadParams, uploadFile } from './upload-file';
import type { Progress, UploadOptions } from './upload-types';

const PART = 102_400;

/** A PNG signature and then pseudo-random bytes, so the server accepts it at registration. */
function pngFile(size: number, seed = 1): Blob {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let x = seed;
  for (let i = 8; i < size; i += 1) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = x & 0xff;
  }
  return new Blob([bytes], { type: 'image/png' });
}

const blobBytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const networkDown = () => {
  throw new TypeError('fetch failed');
};

describe('upload helper against the store’s local endpoint', () => {
  let store: StoreServer;
  let options: UploadOptions;
  let n = 0;
  const keyFor = (name: string) => {
    n += 1;
    return `${options.key}${name}-${n}.png`;
  };
  const upload = (params: UploadParams) => uploadFile({ options, retryDelay: () => 0, ...params });

  beforeAll(async () => {
    store = await startStoreServer();
    options = await store.token();
  });
  afterAll(() => store.stop());

  it('when a file fits in one chunk, then it goes as a single PUT and arrives whole', async () => {
    const file = pngFile(50_000);
    const key = keyFor('single');
    const recorder = recordingFetch();
    const progress: Progress[] = [];
    const outcome = await upload({ file, key, fetch: recorder.fetch, onProgress: (p) => progress.push(p) })
      .done;

    expect(outcome).toMatchObject({ status: 'Done', result: { key, size: 50_000 } });
    expect(recorder.operations()).toEqual(['PUT object']);
    expect(progress).toEqual([
      { loaded: 0, total: 50_000 },
      { loaded: 50_000, total: 50_000 },
    ]);
    const registered = await store.register(key, 'media', 'single.png');
    expect(await store.read(registered)).toEqual(await blobBytes(file));
  });

  it('when a file needs four parts, then it creates, sends numbered parts, lists and completes', async () => {
    const file = pngFile(PART * 3 + 500, 2);
    const key = keyFor('multi');
    const recorder = recordingFetch();
    const progress: Progress[] = [];
    let success = false;
    const outcome = await upload({
      file,
      key,
      chunkSize: PART,
      concurrency: 2,
      fetch: recorder.fetch,
      onProgress: (p) => progress.push(p),
      onSuccess: () => {
        success = true;
      },
    }).done;

    expect(outcome.status).toBe('Done');
    expect(success).toBe(true);
    const operations = recorder.operations();
    expect(operations[0]).toBe('POST create');
    expect(operations.slice(1, 5).sort()).toEqual(['PUT part 1', 'PUT part 2', 'PUT part 3', 'PUT part 4']);
    expect(operations.slice(5)).toEqual(['GET list', 'POST complete']);
    const loaded = progress.map((p) => p.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    expect(loaded[0]).toBe(0);
    expect(progress.at(-1)).toMatchObject({ loaded: PART * 3 + 500, total: PART * 3 + 500 });
    expect(progress.at(-1)?.checkpoint).toMatchObject({ key, partSize: PART, fileSize: PART * 3 + 500 });

    const registered = await store.register(key, 'media', 'multi.png');
    expect(registered.size).toBe(PART * 3 + 500);
    expect(await store.read(registered)).toEqual(await blobBytes(file));
  });

  it('when an upload is interrupted, then resuming with its checkpoint sends only the missing parts', async () => {
    const file = pngFile(PART * 4 + 10, 3);
    const key = keyFor('resume');
    const failing = recordingFetch((request) => (request.partNumber === 3 ? networkDown() : undefined));
    let reported: unknown;
    const first = await upload({
      file,
      key,
      chunkSize: PART,
      concurrency: 1,
      retries: 0,
      fetch: failing.fetch,
      onError: (_error, checkpoint) => {
        reported = checkpoint;
      },
    }).done;
    expect(first.status).toBe('Failed');
    if (first.status !== 'Failed') return;
    expect(first.error).toMatchObject({ code: 'NetworkError' });
    expect(first.checkpoint).toMatchObject({ key, partSize: PART, fileSize: PART * 4 + 10 });
    expect(reported).toEqual(first.checkpoint);
    expect(failing.operations()).toEqual(['POST create', 'PUT part 1', 'PUT part 2', 'PUT part 3']);

    const resuming = recordingFetch();
    const progress: Progress[] = [];
    const second = await upload({
      file,
      key,
      chunkSize: PART,
      concurrency: 1,
      checkpoint: first.checkpoint,
      fetch: resuming.fetch,
      onProgress: (p) => progress.push(p),
    }).done;
    expect(second.status).toBe('Done');
    expect(resuming.operations()).toEqual([
      'GET list',
      'PUT part 3',
      'PUT part 4',
      'PUT part 5',
      'GET list',
      'POST complete',
    ]);
    expect(progress[0]).toMatchObject({ loaded: PART * 2 });
    const registered = await store.register(key, 'media', 'resume.png');
    expect(await store.read(registered)).toEqual(await blobBytes(file));
  });

  it('when a checkpoint does not fit the file (or its upload is gone), then a new upload starts', async () => {
    const file = pngFile(PART * 2 + 1, 4);
    const key = keyFor('stale');
    const recorder = recordingFetch();
    const outcome = await upload({
      file,
      key,
      chunkSize: PART,
      checkpoint: {
        key,
        uploadId: '0123456789abcdef0123456789abcdef',
        partSize: PART,
        fileSize: PART * 2 + 1,
      },
      fetch: recorder.fetch,
    }).done;
    expect(outcome.status).toBe('Done');
    expect(recorder.operations().slice(0, 2)).toEqual(['GET list', 'POST create']);
  });

  it('when the file is canceled mid-way, then no further part is sent and the upload is aborted', async () => {
    const file = pngFile(PART * 6, 5);
    const key = keyFor('cancel');
    let task: ReturnType<typeof uploadFile> | undefined;
    const recorder = recordingFetch((request) => {
      if (request.partNumber === 2) task?.cancel();
      return undefined;
    });
    let errored = false;
    task = upload({
      file,
      key,
      chunkSize: PART,
      concurrency: 1,
      fetch: recorder.fetch,
      onError: () => {
        errored = true;
      },
    });
    const outcome = await task.done;

    expect(outcome).toEqual({ status: 'Canceled' });
    expect(task.status).toBe('Canceled');
    expect(errored).toBe(false);
    expect(recorder.operations()).toEqual(['POST create', 'PUT part 1', 'PUT part 2', 'DELETE abort']);
  });

  it('when a part fails twice, then it is retried and the upload still completes', async () => {
    const file = pngFile(PART * 3, 6);
    const key = keyFor('retry');
    const recorder = recordingFetch((request, attempt) => {
      if (request.partNumber === 2 && attempt <= 2) return networkDown();
      if (request.partNumber === 3 && attempt === 1) {
        return new Response('<Error><Code>InternalError</Code><Message>busy</Message></Error>', {
          status: 500,
        });
      }
      return undefined;
    });
    const outcome = await upload({ file, key, chunkSize: PART, concurrency: 1, fetch: recorder.fetch }).done;
    expect(outcome.status).toBe('Done');
    expect(recorder.operations().filter((o) => o === 'PUT part 2')).toHaveLength(3);
    expect(recorder.operations().filter((o) => o === 'PUT part 3')).toHaveLength(2);
    const registered = await store.register(key, 'media', 'retry.png');
    expect(await store.read(registered)).toEqual(await blobBytes(file));
  });

  it('when a part keeps failing, then it gives up after 3 retries and reports the error', async () => {
    const file = pngFile(PART * 2, 7);
    const recorder = recordingFetch((request) => (request.partNumber === 1 ? networkDown() : undefined));
    const errors: UploadError[] = [];
    const outcome = await upload({
      file,
      key: keyFor('give-up'),
      chunkSize: PART,
      concurrency: 1,
      fetch: recorder.fetch,
      onError: (error) => errors.push(error),
    }).done;
    expect(outcome.status).toBe('Failed');
    expect(recorder.operations().filter((o) => o === 'PUT part 1')).toHaveLength(4);
    expect(errors.map((e) => e.code)).toEqual(['NetworkError']);
  });

  it('when the store refuses (a key outside the prefix), then the error callback gets its message and nothing is retried', async () => {
    const recorder = recordingFetch();
    const errors: UploadError[] = [];
    const outcome = await upload({
      file: pngFile(1000),
      key: 'u/0/elsewhere.png',
      fetch: recorder.fetch,
      onError: (error) => errors.push(error),
    }).done;
    expect(outcome.status).toBe('Failed');
    expect(recorder.operations()).toEqual(['PUT object']);
    expect(errors[0]).toMatchObject({ code: 'AccessDenied', status: 403, message: '无权写入该位置' });
  });

  it('when the credentials expire mid-upload, then fresh ones are fetched once and the upload goes on', async () => {
    const file = pngFile(PART * 3, 8);
    const key = keyFor('refresh');
    let refreshed = 0;
    const recorder = recordingFetch((request, attempt) =>
      request.partNumber === 2 && attempt === 1
        ? new Response('<Error><Code>ExpiredToken</Code><Message>expired</Message></Error>', { status: 400 })
        : undefined,
    );
    const outcome = await upload({
      file,
      key,
      chunkSize: PART,
      concurrency: 1,
      fetch: recorder.fetch,
      refreshOptions: async () => {
        refreshed += 1;
        return store.token();
      },
    }).done;
    expect(outcome.status).toBe('Done');
    expect(refreshed).toBe(1);
  });

  it('when the file cannot be read, then the error is "failed to read file"', async () => {
    const unreadable = {
      size: PART * 2,
      slice: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }),
    };
    const errors: string[] = [];
    const recorder = recordingFetch();
    const outcome = await upload({
      file: unreadable,
      key: keyFor('unreadable'),
      chunkSize: PART,
      fetch: recorder.fetch,
      onError: (error) => errors.push(error.message),
    }).done;
    expect(outcome.status).toBe('Failed');
    expect(errors).toEqual(['failed to read file']);
    expect(recorder.operations().filter((o) => o.startsWith('PUT'))).toEqual([]);
  });

  it('after a cancel, the aborted upload no longer exists on the store', async () => {
    const file = pngFile(PART * 3, 9);
    const key = keyFor('gone');
    let uploadId = '';
    let task: ReturnType<typeof uploadFile> | undefined;
    const recorder = recordingFetch((request) => {
      if (request.partNumber === 1) task?.cancel();
      return undefined;
    });
    task = upload({
      file,
      key,
      chunkSize: PART,
      concurrency: 1,
      fetch: recorder.fetch,
      onProgress: (p) => {
        uploadId = p.checkpoint?.uploadId ?? uploadId;
      },
    });
    expect((await task.done).status).toBe('Canceled');
    const s3 = createS3Client({ options, fetch: (input, init) => fetch(input, init) });
    await expect(s3.listParts(key, uploadId)).rejects.toMatchObject({ code: 'NoSuchUpload' });
  });
});
