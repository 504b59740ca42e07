// A store as `npm start` runs it, that a scenario can kill and start again on the same data: the same
// DATA_DIR (or DATABASE_URL), port and transport keys, so the buyers' sessions and sealed calls go on.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  Code,
  createTransport,
  generateCipherKey,
  generateSignSecret,
  type Transport,
} from '@labmall/protocol';
import { freePort, SERVER_ENV, SERVER_NODE_FLAGS, STORE_SCRIPT } from '../../bench/lib/store-process.ts';

const START_TIMEOUT_MS = 240_000;

export interface ProofStore {
  url: string;
  dataDir: string;
  transport: Transport;
  /** Starts the server and resolves once /healthz answers. */
  start(): Promise<void>;
  /** Sends the signal and resolves when the process has exited. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  pid(): number;
  /** Told of every sealed call's outcome and time (bench:day's figures); the proof leaves it unset. */
  observe?: CallObserver;
  /** Removes the data directory. */
  dispose(): void;
}

export interface TransportKeys {
  cipherKey: string;
  signSecret: string;
}

export const newTransportKeys = (): TransportKeys => ({
  cipherKey: generateCipherKey(),
  signSecret: generateSignSecret(),
});

/**
 * `keys`: the transport's, shared by the instances of one shop (a buyer's sealed call works on each).
 * `parentDir`: where the data directory is made (a small disk of the scenario's); the temp directory else.
 */
export async function proofStore(options: {
  env?: Record<string, string>;
  cpu?: string;
  keys?: TransportKeys;
  parentDir?: string;
}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(options.parentDir ?? os.tmpdir(), 'labmall-proof-'));
  const keys = options.keys ?? newTransportKeys();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | undefined;

  const store: ProofStore = {
    url,
    dataDir,
    transport: await createTransport(keys),
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    pid: () => child?.pid ?? 0,
    async start() {
      const command = options.cpu ? 'taskset' : process.execPath;
      const args = [...SERVER_NODE_FLAGS, STORE_SCRIPT];
      // The embedded database unless the scenario names one: a DATABASE_URL in the shell that runs the
      // proof (set for its PostgreSQL runs) must not turn an embedded run into one on that server.
      const { DATABASE_URL: _inherited, ...inherited } = process.env;
      child = spawn(command, options.cpu ? ['-c', options.cpu, process.execPath, ...args] : args, {
        env: {
          ...SERVER_ENV,
          ...inherited,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          API_CIPHER_KEY: keys.cipherKey,
          API_SIGN_SECRET: keys.signSecret,
          LOG_LEVEL: 'error',
          // Fifty buyers register from one address in a few seconds.
          SMS_RESEND_SECONDS: '1',
          SMS_IP_HOUR_LIMIT: '100000',
          SMS_CAPTCHA_AFTER: '1000',
          ...options.env,
        },
        // PROOF_STORE_LOG=file keeps the stores' own log lines (JSON, LOG_LEVEL error) for a failure's why.
        stdio: [
          'ignore',
          process.env.PROOF_STORE_LOG ? openSync(process.env.PROOF_STORE_LOG, 'a') : 'ignore',
          'inherit',
        ],
      });
      const started = child;
      exit = new Promise((resolve) => started.once('exit', (code, signal) => resolve({ code, signal })));
      const deadline = Date.now() + START_TIMEOUT_MS;
      for (;;) {
        if (!store.running()) throw new Error(`the store exited while starting (${started.exitCode})`);
        if (Date.now() > deadline) throw new Error('the store did not answer /healthz in time');
        try {
          if ((await fetch(`${url}/healthz`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop(signal) {
      if (!child || !exit) return { code: null, signal: null };
      if (store.running()) child.kill(signal);
      return exit;
    },
    dispose: () => rmSync(dataDir, { recursive: true, force: true }),
  };
  return store;
}

export type CallObserver = (method: 'GET' | 'POST', apiPath: string, ms: number, result: CallResult) => void;

/** What a sealed call ended in: the envelope, or that it never got one (the store went away). */
export type CallResult<T = unknown> =
  | { ok: true; obj: T; setCookie: string }
  | { ok: false; code: number | 'network'; message: string };

/** One API call as the storefront's browser makes it. Never throws: a lost answer is a result too. */
export async function call<T = unknown>(
  store: ProofStore,
  method: 'GET' | 'POST',
  apiPath: string,
  payload: unknown,
  session?: string,
): Promise<CallResult<T>> {
  const started = performance.now();
  const result = await sealedCall<T>(store, method, apiPath, payload, session);
  store.observe?.(method, apiPath, performance.now() - started, result);
  return result;
}

async function sealedCall<T>(
  store: ProofStore,
  method: 'GET' | 'POST',
  apiPath: string,
  payload: unknown,
  session?: string,
): Promise<CallResult<T>> {
  try {
    const sealed = await store.transport.seal(method, `/api${apiPath}`, payload, session ? { session } : {});
    const target = `${store.url}/api${apiPath}`;
    const response =
      method === 'GET'
        ? await fetch(`${target}?${new URLSearchParams({ ...sealed })}`, {
            signal: AbortSignal.timeout(30_000),
          })
        : await fetch(target, {
            method,
            body: JSON.stringify(sealed),
            headers: { 'content-type': 'application/json' },
            signal: AbortSignal.timeout(30_000),
          });
    const body = (await response.json()) as { ciphertext?: unknown; code?: number; message?: string };
    // A store that cannot serve (Redis away, shutting down) answers 503 in plain JSON, not sealed.
    if (typeof body.ciphertext !== 'string') {
      return {
        ok: false,
        code: response.status === 503 ? 503 : (body.code ?? response.status),
        message: body.message ?? '',
      };
    }
    const envelope = await store.transport.openResponse(body);
    if (envelope.code !== Code.OK) return { ok: false, code: envelope.code, message: envelope.message };
    return { ok: true, obj: envelope.obj as T, setCookie: response.headers.get('set-cookie') ?? '' };
  } catch (error) {
    // ECONNREFUSED: nobody listening (the store is down); anything else: an answer lost on the way.
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, code: 'network', message: cause ?? (error as Error).message };
  }
}

/** The same, for setup steps that must succeed. */
export async function must<T = unknown>(
  store: ProofStore,
  method: 'GET' | 'POST',
  apiPath: string,
  payload: unknown,
  session?: string,
): Promise<{ obj: T; setCookie: string }> {
  const result = await call<T>(store, method, apiPath, payload, session);
  if (!result.ok) throw new Error(`${method} ${apiPath}: ${result.code} ${result.message}`);
  return result;
}
