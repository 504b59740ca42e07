import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../object-storage.ts';
import { type LocalS3, startLocalS3 } from '../testing/local-s3.ts';
import { storageContract } from '../testing/storage-contract.ts';
import { createS3Storage, type S3Settings } from './s3-storage.ts';

const settings = (endpoint: string, bucket: string): S3Settings => ({
  bucket,
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  stsRoleArn: 'arn:aws:iam::123456789012:role/labmall-upload',
  minPartSize: 5 * 1024 * 1024,
});

describe('S3 storage adapter against s3rver', () => {
  let s3: LocalS3;
  let storage: ObjectStorage;

  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = createS3Storage(settings(s3.endpoint, s3.bucket));
  });
  afterAll(() => s3.close());

  storageContract(() => ({ storage, resolve: (url) => url }));
});

describe('S3 storage adapter: where browsers send their requests', () => {
  it('when path style is on (MinIO), then the bucket is in the path of the public endpoint', () => {
    const storage = createS3Storage({
      ...settings('http://minio:9000', 'shop'),
      publicEndpoint: 'https://files.example.cn',
    });
    expect(storage.clientLocation('https://ignored.example')).toEqual({
      endpoint: 'https://files.example.cn',
      host: 'https://files.example.cn/shop',
      region: 'us-east-1',
      minPartSize: 5 * 1024 * 1024,
    });
  });

  it('when no endpoint is set (AWS), then the bucket is a virtual host of the regional endpoint', () => {
    const storage = createS3Storage({
      ...settings('', 'shop'),
      endpoint: undefined,
      forcePathStyle: false,
      region: 'cn-north-1',
    });
    expect(storage.clientLocation('')).toMatchObject({
      endpoint: 'https://s3.cn-north-1.amazonaws.com',
      host: 'https://shop.s3.cn-north-1.amazonaws.com',
    });
  });
});
