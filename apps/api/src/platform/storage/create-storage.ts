import path from 'node:path';
import { storageSecret } from './local/local-secret.ts';
import { createLocalStorage } from './local/local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import type { StorageSettings } from './storage-config.ts';

/**
 * The adapter the configuration asks for (src/config.ts has already checked the settings it needs). The
 * S3 adapter and the AWS SDK (tens of MB) are loaded only when STORAGE=s3 (issue 38, RSS at rest).
 */
export async function createStorage(config: StorageSettings & { DATA_DIR: string }): Promise<ObjectStorage> {
  if (config.STORAGE === 's3') {
    const { createS3Storage } = await import('./s3/s3-storage.ts');
    return createS3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      publicEndpoint: config.S3_PUBLIC_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      stsRoleArn: config.S3_STS_ROLE_ARN!,
      stsEndpoint: config.S3_STS_ENDPOINT,
      minPartSize: config.S3_MIN_PART_SIZE,
    });
  }
  return createLocalStorage({
    root: path.join(config.DATA_DIR, 'objects'),
    secret: storageSecret(config.DATA_DIR, config.STORAGE_SECRET),
  });
}
