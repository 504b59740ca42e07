// The production server as `npm start` runs it, in a child process pinned to a CPU, and the calls a
// bench makes to it as the storefront's browser would (encrypted transport). Used by bench:page and
// bench:ssr.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Code,
  createTransport,
  generateCipherKey,
  generateSignSecret,
  type Transport,
} from '@labmall/protocol';
import type { RunningServer } from './serve.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_BUILD = path.join(ROOT, 'apps/web/build/server/index.js');
export const STORE_SCRIPT = path.join(ROOT, 'apps/api/src/server.ts');
const START_TIMEOUT_MS = 180_000;
/** The heap limits `npm start` gives the server (apps/api/package.json, NODE_HEAP_MB's default). */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=320', '--max-semi-space-size=8'];
/**
 * The environment `npm start` gives the server unless the shell sets it: glibc's malloc arenas capped at
 * two (ADR 0065). Compression and file work run on libuv's pool threads, marking and compiling on V8's;
 * with glibc's default of eight arenas per core each thread's freed memory stayed in its own arena, and
 * bench:day's RSS grew through 30 minutes while the V8 heap and PGlite's memory stayed flat.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

export function fail(message: string): never {
  throw new Error(message);
}

/** `npm run build` when there is no storefront build, as `npm start` does. */
export function ensureBuild() {
  if (existsSync(SERVER_BUILD)) return;
  console.log('no storefront build (apps/web/build): running `npm run build` first');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(SERVER_BUILD)) fail('`npm run build` failed');
  console.log('');
}

/** A free loopback port: server.ts listens on PORT and reports nothing back. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') fail('no TCP address');
  return address.port;
}

export interface Store extends RunningServer {
  dataDir: string;
  transport: Transport;
  /** The server process (taskset execs Node in place: the same pid). */
  pid: number;
}

export interface StoreOptions {
  cpu: string;
  /** Extra environment (DATABASE_URL, REDIS_URL, PAGE_CACHE_…). */
  env?: Record<string, string>;
  /** A DATA_DIR prepared beforehand (an operator created in it); removed on stop like a fresh one. */
  dataDir?: string;
}

/** `BENCH_CPU_PROF=<dir>`: the store writes a V8 CPU profile there when it stops (where the time goes). */
const profileFlags = () => {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
};

/** The production server, as `npm start` runs it, pinned to `cpu`; resolves once /healthz is up. */
export async function startStore(options: StoreOptions): Promise<Store> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'labmall-bench-store-'));
  const keys = { cipherKey: generateCipherKey(), signSecret: generateSignSecret() };
  const child: ChildProcess = spawn(
    'taskset',
    ['-c', options.cpu, process.execPath, ...SERVER_NODE_FLAGS, ...profileFlags(), STORE_SCRIPT],
    {
      cwd: ROOT,
      env: {
        ...SERVER_ENV,
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        API_CIPHER_KEY: keys.cipherKey,
        API_SIGN_SECRET: keys.signSecret,
        LOG_LEVEL: 'error',
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await exit;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited) {
      await stop();
      fail(`${STORE_SCRIPT} exited before listening (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    if (Date.now() > deadline) {
      await stop();
      fail(`${STORE_SCRIPT} did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop, dataDir, transport: await createTransport(keys), pid: child.pid ?? 0 };
}

/** One API call as the storefront's browser makes it (encrypted, signed); the envelope and any cookie. */
export async function callStore(
  store: Store,
  method: 'GET' | 'POST',
  apiPath: string,
  payload: unknown,
  session?: string,
) {
  const sealed = await store.transport.seal(method, `/api${apiPath}`, payload, session ? { session } : {});
  const url = `${store.url}/api${apiPath}`;
  const response =
    method === 'GET'
      ? await fetch(`${url}?${new URLSearchParams({ ...sealed })}`)
      : await fetch(url, {
          method,
          body: JSON.stringify(sealed),
          headers: { 'content-type': 'application/json' },
        });
  const envelope = await store.transport.openResponse(await response.json());
  if (envelope.code !== Code.OK) fail(`${method} ${apiPath} answered ${envelope.code}: ${envelope.message}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const issued = /(?:^|[;,]\s*)session=([^;]+)/.exec(setCookie)?.[1];
  return { obj: envelope.obj, session: issued, setCookie };
}

/** Registers a member by SMS code (the console provider's outbox), as a new buyer does; the session. */
export async function memberSession(store: Store, phone: string): Promise<string> {
  await callStore(store, 'POST', '/sms/send', { phone, purpose: 'register' });
  const outbox = readFileSync(path.join(store.dataDir, 'sms-outbox.jsonl'), 'utf8');
  // Other buyers may be registering at the same moment: a line still being written is not this one's.
  const message = outbox
    .split('\n')
    .filter((line) => line.endsWith('}'))
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .findLast((m) => m.to === phone);
  if (!message) fail(`no SMS code for ${phone} in the outbox`);
  const { session } = await callStore(store, 'POST', '/register/mobile', { phone, code: message.code });
  if (!session) fail('POST /register/mobile set no session cookie');
  return session;
}

/** Resident set size of a process in bytes (Linux /proc), 0 when it cannot be read. */
export function rssBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds the process has used (user + system), from /proc: the cost of a phase divided by the work
 * done in it holds on a busy machine, where wall-clock latency does not.
 */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces); utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
