import { describe, expect, it } from 'vitest';
import type { UploadOutcome, UploadParams, UploadTask } from '../../lib/upload/upload-file';
import type { UploadOptions } from '../../lib/upload/upload-types';
import type { UploadedFile } from './upload-items';
import { type ResumeState, runUploadJob, type UploadJobDeps } from './upload-job';

const options = { key: 'u/3/202611/' } as UploadOptions;
const accepted: UploadedFile = {
  filePath: 'o/avatar/1',
  fileName: 'a.png',
  url: '/x',
  contentType: 'image/png',
  size: 5,
  id: 1,
  expiresAt: '2026-11-25T08:00:00.000Z',
};
const file = Object.assign(new Blob(['12345']), { name: 'a.png' });

function fakeDeps(outcomes: UploadOutcome[], register: () => Promise<UploadedFile> = async () => accepted) {
  const calls: UploadParams[] = [];
  const deps: UploadJobDeps = {
    getToken: async () => options,
    register,
    uploadFile: (params) => {
      calls.push(params);
      params.onProgress?.({
        loaded: 5,
        total: 5,
        checkpoint: { key: params.key!, uploadId: 'up1', partSize: 5, fileSize: 5 },
      });
      const outcome = outcomes.shift()!;
      return { status: 'Done', cancel() {}, done: Promise.resolve(outcome) } satisfies UploadTask;
    },
  };
  return { deps, calls };
}

const job = (deps: UploadJobDeps, resume: ResumeState, progress: number[] = []) =>
  runUploadJob(deps, {
    file,
    purpose: 'avatar',
    resume,
    onProgress: (p) => progress.push(p),
    onTask: () => {},
  });

describe('upload control job', () => {
  it('when a file uploads, then the helper gets SPEC §9 settings and the file is registered', async () => {
    const { deps, calls } = fakeDeps([{ status: 'Done', result: { key: 'k', etag: '"e"', size: 5 } }]);
    const progress: number[] = [];
    expect(await job(deps, {}, progress)).toEqual({ status: 'done', result: accepted });
    expect(calls[0]).toMatchObject({ chunkSize: 512_000, concurrency: 1, retries: 30, options });
    expect(calls[0]?.key).toMatch(/^u\/3\/202611\/.+\.png$/);
    expect(progress).toEqual([99]);
  });

  it('when an upload fails, then a retry reuses its key and checkpoint (and so resumes)', async () => {
    const { deps, calls } = fakeDeps([
      { status: 'Failed', error: new Error('x') as never, checkpoint: undefined },
      { status: 'Done', result: { key: 'k', etag: '"e"', size: 5 } },
    ]);
    const resume: ResumeState = {};
    expect(await job(deps, resume)).toEqual({ status: 'failed' });
    expect(await job(deps, resume)).toEqual({ status: 'done', result: accepted });
    expect(calls[1]?.key).toBe(calls[0]?.key);
    expect(calls[1]?.checkpoint).toEqual({ key: calls[0]?.key, uploadId: 'up1', partSize: 5, fileSize: 5 });
  });

  it('when the server refuses the file, then it fails and a retry starts afresh', async () => {
    const { deps } = fakeDeps([{ status: 'Done', result: { key: 'k', etag: '"e"', size: 5 } }], () =>
      Promise.reject(new Error('文件内容与类型不符')),
    );
    const resume: ResumeState = {};
    expect(await job(deps, resume)).toEqual({ status: 'failed' });
    expect(resume).toEqual({ key: undefined, checkpoint: undefined });
  });

  it('when the upload is canceled, then nothing is registered', async () => {
    let registered = false;
    const { deps } = fakeDeps([{ status: 'Canceled' }], async () => {
      registered = true;
      return accepted;
    });
    expect(await job(deps, {})).toEqual({ status: 'canceled' });
    expect(registered).toBe(false);
  });
});
