import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .default(false);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** AWS S3, MinIO and Aliyun OSS accept only these (the strictest common rule). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** AWS's multipart minimum (MinIO enforces it too); Aliyun OSS accepts 100 KB parts. */
export const S3_DEFAULT_MIN_PART_SIZE = 5 * 1024 * 1024;

/**
 * The object-storage settings, spread into the one config schema (src/config.ts). `local` keeps objects
 * under DATA_DIR/objects; `s3` needs a bucket and an STS role the store may assume to hand browsers
 * credentials limited to one member's prefix.
 */
export const storageSettings = {
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** HMAC key of the local adapter's upload credentials and read URLs; generated into DATA_DIR when absent. */
  STORAGE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  S3_BUCKET: z.string().regex(BUCKET_NAME, 'must be a bucket name: 3-63 of a-z, 0-9, ".", "-"').optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1 or oss-cn-hangzhou')
    .default('us-east-1'),
  /** Where this server reaches the store; absent means AWS S3 in S3_REGION. */
  S3_ENDPOINT: httpUrl.optional(),
  /** Where browsers reach it, when that differs from S3_ENDPOINT (a private network name, a CDN). */
  S3_PUBLIC_ENDPOINT: httpUrl.optional(),
  /** `bucket` in the path instead of the host name (MinIO). */
  S3_FORCE_PATH_STYLE: flag,
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_STS_ROLE_ARN: z
    .string()
    .regex(
      /^arn:[a-z-]+:iam::[0-9]*:role\/.+$/,
      'must be an IAM role ARN (arn:aws:iam::123456789012:role/name)',
    )
    .optional(),
  /** Absent means AWS STS in S3_REGION; MinIO answers STS on its own endpoint. */
  S3_STS_ENDPOINT: httpUrl.optional(),
  S3_MIN_PART_SIZE: z.coerce
    .number()
    .int()
    .min(102_400, 'must be at least 102400')
    .max(5 * 1024 * 1024 * 1024)
    .default(S3_DEFAULT_MIN_PART_SIZE),
};

/** The settings once parsed; the platform's storage code reads only these, not the whole Config. */
export type StorageSettings = z.output<z.ZodObject<typeof storageSettings>>;

/** Rules across keys, reported by key name like the rest (parseConfig collects them all). */
export function storageProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.STORAGE === 's3') {
    if (!env.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE=s3');
    if (!env.S3_STS_ROLE_ARN) {
      problems.push('S3_STS_ROLE_ARN: required when STORAGE=s3 (browsers get credentials from STS only)');
    }
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`${missing}: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither`);
  }
  return problems;
}
