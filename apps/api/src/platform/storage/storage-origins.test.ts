import { describe, expect, it } from 'vitest';
import { storageOrigins } from './storage-origins.ts';

const s3 = {
  STORAGE: 's3',
  S3_BUCKET: 'labmall-files',
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: undefined,
  S3_PUBLIC_ENDPOINT: undefined,
  S3_FORCE_PATH_STYLE: false,
} as const;

describe('storageOrigins', () => {
  it('when storage is local, then the browser needs no origin but the store’s own', () => {
    expect(storageOrigins({ ...s3, STORAGE: 'local' })).toEqual([]);
  });

  it('when S3 is AWS, then the region endpoint and the bucket’s host name', () => {
    expect(storageOrigins(s3)).toEqual([
      'https://s3.us-east-1.amazonaws.com',
      'https://labmall-files.s3.us-east-1.amazonaws.com',
    ]);
  });

  it('when MinIO is path style behind a public name, then both endpoints and no bucket host', () => {
    expect(
      storageOrigins({
        ...s3,
        S3_ENDPOINT: 'http://minio:9000',
        S3_PUBLIC_ENDPOINT: 'https://files.shop.example/',
        S3_FORCE_PATH_STYLE: true,
      }),
    ).toEqual(['https://files.shop.example', 'http://minio:9000']);
  });
});
