// bench:day's figures: every request timed by its kind, the store's memory and CPU sampled over the run,
// and the verdicts the issue asks for (no error; memory flat). Pure, so the verdicts have their own test.
import { percentile } from './search-queries.ts';
import { formatTable } from './table.ts';

/** What one request ended in: answered as asked, refused by a rule of the shop (409, 400), or an error. */
export type Outcome = 'ok' | 'refused' | 'error';

interface Kind {
  ms: number[];
  refused: number;
  errors: number;
  /** The first few errors' answers, to say what went wrong. */
  samples: string[];
}

export class Timings {
  readonly kinds = new Map<string, Kind>();

  record(kind: string, ms: number, outcome: Outcome, answer = '') {
    let entry = this.kinds.get(kind);
    if (!entry) {
      entry = { ms: [], refused: 0, errors: 0, samples: [] };
      this.kinds.set(kind, entry);
    }
    entry.ms.push(ms);
    if (outcome === 'refused') entry.refused += 1;
    if (outcome === 'error') {
      entry.errors += 1;
      if (entry.samples.length < 3) entry.samples.push(answer);
    }
  }

  count = () => [...this.kinds.values()].reduce((sum, k) => sum + k.ms.length, 0);
  errors = () => [...this.kinds.values()].reduce((sum, k) => sum + k.errors, 0);

  /** One row per kind, the busiest first: count, per second over `seconds`, p50, p99, refused, errors. */
  table(seconds: number): string {
    const rows = [...this.kinds]
      .sort(([, a], [, b]) => b.ms.length - a.ms.length)
      .map(([name, k]) => {
        const sorted = [...k.ms].sort((a, b) => a - b);
        const at = (p: number) => percentile(sorted, p).toFixed(1);
        return [
          name,
          String(k.ms.length),
          (k.ms.length / seconds).toFixed(2),
          at(50),
          at(99),
          String(k.refused),
          String(k.errors),
        ];
      });
    return formatTable(['request', 'count', 'per s', 'p50 ms', 'p99 ms', 'refused', 'errors'], rows);
  }

  errorSamples(): string[] {
    return [...this.kinds].flatMap(([name, k]) => k.samples.map((s) => `${name}: ${s}`));
  }
}

export interface Sample {
  /** Seconds since the load began. */
  at: number;
  rssBytes: number;
  /** The store's CPU seconds so far (user + system). */
  cpuSeconds: number;
}

/** The most RSS may still climb per minute, once warm, for memory to count as flat. */
export const FLAT_MIB_PER_MINUTE = 0.5;

/**
 * Flat: over the second half of the run, the least-squares line through each minute's lowest RSS rises by
 * at most FLAT_MIB_PER_MINUTE. The first half is the warm-up (caches and the database's buffers fill,
 * V8's compiled code and heap settle): on PGlite with two malloc arenas it took 16 of 30 minutes to level
 * off (BENCHMARKS.md › A day of buying), which a line from minute 10 still read as growth, while a leak
 * of 0.6 MiB a minute adds 9 MiB over the last 15, well above the floors' noise. The lowest, not every sample:
 * the collector makes RSS swing by tens of MiB above what the process keeps, and a few high samples late
 * in a short run tilt a line through all of them; what a leak raises is the floor.
 */
export function memoryVerdict(samples: Sample[]): { flat: boolean; mibPerMinute: number; peak: number } {
  const end = samples.at(-1)?.at ?? 0;
  const peak = Math.max(0, ...samples.map((s) => s.rssBytes));
  const floors = new Map<number, Sample>();
  for (const s of samples.filter((s) => s.at >= end / 2)) {
    const minute = Math.floor(s.at / 60);
    const low = floors.get(minute);
    if (!low || s.rssBytes < low.rssBytes) floors.set(minute, s);
  }
  const warm = [...floors.values()];
  if (warm.length < 4) return { flat: false, mibPerMinute: Number.NaN, peak };
  const meanX = warm.reduce((sum, s) => sum + s.at, 0) / warm.length;
  const meanY = warm.reduce((sum, s) => sum + s.rssBytes, 0) / warm.length;
  let covariance = 0;
  let variance = 0;
  for (const s of warm) {
    covariance += (s.at - meanX) * (s.rssBytes - meanY);
    variance += (s.at - meanX) ** 2;
  }
  const mibPerMinute = ((covariance / variance) * 60) / 2 ** 20;
  return { flat: mibPerMinute <= FLAT_MIB_PER_MINUTE, mibPerMinute, peak };
}

/** RSS and how busy the store's core was, one row per `everySeconds` of the run. */
export function memoryTable(samples: Sample[], everySeconds: number): string {
  const rows: string[][] = [];
  let previous = samples[0];
  for (const sample of samples.slice(1)) {
    if (!previous || sample.at - previous.at < everySeconds - 0.5) continue;
    const busy = (sample.cpuSeconds - previous.cpuSeconds) / (sample.at - previous.at);
    rows.push([
      `${(sample.at / 60).toFixed(1)} min`,
      (sample.rssBytes / 2 ** 20).toFixed(0),
      `${(busy * 100).toFixed(0)} %`,
    ]);
    previous = sample;
  }
  return formatTable(['at', 'RSS MiB', 'store core busy'], rows);
}
