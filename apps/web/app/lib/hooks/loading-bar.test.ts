import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BarState, barProgress, LoadingBarController } from './loading-bar';

let states: BarState[];
let bar: LoadingBarController;

beforeEach(() => {
  vi.useFakeTimers();
  states = [];
  bar = new LoadingBarController((state) => states.push(state));
});
afterEach(() => {
  bar.dispose();
  vi.useRealTimers();
});

describe('barProgress', () => {
  it('when time passes, then it rises quickly, then eases out to the maximum at the duration', () => {
    expect(barProgress(0, 5000, 90)).toBe(0);
    expect(barProgress(1000, 5000, 90)).toBeCloseTo(32.4);
    expect(barProgress(2500, 5000, 90)).toBeCloseTo(67.5);
    expect(barProgress(5000, 5000, 90)).toBe(90);
    expect(barProgress(60_000, 5000, 90)).toBe(90);
  });
});

describe('top loading bar timing', () => {
  it('when a navigation ends within 200 ms, then the bar never shows', () => {
    bar.start();
    vi.advanceTimersByTime(199);
    bar.done();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([]);
    expect(bar.state.phase).toBe('hidden');
  });

  it('when a navigation lasts past 200 ms, then the bar shows and creeps toward 90 % over about 5 s', () => {
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.state).toEqual({ phase: 'running', progress: 0, run: 1 });
    vi.advanceTimersByTime(1000);
    expect(bar.state.progress).toBeCloseTo(32.4);
    vi.advanceTimersByTime(4000);
    expect(bar.state.progress).toBe(90);
    const emitted = states.length;
    // It waits at 90 % and stops ticking.
    vi.advanceTimersByTime(30_000);
    expect(states).toHaveLength(emitted);
    expect(bar.state).toMatchObject({ phase: 'running', progress: 90 });
  });

  it('when the navigation is done, then the bar fills and hides 500 ms later', () => {
    bar.start();
    vi.advanceTimersByTime(1200);
    bar.done();
    expect(bar.state).toMatchObject({ phase: 'done', progress: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.state.phase).toBe('done');
    vi.advanceTimersByTime(1);
    expect(bar.state.phase).toBe('hidden');
    // No timer left running.
    const emitted = states.length;
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(emitted);
  });

  it('when start is called again while running or waiting, then nothing restarts', () => {
    bar.start();
    vi.advanceTimersByTime(100);
    bar.start();
    vi.advanceTimersByTime(100);
    expect(bar.state.phase).toBe('running');
    vi.advanceTimersByTime(1000);
    const progress = bar.state.progress;
    bar.start();
    expect(bar.state.progress).toBe(progress);
    expect(bar.state.run).toBe(1);
  });

  it('when a new navigation starts while the finished bar still shows, then a new run starts at once', () => {
    bar.start();
    vi.advanceTimersByTime(500);
    bar.done();
    vi.advanceTimersByTime(100);
    bar.start();
    expect(bar.state).toEqual({ phase: 'running', progress: 0, run: 2 });
    vi.advanceTimersByTime(1000);
    // The old hide timer was cancelled.
    expect(bar.state.phase).toBe('running');
  });

  it('when done is called without a start, then nothing happens', () => {
    bar.done();
    vi.advanceTimersByTime(1000);
    expect(states).toEqual([]);
  });

  it('when disposed, then no timer fires any more', () => {
    bar.start();
    vi.advanceTimersByTime(300);
    const emitted = states.length;
    bar.dispose();
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(emitted);
  });
});
