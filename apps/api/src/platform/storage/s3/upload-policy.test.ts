import { describe, expect, it } from 'vitest';
import { partitionOf, uploadSessionPolicy } from './upload-policy.ts';

describe('upload session policy', () => {
  it('when built for a prefix, then it allows writing under that prefix and nothing else', () => {
    const policy = JSON.parse(
      uploadSessionPolicy({ bucket: 'shop', prefix: 'u/42/202611/', region: 'us-east-1' }),
    );
    expect(policy).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Sid: 'WriteOwnPrefix',
          Effect: 'Allow',
          Action: ['s3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
          Resource: ['arn:aws:s3:::shop/u/42/202611/*'],
        },
      ],
    });
    const text = JSON.stringify(policy);
    expect(text).not.toMatch(/GetObject|DeleteObject|ListBucket|s3:\*/);
  });

  it.each(['u/42/*', 'u/42', 'u/4?/', '', '/', 'u/../', 'u/42//'])(
    'when the prefix is "%s", then no policy is built (it could widen the grant)',
    (prefix) => {
      expect(() => uploadSessionPolicy({ bucket: 'shop', prefix, region: 'us-east-1' })).toThrow();
    },
  );

  it('when the region is in China or GovCloud, then the ARN uses that partition', () => {
    expect(partitionOf('cn-northwest-1')).toBe('aws-cn');
    expect(partitionOf('us-gov-west-1')).toBe('aws-us-gov');
    expect(partitionOf('oss-cn-hangzhou')).toBe('aws');
    expect(uploadSessionPolicy({ bucket: 'b', prefix: 'u/1/', region: 'cn-north-1' })).toContain(
      'arn:aws-cn:s3:::b/u/1/*',
    );
  });
});
