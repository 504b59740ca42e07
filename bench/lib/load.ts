import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  /** Seconds of load run and thrown away first, so the JIT and caches are warm. */
  warmup: number;
}

export interface LoadResult {
  /** Requests per second, the average of the per-second samples. */
  rps: number;
  /** Milliseconds, in whole ms (autocannon's resolution): 0 means under 1 ms. */
  p99: number;
  non2xx: number;
  /** Socket errors and timeouts. */
  errors: number;
}

/** Loads one URL with autocannon: a warm-up run, then the measured run. */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  if (options.warmup > 0) {
    await autocannon({ url, connections: options.connections, duration: options.warmup });
  }
  const result = await autocannon({ url, connections: options.connections, duration: options.duration });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
