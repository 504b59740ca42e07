import { isValidPrefix } from '../object-key.ts';

/** The AWS partition of a region: ARNs differ in China and GovCloud. */
export function partitionOf(region: string): string {
  if (region.startsWith('cn-')) return 'aws-cn';
  if (region.startsWith('us-gov-')) return 'aws-us-gov';
  return 'aws';
}

/**
 * The session policy passed to STS AssumeRole. Effective permissions are the intersection of the
 * role's policy and this one, so whatever the role allows, the browser's credentials can only
 * write objects under `prefix` (PutObject also covers creating, uploading parts of and completing a
 * multipart upload), list the parts of its own uploads and abort them. They cannot read, list,
 * delete, or touch any other key.
 */
export function uploadSessionPolicy(input: { bucket: string; prefix: string; region: string }): string {
  if (!isValidPrefix(input.prefix)) throw new Error(`not a safe prefix: ${input.prefix}`);
  const partition = partitionOf(input.region);
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Sid: 'WriteOwnPrefix',
        Effect: 'Allow',
        Action: ['s3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
        Resource: [`arn:${partition}:s3:::${input.bucket}/${input.prefix}*`],
      },
    ],
  });
}
