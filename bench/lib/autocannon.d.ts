// autocannon ships no types; this declares the small part of its API that bench/lib/load.ts uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
  }

  interface Histogram {
    average: number;
    p99: number;
  }

  interface Result {
    /** Per-second samples of completed requests. */
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    non2xx: number;
    /** Includes timeouts. */
    errors: number;
    timeouts: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
