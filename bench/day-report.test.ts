import { describe, expect, it } from 'vitest';
import { FLAT_MIB_PER_MINUTE, memoryVerdict, type Sample, Timings } from './lib/day-report.ts';

const MiB = 2 ** 20;
/** Thirty minutes sampled every 10 s, RSS given by the minute. */
/** The collector's swing as the 10 s samples see it: up and down by 25 MiB once a minute. */
const swing = (minute: number) => Math.sin((Math.round(minute * 6) % 6) * (Math.PI / 3)) * 25;
const run = (rssAt: (minute: number) => number): Sample[] =>
  Array.from({ length: 181 }, (_, i) => ({
    at: i * 10,
    rssBytes: rssAt(i / 6) * MiB,
    cpuSeconds: i * 10,
  }));

describe('bench:day memory verdict', () => {
  it('calls memory flat when it climbs while warming up and then swings around a level', () => {
    const verdict = memoryVerdict(run((m) => (m < 8 ? 400 + m * 30 : 640 + swing(m))));
    expect(verdict.flat).toBe(true);
    expect(verdict.peak).toBeGreaterThan(660 * MiB);
  });

  it('calls memory flat when the warm-up lasts half the run (PGlite with two arenas, 2026-11-28)', () => {
    // That run's RSS at each minute, 1 to 30: 482 → 508 MiB in 16 minutes, then level.
    const seen = [
      482, 486, 486, 490, 491, 492, 494, 497, 502, 496, 496, 497, 498, 505, 504, 508, 508, 508, 509, 510, 509,
      509, 509, 509, 510, 508, 509, 508, 509, 510,
    ];
    const verdict = memoryVerdict(run((m) => seen[Math.min(29, Math.max(0, Math.floor(m) - 1))]!));
    expect(verdict.flat).toBe(true);
    expect(verdict.mibPerMinute).toBeLessThan(0.3);
  });

  it('calls a leak of 0.6 MiB a minute growing, though the warm-up before it was steeper', () => {
    const verdict = memoryVerdict(run((m) => (m < 8 ? 400 + m * 10 : 480 + (m - 8) * 0.6) + swing(m) / 5));
    expect(verdict.flat).toBe(false);
    expect(verdict.mibPerMinute).toBeGreaterThan(FLAT_MIB_PER_MINUTE);
    expect(verdict.mibPerMinute).toBeLessThan(0.8);
  });

  it('calls a steady leak growing under a collector swing larger than what it adds', () => {
    const verdict = memoryVerdict(run((m) => 600 + m * 1 + swing(m)));
    expect(verdict.mibPerMinute).toBeGreaterThan(FLAT_MIB_PER_MINUTE);
    expect(verdict.mibPerMinute).toBeCloseTo(1, 0);
    expect(verdict.flat).toBe(false);
  });

  it('is not tilted by a few high samples late in the run: what a leak raises is the floor', () => {
    const spikes = new Set([150, 170]);
    const samples = run(() => 360).map((s, i) =>
      spikes.has(i) ? { ...s, rssBytes: 420 * MiB } : { ...s, rssBytes: (360 + (i % 6) * 5) * MiB },
    );
    expect(memoryVerdict(samples).flat).toBe(true);
  });

  it('does not judge a run too short to have halves', () => {
    expect(memoryVerdict(run(() => 500).slice(0, 4)).flat).toBe(false);
  });
});

describe('bench:day timings', () => {
  it('counts a refusal apart from an error and keeps what the errors said', () => {
    const timings = new Timings();
    timings.record('POST /order/submit', 10, 'ok');
    timings.record('POST /order/submit', 30, 'refused', '409 库存不足');
    timings.record('POST /order/submit', 20, 'error', '500 服务器错误');
    expect(timings.count()).toBe(3);
    expect(timings.errors()).toBe(1);
    expect(timings.errorSamples()).toEqual(['POST /order/submit: 500 服务器错误']);
    const row = timings
      .table(1)
      .split('\n')[2]!
      .split(/\s{2,}/);
    // count, per s, p50, p99, refused, errors
    expect(row.slice(1)).toEqual(['3', '3.00', '20.0', '30.0', '1', '1']);
  });
});
