import { UploadError } from './upload-error';

/** 0.5 s, 1 s, 2 s, 4 s, then every 8 s: long enough for a flaky network to come back. */
export const defaultRetryDelay = (attempt: number) => Math.min(500 * 2 ** attempt, 8000);

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * Runs `attempt` once and then up to `retries` more times while it fails with a retryable error
 * (network, 5xx). Stops at once when `signal` aborts: a canceled upload starts no new request.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  options: { retries: number; delay: (attempt: number) => number; signal?: AbortSignal },
): Promise<T> {
  for (let n = 0; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      const retryable = error instanceof UploadError && error.retryable;
      if (!retryable || n >= options.retries || options.signal?.aborted) throw error;
    }
    await sleep(options.delay(n), options.signal);
    if (options.signal?.aborted) throw new UploadError('Canceled', 'upload canceled');
  }
}
