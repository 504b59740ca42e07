import type { UploadPurpose } from '@labmall/contract/upload-purposes';
import { UPLOAD_CONTROL } from '@labmall/rules';
import type { UploadFileFn, UploadTask } from '../../lib/upload/upload-file';
import type { Checkpoint, UploadOptions, UploadSource } from '../../lib/upload/upload-types';
import type { UploadedFile } from './upload-items';
import { uploadKey } from './upload-rules';

export interface UploadJobDeps {
  getToken(): Promise<UploadOptions>;
  register(payload: { key: string; purpose: UploadPurpose; fileName: string }): Promise<UploadedFile>;
  uploadFile: UploadFileFn;
}

/** What a retry needs to resume rather than start over. */
export interface ResumeState {
  key?: string;
  checkpoint?: Checkpoint;
}

export type JobOutcome =
  | { status: 'done'; result: UploadedFile }
  | { status: 'failed' }
  | { status: 'canceled' };

/**
 * One file through the control: credentials, the helper (SPEC §9: 512000-byte chunks, one part at a
 * time, up to 30 retries), then registration with the API, which checks and renames the file.
 * `resume` is updated as the upload goes, so a retry continues where this attempt stopped.
 */
export async function runUploadJob(
  deps: UploadJobDeps,
  input: {
    file: UploadSource & { name: string };
    purpose: UploadPurpose;
    resume: ResumeState;
    onProgress: (percent: number) => void;
    onTask: (task: UploadTask) => void;
  },
): Promise<JobOutcome> {
  const { file, resume } = input;
  let options: UploadOptions;
  try {
    options = await deps.getToken();
  } catch {
    return { status: 'failed' };
  }
  resume.key ??= uploadKey(options.key, file.name);
  const task = deps.uploadFile({
    options,
    file,
    key: resume.key,
    chunkSize: UPLOAD_CONTROL.chunkSize,
    concurrency: UPLOAD_CONTROL.concurrency,
    retries: UPLOAD_CONTROL.maxRetry,
    checkpoint: resume.checkpoint ?? null,
    refreshOptions: deps.getToken,
    onProgress: ({ loaded, total, checkpoint }) => {
      if (checkpoint) resume.checkpoint = checkpoint;
      // The last percent waits for registration: the file is not the member's until the server says so.
      input.onProgress(total === 0 ? 99 : Math.min((loaded / total) * 100, 99));
    },
  });
  input.onTask(task);
  const outcome = await task.done;
  if (outcome.status === 'Canceled') return { status: 'canceled' };
  if (outcome.status === 'Failed') return { status: 'failed' };
  try {
    const result = await deps.register({ key: resume.key, purpose: input.purpose, fileName: file.name });
    return { status: 'done', result };
  } catch {
    // Refused (type, size) or lost: the uploaded object is gone or will be swept; start afresh.
    resume.key = undefined;
    resume.checkpoint = undefined;
    return { status: 'failed' };
  }
}
