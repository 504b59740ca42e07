import { readChunk } from './read-chunk';
import { withRetries } from './retry';
import type { S3Client, StoredPart } from './s3-client';
import { helperMessages, UploadError } from './upload-error';
import type { Checkpoint, UploadResult, UploadSource } from './upload-types';

export interface PartsJob {
  s3: S3Client;
  file: UploadSource;
  key: string;
  contentType: string;
  partSize: number;
  concurrency: number;
  retries: number;
  retryDelay: (attempt: number) => number;
  /** From an earlier, interrupted upload of the same file. */
  checkpoint?: Checkpoint | undefined;
  /** Aborted when the file is marked Canceled. */
  signal: AbortSignal;
  progress(loaded: number, checkpoint: Checkpoint): void;
}

const canceled = () => new UploadError('Canceled', helperMessages.canceled);

/** The parts already stored for a checkpoint that fits this file, or null to start afresh. */
async function resumable(job: PartsJob): Promise<StoredPart[] | null> {
  const c = job.checkpoint;
  if (!c || c.key !== job.key || c.fileSize !== job.file.size || c.partSize !== job.partSize) return null;
  try {
    return await withRetries(() => job.s3.listParts(job.key, c.uploadId), { ...job, delay: job.retryDelay });
  } catch (error) {
    if (error instanceof UploadError && error.code === 'NoSuchUpload') return null;
    throw error;
  }
}

/**
 * SPEC §4: create a multipart upload (or resume one), upload the numbered parts that are not there
 * yet, list the parts, complete. A cancel stops all further chunk work and aborts the upload; any
 * other failure keeps the upload so that the checkpoint can resume it.
 */
export async function uploadInParts(job: PartsJob): Promise<UploadResult> {
  const { s3, file, key, partSize, signal } = job;
  const count = Math.ceil(file.size / partSize);
  const sizeOf = (n: number) => Math.min(partSize, file.size - (n - 1) * partSize);
  const retrying = { retries: job.retries, delay: job.retryDelay, signal };

  const stored = await resumable(job);
  const uploadId =
    stored && job.checkpoint
      ? job.checkpoint.uploadId
      : await withRetries(() => s3.createMultipartUpload(key, job.contentType), retrying);
  const checkpoint: Checkpoint = { key, uploadId, partSize, fileSize: file.size };

  try {
    // A part already stored with the right size is not sent again.
    const done = new Set(
      (stored ?? [])
        .filter((p) => p.partNumber <= count && p.size === sizeOf(p.partNumber))
        .map((p) => p.partNumber),
    );
    let loaded = [...done].reduce((sum, n) => sum + sizeOf(n), 0);
    job.progress(loaded, checkpoint);

    const queue = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !done.has(n));
    let failure: unknown = null;
    const worker = async () => {
      while (queue.length > 0 && failure === null) {
        if (signal.aborted) throw canceled();
        const n = queue.shift()!;
        const start = (n - 1) * partSize;
        const body = await readChunk(file, start, start + sizeOf(n));
        if (signal.aborted) throw canceled();
        await withRetries(() => s3.uploadPart(key, uploadId, n, body), retrying);
        loaded += sizeOf(n);
        job.progress(loaded, checkpoint);
      }
    };
    // Workers stop taking parts after the first failure, but the ones in flight may finish: every
    // stored part is one a resume will not send again.
    const results = await Promise.allSettled(
      Array.from({ length: Math.min(job.concurrency, queue.length) }, () =>
        worker().catch((error: unknown) => {
          failure ??= error;
          throw error;
        }),
      ),
    );
    if (signal.aborted) throw canceled();
    if (failure !== null || results.some((r) => r.status === 'rejected')) throw failure;

    const parts = (await withRetries(() => s3.listParts(key, uploadId), retrying))
      .filter((p) => p.partNumber <= count)
      .sort((a, b) => a.partNumber - b.partNumber);
    if (parts.length !== count || parts.some((p, i) => p.partNumber !== i + 1 || p.size !== sizeOf(i + 1))) {
      throw new UploadError('InvalidPart', 'stored parts do not match the file');
    }
    if (signal.aborted) throw canceled();
    const etag = await withRetries(() => s3.completeMultipartUpload(key, uploadId, parts), retrying);
    return { key, etag, size: file.size };
  } catch (error) {
    if (signal.aborted) {
      // Best effort: an upload nobody aborts is swept by the store after a day anyway.
      await s3.abortMultipartUpload(key, uploadId).catch(() => {});
      throw canceled();
    }
    throw error;
  }
}
