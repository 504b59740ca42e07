import { UPLOAD_HELPER } from '@labmall/rules';
import { uploadInParts } from './multipart';
import { readChunk } from './read-chunk';
import { defaultRetryDelay, withRetries } from './retry';
import { createS3Client } from './s3-client';
import { helperMessages, UploadError } from './upload-error';
import type {
  Checkpoint,
  Fetch,
  Progress,
  UploadOptions,
  UploadResult,
  UploadSource,
  UploadStatus,
} from './upload-types';

/** SPEC leaves part concurrency open; four parts in flight fill a typical uplink without starving the page. */
export const DEFAULT_CONCURRENCY = 4;

export interface UploadParams {
  /** Where to upload and the credentials (the answer of `GET /oss/token`). Required. */
  options?: UploadOptions | null;
  /** Required. */
  file?: UploadSource | null;
  /** The object key to write, under `options.key`. Required. */
  key?: string | null;
  /** Bytes per part: 1048576 by default, never below 102400 (nor below the store's minimum). */
  chunkSize?: number;
  /** Parts in flight at once (4 by default). */
  concurrency?: number;
  /** Further attempts per request after a network or server failure (3 by default). */
  retries?: number;
  retryDelay?: (attempt: number) => number;
  /** Resumes the interrupted upload it describes, if it fits this file. */
  checkpoint?: Checkpoint | null;
  contentType?: string;
  onProgress?: (progress: Progress) => void;
  onSuccess?: (result: UploadResult) => void;
  onError?: (error: UploadError, checkpoint: Checkpoint | undefined) => void;
  /** Called when the credentials expire mid-upload; returns fresh ones for the same member. */
  refreshOptions?: () => Promise<UploadOptions>;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: Fetch;
}

export type UploadOutcome =
  | { status: 'Done'; result: UploadResult }
  | { status: 'Failed'; error: UploadError; checkpoint: Checkpoint | undefined }
  | { status: 'Canceled' };

export interface UploadTask {
  readonly status: UploadStatus;
  /** Marks the file Canceled: no further chunk work, requests in flight abort, the multipart upload is aborted. */
  cancel(): void;
  /** Settles when the upload ends, however it ends; never rejects (errors go to onError). */
  readonly done: Promise<UploadOutcome>;
}

/** At least the helper's floor and the store's own minimum; large enough that no file needs over 10,000 parts. */
export function partSizeFor(fileSize: number, chunkSize: number | undefined, storeMinimum = 0): number {
  const wanted = Math.max(chunkSize ?? UPLOAD_HELPER.chunkSize, UPLOAD_HELPER.minChunkSize, storeMinimum);
  return Math.max(wanted, Math.ceil(fileSize / 10_000));
}

function validate(params: UploadParams): UploadError | null {
  if (!params.options) return new UploadError('NeedOptions', helperMessages.needOptions);
  if (!params.file) return new UploadError('NeedFile', helperMessages.needFile);
  if (!params.key) return new UploadError('NeedKey', helperMessages.needKey);
  return null;
}

export type UploadFileFn = (params: UploadParams) => UploadTask;

/**
 * The browser upload helper (SPEC §4, §5, §9): sends a file straight to object storage with the
 * temporary credentials, as one PUT when it fits in one chunk, else as a resumable multipart upload.
 */
export function uploadFile(params: UploadParams): UploadTask {
  const controller = new AbortController();
  let status: UploadStatus = 'Pending';
  let checkpoint: Checkpoint | undefined;

  async function run(): Promise<UploadResult> {
    const invalid = validate(params);
    if (invalid) throw invalid;
    const options = params.options!;
    const file = params.file!;
    const key = params.key!;
    status = 'Uploading';
    const s3 = createS3Client({
      options,
      fetch: params.fetch ?? ((input, init) => fetch(input, init)),
      signal: controller.signal,
      ...(params.refreshOptions ? { refreshOptions: params.refreshOptions } : {}),
    });
    const partSize = partSizeFor(file.size, params.chunkSize, options.minPartSize);
    const retries = params.retries ?? UPLOAD_HELPER.partRetries;
    const retryDelay = params.retryDelay ?? defaultRetryDelay;
    const contentType = params.contentType || file.type || 'application/octet-stream';
    const total = file.size;

    if (total <= partSize) {
      params.onProgress?.({ loaded: 0, total });
      const body = await readChunk(file, 0, total);
      const etag = await withRetries(() => s3.putObject(key, body, contentType), {
        retries,
        delay: retryDelay,
        signal: controller.signal,
      });
      params.onProgress?.({ loaded: total, total });
      return { key, etag, size: total };
    }
    return uploadInParts({
      s3,
      file,
      key,
      contentType,
      partSize,
      concurrency: Math.max(1, params.concurrency ?? DEFAULT_CONCURRENCY),
      retries,
      retryDelay,
      checkpoint: params.checkpoint ?? undefined,
      signal: controller.signal,
      progress(loaded, current) {
        checkpoint = current;
        params.onProgress?.({ loaded, total, checkpoint: current });
      },
    });
  }

  const done = run().then(
    (result): UploadOutcome => {
      status = 'Done';
      params.onSuccess?.(result);
      return { status: 'Done', result };
    },
    (error: unknown): UploadOutcome => {
      if (controller.signal.aborted) {
        status = 'Canceled';
        return { status: 'Canceled' };
      }
      status = 'Failed';
      const failure =
        error instanceof UploadError ? error : new UploadError('Unknown', String(error), { cause: error });
      params.onError?.(failure, checkpoint);
      return { status: 'Failed', error: failure, checkpoint };
    },
  );

  return {
    get status() {
      return status;
    },
    cancel() {
      if (status === 'Done' || status === 'Failed' || status === 'Canceled') return;
      status = 'Canceled';
      controller.abort();
    },
    done,
  };
}
