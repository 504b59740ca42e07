import type { Readable } from 'node:stream';

/** Bytes to store: a buffer, or a stream whose length the caller knows (S3 needs it up front). */
export type Body = Uint8Array | { stream: Readable; size: number };

export interface ObjectInfo {
  size: number;
  /** As S3 gives it: quoted hex MD5 for single puts, `"md5-of-md5s-N"` for multipart objects. */
  etag: string;
  contentType: string;
  lastModified: Date;
}

export interface UploadedPart {
  partNumber: number;
  etag: string;
  size: number;
}

export interface PartRef {
  partNumber: number;
  etag: string;
}

export interface ReadUrlOptions {
  /** Seconds; kept short because a URL is a bearer credential. */
  expiresIn: number;
  /** The name the browser offers on save, and whether it shows the file inline (images) or downloads it. */
  fileName: string;
  disposition: 'inline' | 'attachment';
  contentType: string;
}

/** Temporary credentials that allow writes under one prefix only (SPEC §7 upload). */
export interface UploadCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  expiration: Date;
}

/** Where clients send their S3 requests. */
export interface ClientLocation {
  /** Base URL of the S3 API. */
  endpoint: string;
  /** Base URL of the bucket: an object lives at `${host}/${key}`. */
  host: string;
  region: string;
  /** Smallest part the store accepts, except the last one. */
  minPartSize: number;
}

/**
 * The object-storage port (DESIGN §7). Adapters: local disk (`local-storage.ts`) and S3-compatible
 * (`s3-storage.ts`), with the same multipart semantics, so the browser's helper and the server code
 * cannot tell them apart. Keys are validated by the caller (`object-key.ts`).
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  readonly bucket: string;

  put(key: string, body: Body, contentType: string): Promise<{ etag: string }>;
  createMultipartUpload(key: string, contentType: string): Promise<{ uploadId: string }>;
  uploadPart(key: string, uploadId: string, partNumber: number, body: Body): Promise<{ etag: string }>;
  listParts(key: string, uploadId: string): Promise<UploadedPart[]>;
  completeMultipartUpload(key: string, uploadId: string, parts: PartRef[]): Promise<{ etag: string }>;
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;
  /** null when there is no such object. */
  head(key: string): Promise<ObjectInfo | null>;
  /** The first `length` bytes (fewer when the object is shorter); for type checks. */
  readStart(key: string, length: number): Promise<Uint8Array>;
  /** Moves within the bucket (a copy then a delete on S3, a rename on disk). */
  move(from: string, to: string): Promise<void>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** A short-lived URL that reads one object with the given Content-Disposition and Content-Type. */
  signedReadUrl(key: string, options: ReadUrlOptions): Promise<string>;

  /** Credentials limited to `prefix`, for `sessionName` (shows up in the store's audit log). */
  issueUploadCredentials(prefix: string, sessionName: string): Promise<UploadCredentials>;
  /** `origin` is the store's own origin as the browser sees it (used by the local adapter only). */
  clientLocation(origin: string): ClientLocation;
}

export type StorageErrorCode =
  | 'NoSuchKey'
  | 'NoSuchUpload'
  | 'InvalidPart'
  | 'InvalidPartOrder'
  | 'EntityTooSmall'
  | 'EntityTooLarge'
  | 'InvalidArgument';

/** An expected refusal by the store, named with S3's error codes (so the local endpoint can answer like S3). */
export class StorageError extends Error {
  readonly code: StorageErrorCode;

  constructor(code: StorageErrorCode, message: string = code) {
    super(message);
    this.name = 'StorageError';
    this.code = code;
  }
}
