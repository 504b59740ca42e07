import { describe, expect, it } from 'vitest';
import { createQueue } from './upload-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload queue', () => {
  it('when three files are queued with concurrency 1, then they run one after another in order', async () => {
    const queue = createQueue(1);
    const log: string[] = [];
    let release: (() => void)[] = [];
    const job = (name: string) => () =>
      new Promise<void>((resolve) => {
        log.push(`start ${name}`);
        release.push(() => {
          log.push(`end ${name}`);
          resolve();
        });
      });
    const all = Promise.all(['a', 'b', 'c'].map((n) => queue.run(job(n))));
    await tick();
    expect(log).toEqual(['start a']);
    expect(queue.pending).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      const [next, ...rest] = release;
      release = rest;
      next?.();
      await tick();
    }
    await all;
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('when a job fails, then the next one still runs', async () => {
    const queue = createQueue(1);
    const failed = queue.run(() => Promise.reject(new Error('x')));
    const next = queue.run(async () => 'ok');
    await expect(failed).rejects.toThrow('x');
    await expect(next).resolves.toBe('ok');
  });
});
