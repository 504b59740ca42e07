import { describe, expect, it } from 'vitest';
import { partSizeFor, type UploadParams, uploadFile } from './upload-file';
import type { UploadOptions } from './upload-types';

const options = {
  key: 'u/1/202611/',
  host: 'http://127.0.0.1:9/storage/labmall',
  minPartSize: 0,
} as UploadOptions;
const file = new Blob(['x']);

async function errorOf(params: UploadParams) {
  const messages: string[] = [];
  const outcome = await uploadFile({ ...params, onError: (error) => messages.push(error.message) }).done;
  return { status: outcome.status, messages };
}

describe('upload helper: what it requires', () => {
  it.each([
    ['options', { file, key: 'u/1/a' }, 'need options'],
    ['a file', { options, key: 'u/1/a' }, 'need file'],
    ['a key', { options, file }, 'need key'],
    ['a key (empty)', { options, file, key: '' }, 'need key'],
  ])('when it is given no %s, then the error callback says so', async (_what, params, message) => {
    expect(await errorOf(params as UploadParams)).toEqual({ status: 'Failed', messages: [message] });
  });
});

describe('upload helper: part size', () => {
  it('when no chunk size is given, then parts are 1048576 bytes', () => {
    expect(partSizeFor(50 * 1024 * 1024, undefined)).toBe(1_048_576);
  });

  it('when the chunk size asked for is below 102400, then 102400 is used', () => {
    expect(partSizeFor(1_000_000, 1000)).toBe(102_400);
    expect(partSizeFor(1_000_000, 512_000)).toBe(512_000);
  });

  it('when the store needs bigger parts (S3: 5 MiB), then its minimum wins', () => {
    expect(partSizeFor(50 * 1024 * 1024, 512_000, 5 * 1024 * 1024)).toBe(5 * 1024 * 1024);
  });

  it('when a file would need more than 10000 parts, then parts grow to fit', () => {
    expect(partSizeFor(20_000 * 102_400, 102_400)).toBe(204_800);
  });
});
