import { S3Client } from '@aws-sdk/client-s3';

export interface TokenAnswer {
  bucketName: string;
  host: string;
  key: string;
  endpoint: string;
  region: string;
  apiVersion: string;
  minPartSize: number;
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  expiration: string;
}

/**
 * The AWS SDK configured from a `GET /oss/token` answer, as a third-party client would be: if it can
 * write through the local endpoint, the endpoint's SigV4 check agrees with AWS's own signer.
 */
export function s3ClientFor(token: TokenAnswer, overrides: Partial<TokenAnswer> = {}): S3Client {
  const t = { ...token, ...overrides };
  return new S3Client({
    endpoint: t.endpoint,
    region: t.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: t.accessKeyId,
      secretAccessKey: t.accessKeySecret,
      sessionToken: t.securityToken,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
}
