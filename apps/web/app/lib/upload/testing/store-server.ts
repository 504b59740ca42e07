import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Code, createTransport, type Transport } from '@labmall/protocol';
import type { UploadOptions } from '../upload-types';

/**
 * The real store (API + local storage endpoint) in a child process, reached over HTTP like a browser
 * would: the helper is tested against the server it ships with, not a mock of it. The script lives
 * with the API (the storefront never imports API code; it only starts it).
 */
const SERVER_SCRIPT = fileURLToPath(
  new URL('../../../../../api/src/uploads/testing/upload-test-server.ts', import.meta.url),
);

export interface Registered {
  filePath: string;
  url: string;
  size: number;
}

export interface StoreServer {
  origin: string;
  token(): Promise<UploadOptions>;
  register(key: string, purpose: string, fileName: string): Promise<Registered>;
  /** The bytes of a registered file, read back through its signed URL. */
  read(file: Registered): Promise<Uint8Array>;
  stop(): Promise<void>;
}

async function call(
  transport: Transport,
  origin: string,
  session: string,
  method: 'GET' | 'POST',
  path: string,
  payload = {},
) {
  const sealed = await transport.seal(method, `/api${path}`, payload, { session });
  const response =
    method === 'GET'
      ? await fetch(`${origin}/api${path}?${new URLSearchParams({ ...sealed })}`)
      : await fetch(`${origin}/api${path}`, {
          method,
          body: JSON.stringify(sealed),
          headers: { 'content-type': 'application/json' },
        });
  const envelope = await transport.openResponse(await response.json());
  if (envelope.code !== Code.OK) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.obj;
}

export async function startStoreServer(): Promise<StoreServer> {
  const child: ChildProcess = fork(SERVER_SCRIPT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const started = await new Promise<{
    origin: string;
    session: string;
    cipherKey: string;
    signSecret: string;
  }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as never));
    child.once('exit', (code) => reject(new Error(`store server exited (${code})`)));
  });
  const transport = await createTransport({ cipherKey: started.cipherKey, signSecret: started.signSecret });
  const { origin, session } = started;
  return {
    origin,
    // The answers are the contract's: the server shaped them with the routes' answer schemas.
    token: () => call(transport, origin, session, 'GET', '/oss/token') as Promise<UploadOptions>,
    register: (key, purpose, fileName) =>
      call(transport, origin, session, 'POST', '/oss/register', {
        key,
        purpose,
        fileName,
      }) as Promise<Registered>,
    async read(file) {
      return new Uint8Array(await (await fetch(`${origin}${file.url}`)).arrayBuffer());
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
