import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config.ts';

function problems(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('storage configuration', () => {
  it('when nothing is set, then objects stay on the local disk', () => {
    expect(parseConfig({})).toMatchObject({
      STORAGE: 'local',
      S3_REGION: 'us-east-1',
      S3_MIN_PART_SIZE: 5_242_880,
    });
  });

  it('when STORAGE=s3 is complete, then the settings are typed', () => {
    const config = parseConfig({
      STORAGE: 's3',
      S3_BUCKET: 'labmall-files',
      S3_REGION: 'cn-north-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_STS_ROLE_ARN: 'arn:aws-cn:iam::123456789012:role/labmall-upload',
      S3_MIN_PART_SIZE: '102400',
    });
    expect(config).toMatchObject({ STORAGE: 's3', S3_FORCE_PATH_STYLE: true, S3_MIN_PART_SIZE: 102_400 });
  });

  it('when STORAGE=s3 lacks its bucket and role, then both are named', () => {
    expect(
      problems({ STORAGE: 's3' })
        .map((p) => p.split(':')[0])
        .sort(),
    ).toEqual(['S3_BUCKET', 'S3_STS_ROLE_ARN']);
  });

  it('when several storage keys are bad, then every one is named together with other bad keys', () => {
    const keys = problems({
      PORT: 'x',
      STORAGE: 'ftp',
      STORAGE_SECRET: 'short',
      S3_BUCKET: 'Bad_Bucket',
      S3_ENDPOINT: 'ftp://x',
      S3_STS_ROLE_ARN: 'role',
      S3_MIN_PART_SIZE: '1000',
      S3_ACCESS_KEY_ID: 'only-half',
    }).map((p) => p.split(':')[0]);
    expect(keys.sort()).toEqual(
      [
        'PORT',
        'STORAGE',
        'STORAGE_SECRET',
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_STS_ROLE_ARN',
        'S3_MIN_PART_SIZE',
        'S3_SECRET_ACCESS_KEY',
      ].sort(),
    );
  });
});
