import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from './rate-limit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('when calls keep coming, then it runs once, 500 ms after the last, with the last arguments', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('a');
    vi.advanceTimersByTime(300);
    debounced('b');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith('b');
  });

  it('when given a wait, then it uses it', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 50);
    debounced();
    vi.advanceTimersByTime(50);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('when cancelled, then the waiting call never runs', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced(1);
    debounced.cancel();
    vi.advanceTimersByTime(10_000);
    expect(fn).not.toHaveBeenCalled();
    // …and it still works afterwards.
    debounced(2);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('when flushed, then the waiting call runs now and not again later', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('x');
    debounced.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('x');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledOnce();
    debounced.flush();
    expect(fn).toHaveBeenCalledOnce();
  });
});

describe('throttle', () => {
  it('when called repeatedly, then it runs at once and then at most every 100 ms, ending with the last call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled(1);
    expect(fn).toHaveBeenLastCalledWith(1);
    throttled(2);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
    // The trailing call opened a new wait.
    throttled(4);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenLastCalledWith(4);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('when calls are further apart than the wait, then every call runs at once', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    for (let i = 0; i < 5; i++) {
      throttled(i);
      vi.advanceTimersByTime(150);
    }
    expect(fn.mock.calls).toEqual([[0], [1], [2], [3], [4]]);
  });

  it('when cancelled, then the trailing call is dropped and the next call runs at once', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled('first');
    throttled('dropped');
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([['first']]);
    throttled('next');
    expect(fn).toHaveBeenLastCalledWith('next');
  });

  it('when flushed, then the trailing call runs now', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled('a');
    throttled('b');
    throttled.flush();
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });
});
