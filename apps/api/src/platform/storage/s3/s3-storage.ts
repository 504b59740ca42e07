import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition } from '../content-disposition.ts';
import type { Body, ObjectStorage, UploadedPart } from '../object-storage.ts';
import { StorageError } from '../object-storage.ts';
import { uploadSessionPolicy } from './upload-policy.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  publicEndpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Absent: the SDK's default chain (instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  stsRoleArn: string;
  stsEndpoint?: string | undefined;
  minPartSize: number;
}

/** STS's minimum session length, which is also SPEC's ceiling for upload credentials. */
export const STS_DURATION_SECONDS = 900;

const awsBody = (body: Body) => (body instanceof Uint8Array ? body : body.stream);
const awsLength = (body: Body) => (body instanceof Uint8Array ? body.byteLength : body.size);
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** SDK errors the port names: missing objects and uploads, rejected part lists. */
function translate(error: unknown): never {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (name === 'NoSuchKey' || name === 'NotFound' || (status === 404 && name !== 'NoSuchUpload')) {
    throw new StorageError('NoSuchKey');
  }
  if (
    name === 'NoSuchUpload' ||
    name === 'InvalidPart' ||
    name === 'InvalidPartOrder' ||
    name === 'EntityTooSmall'
  ) {
    throw new StorageError(name);
  }
  throw error;
}

/** AWS S3, MinIO, Aliyun OSS (S3-compatible API) through @aws-sdk/client-s3 (DESIGN §7). */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const common = {
    region: settings.region,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  };
  const s3 = new S3Client({
    ...common,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default CRC checksums (2025) are not understood by every S3-compatible store; MD5
    // ETags and TLS already protect what this server sends.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const sts = new STSClient({
    ...common,
    ...(settings.stsEndpoint ? { endpoint: settings.stsEndpoint } : {}),
  });
  const Bucket = settings.bucket;

  const publicEndpoint =
    settings.publicEndpoint ?? settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`;
  const publicUrl = new URL(publicEndpoint);
  const host = settings.forcePathStyle
    ? `${publicEndpoint.replace(/\/$/, '')}/${Bucket}`
    : `${publicUrl.protocol}//${Bucket}.${publicUrl.host}`;

  const send = <T>(promise: Promise<T>) => promise.catch(translate);

  return {
    kind: 's3',
    bucket: Bucket,

    async put(Key, body, ContentType) {
      const out = await send(
        s3.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: awsBody(body),
            ContentLength: awsLength(body),
            ContentType,
          }),
        ),
      );
      return { etag: out.ETag ?? '""' };
    },

    async createMultipartUpload(Key, ContentType) {
      const out = await send(s3.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType })));
      if (!out.UploadId) throw new Error('CreateMultipartUpload returned no UploadId');
      return { uploadId: out.UploadId };
    },

    async uploadPart(Key, UploadId, PartNumber, body) {
      const out = await send(
        s3.send(
          new UploadPartCommand({
            Bucket,
            Key,
            UploadId,
            PartNumber,
            Body: awsBody(body),
            ContentLength: awsLength(body),
          }),
        ),
      );
      return { etag: out.ETag ?? '""' };
    },

    async listParts(Key, UploadId) {
      const parts: UploadedPart[] = [];
      let marker: string | undefined;
      do {
        const out = await send(
          s3.send(
            new ListPartsCommand({ Bucket, Key, UploadId, ...(marker ? { PartNumberMarker: marker } : {}) }),
          ),
        );
        for (const part of out.Parts ?? []) {
          parts.push({ partNumber: part.PartNumber ?? 0, etag: part.ETag ?? '""', size: part.Size ?? 0 });
        }
        marker = out.IsTruncated ? out.NextPartNumberMarker : undefined;
      } while (marker);
      return parts;
    },

    async completeMultipartUpload(Key, UploadId, parts) {
      const out = await send(
        s3.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId,
            MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
          }),
        ),
      );
      return { etag: out.ETag ?? '""' };
    },

    async abortMultipartUpload(Key, UploadId) {
      await send(s3.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })));
    },

    async head(Key) {
      try {
        const out = await s3.send(new HeadObjectCommand({ Bucket, Key }));
        return {
          size: out.ContentLength ?? 0,
          etag: out.ETag ?? '""',
          contentType: out.ContentType ?? 'application/octet-stream',
          lastModified: out.LastModified ?? new Date(0),
        };
      } catch (error) {
        try {
          translate(error);
        } catch (translated) {
          if (translated instanceof StorageError && translated.code === 'NoSuchKey') return null;
          throw translated;
        }
      }
    },

    async readStart(Key, length) {
      const out = await send(s3.send(new GetObjectCommand({ Bucket, Key, Range: `bytes=0-${length - 1}` })));
      const bytes = (await out.Body?.transformToByteArray()) ?? new Uint8Array();
      return bytes.subarray(0, length);
    },

    async move(from, to) {
      await send(
        s3.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${encodeKey(from)}` })),
      );
      await send(s3.send(new DeleteObjectCommand({ Bucket, Key: from })));
    },

    async delete(Key) {
      await send(s3.send(new DeleteObjectCommand({ Bucket, Key })));
    },

    signedReadUrl(Key, options) {
      const command = new GetObjectCommand({
        Bucket,
        Key,
        ResponseContentDisposition: contentDisposition(options.disposition, options.fileName),
        ResponseContentType: options.contentType,
      });
      return getSignedUrl(s3, command, { expiresIn: options.expiresIn });
    },

    async issueUploadCredentials(prefix, sessionName) {
      const out = await sts.send(
        new AssumeRoleCommand({
          RoleArn: settings.stsRoleArn,
          RoleSessionName: sessionName,
          DurationSeconds: STS_DURATION_SECONDS,
          Policy: uploadSessionPolicy({ bucket: Bucket, prefix, region: settings.region }),
        }),
      );
      const c = out.Credentials;
      if (!c?.AccessKeyId || !c.SecretAccessKey || !c.SessionToken || !c.Expiration) {
        throw new Error('AssumeRole returned no credentials');
      }
      return {
        accessKeyId: c.AccessKeyId,
        accessKeySecret: c.SecretAccessKey,
        securityToken: c.SessionToken,
        expiration: c.Expiration,
      };
    },

    clientLocation() {
      return { endpoint: publicEndpoint, host, region: settings.region, minPartSize: settings.minPartSize };
    },
  };
}
