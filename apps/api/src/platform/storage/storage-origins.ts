import type { StorageSettings } from './storage-config.ts';

type StorageConfig = Pick<
  StorageSettings,
  'STORAGE' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_PUBLIC_ENDPOINT' | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The origins a browser reaches object storage at, for the Content-Security-Policy: none for the
 * local adapter (its endpoint is /storage on the store's own origin). With S3, uploads go to the
 * public endpoint and signed read URLs to the server's endpoint (s3-storage.ts), each either as the
 * endpoint itself (path style) or as the bucket's own host name (virtual-hosted style).
 */
export function storageOrigins(config: StorageConfig): string[] {
  if (config.STORAGE !== 's3') return [];
  const awsEndpoint = `https://s3.${config.S3_REGION}.amazonaws.com`;
  const endpoints = [
    config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT ?? awsEndpoint,
    config.S3_ENDPOINT ?? awsEndpoint,
  ];
  const origins = new Set<string>();
  for (const endpoint of endpoints) {
    const url = new URL(endpoint);
    origins.add(url.origin);
    if (!config.S3_FORCE_PATH_STYLE && config.S3_BUCKET) {
      origins.add(`${url.protocol}//${config.S3_BUCKET}.${url.host}`);
    }
  }
  return [...origins];
}
