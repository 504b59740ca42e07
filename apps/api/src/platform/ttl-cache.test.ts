import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

describe('ttlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once within the time to live and again after it', async () => {
    vi.useFakeTimers();
    let loads = 0;
    const get = ttlCache(10_000, async () => ++loads);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(9_999);
    expect(await get()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await get()).toBe(2);
  });

  it('runs a thenable loader (a drizzle query builder) once, however often it is read', async () => {
    let runs = 0;
    // Like a drizzle query: nothing runs until `then`, and every `then` runs it again.
    const query = {
      // biome-ignore lint/suspicious/noThenProperty: this test's whole point is a thenable
      then(resolve: (rows: string[]) => void) {
        runs += 1;
        resolve(['row']);
      },
    };
    const get = ttlCache(60_000, () => query as unknown as Promise<string[]>);
    for (let i = 0; i < 3; i++) expect(await get()).toEqual(['row']);
    expect(runs).toBe(1);
  });

  it('does not remember a failure', async () => {
    let calls = 0;
    const get = ttlCache(60_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database busy');
      return 'ok';
    });
    await expect(get()).rejects.toThrow('database busy');
    expect(await get()).toBe('ok');
  });

  it('with 0, loads every time', async () => {
    let loads = 0;
    const get = ttlCache(0, async () => ++loads);
    await get();
    expect(await get()).toBe(2);
  });

  it('when the page cache is purged, then the next call loads afresh, however long the value had left', async () => {
    let loads = 0;
    const listeners: (() => void)[] = [];
    const get = ttlCache(60_000, async () => ++loads, { onPurge: (listener) => listeners.push(listener) });
    await get();
    expect(await get()).toBe(1);
    for (const listener of listeners) listener();
    expect(await get()).toBe(2);
    expect(await get()).toBe(2);
  });
});
