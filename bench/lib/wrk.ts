import { spawn, spawnSync } from 'node:child_process';
import type { LoadOptions } from './load.ts';

export interface WrkResult {
  /** Requests per second over the whole run (wrk's `Requests/sec`). */
  rps: number;
  /** Milliseconds, the median from `--latency`'s distribution. */
  p50: number;
  /** Milliseconds, from `--latency`'s distribution (wrk's resolution: microseconds). */
  p99: number;
  requests: number;
  /** Bytes read from the sockets, headers included (wrk prints it rounded to two decimals). */
  bytes: number;
  /** Responses with a status of 400 or more (wrk's `Non-2xx or 3xx responses`: 3xx are not counted). */
  non2xx: number;
  /** connect, read and write errors and timeouts. */
  errors: number;
  /** Of `errors`, the requests that got no answer within the timeout. */
  timeouts: number;
}

const TIME_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const SIZE_UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** What is missing of the tools a wrk bench needs, as lines naming the Debian package. */
export function missingTools(): string[] {
  const missing: string[] = [];
  // `wrk -v` prints its version and usage, and exits 1: only a failed spawn means it is absent.
  if (spawnSync('wrk', ['-v']).error) missing.push('wrk not found: install it with `apt-get install -y wrk`');
  if (spawnSync('taskset', ['-V']).error) {
    missing.push('taskset not found: install it with `apt-get install -y util-linux`');
  }
  return missing;
}

export function wrkVersion(): string {
  const result = spawnSync('wrk', ['-v'], { encoding: 'utf8' });
  return /^wrk (\S+)/m.exec(`${result.stdout}${result.stderr}`)?.[1] ?? 'unknown';
}

function parse(output: string): WrkResult {
  const field = (pattern: RegExp, what: string) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk printed no ${what}:\n${output}`);
    return match;
  };
  const rps = Number(field(/^Requests\/sec:\s+([\d.]+)/m, 'Requests/sec')[1]);
  const [, p50Value, p50Unit] = field(/^\s+50%\s+([\d.]+)(us|ms|s|m|h)\s*$/m, '50% latency (--latency)');
  const [, p99Value, p99Unit] = field(/^\s+99%\s+([\d.]+)(us|ms|s|m|h)\s*$/m, '99% latency (--latency)');
  const [, requests, readValue, readUnit] = field(
    /^\s+(\d+) requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB|TB) read/m,
    'request count',
  );
  const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = sockets ? sockets.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const timeouts = sockets ? Number(sockets[4]) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return {
    rps,
    p50: Number(p50Value) * TIME_UNITS[p50Unit!]!,
    p99: Number(p99Value) * TIME_UNITS[p99Unit!]!,
    requests: Number(requests),
    bytes: Number(readValue) * SIZE_UNITS[readUnit!]!,
    non2xx,
    errors,
    timeouts,
  };
}

function runWrk(cpu: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', cpu, 'wrk', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`wrk exited with code ${code}:\n${stdout}${stderr}`));
    });
  });
}

/**
 * Loads one URL with wrk pinned to `cpu`: a warm-up run thrown away, then the measured run. One wrk
 * thread (it has one CPU), `--latency` for the percentiles, a 10 s timeout; `headers` as `Name: value` lines.
 */
export async function loadWithWrk(
  url: string,
  options: LoadOptions & { cpu: string; headers?: string[] },
): Promise<WrkResult> {
  // autocannon's timeout (bench:api): a slow page under many connections is not a socket error.
  const common = ['--threads', '1', '--connections', String(options.connections), '--timeout', '10s'];
  for (const header of options.headers ?? []) common.push('--header', header);
  if (options.warmup > 0) await runWrk(options.cpu, [...common, '--duration', `${options.warmup}s`, url]);
  const output = await runWrk(options.cpu, [
    ...common,
    '--duration',
    `${options.duration}s`,
    '--latency',
    url,
  ]);
  return parse(output);
}

export interface RunningWrk {
  /** Stops wrk (SIGINT: it prints its statistics for the time it ran) and parses them. */
  stop(): Promise<WrkResult>;
}

/**
 * wrk on `url` pinned to `cpu` for as long as something else lasts (an import's phase): started with a
 * day's duration, stopped by `stop()`. One thread, `--latency`, the same timeout as loadWithWrk.
 */
export function startWrk(url: string, options: { cpu: string; connections: number }): RunningWrk {
  const args = ['--threads', '1', '--connections', String(options.connections), '--timeout', '10s'];
  const child = spawn(
    'taskset',
    ['-c', options.cpu, 'wrk', ...args, '--duration', '86400s', '--latency', url],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  return {
    async stop() {
      child.kill('SIGINT');
      const code = await exited;
      if (code !== 0) throw new Error(`wrk exited with code ${code}:\n${stdout}${stderr}`);
      return parse(stdout);
    },
  };
}
