import type { GetAnswer } from '@labmall/contract';
/**
 * Where and how to upload: the answer of `GET /oss/token` (SPEC §3 "Upload token" plus the
 * temporary credentials of §7). The same shape serves the store's local endpoint and any S3 store.
 */
export type UploadOptions = GetAnswer<'/oss/token'>;

/** What the helper needs of a file: a File or Blob in the browser, or anything sliceable like one. */
export interface UploadSource {
  readonly size: number;
  readonly type?: string;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** Enough to resume an interrupted multipart upload: keep it, and pass it back with the same file. */
export interface Checkpoint {
  key: string;
  uploadId: string;
  partSize: number;
  fileSize: number;
}

export interface Progress {
  loaded: number;
  total: number;
  /** Present once a multipart upload exists. */
  checkpoint?: Checkpoint;
}

export interface UploadResult {
  key: string;
  etag: string;
  size: number;
}

/** SPEC §4: a file can be marked Canceled, which stops further chunk work. */
export type UploadStatus = 'Pending' | 'Uploading' | 'Done' | 'Failed' | 'Canceled';

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;
