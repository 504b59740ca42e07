import { type ChildProcess, fork } from 'node:child_process';
import type { FastifyInstance } from 'fastify';

const START_TIMEOUT_MS = 60_000;

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** CPUs to pin the server to (`taskset -c`, e.g. "0"); every thread of it inherits the affinity. */
  cpus?: string;
}

/**
 * Starts a bench server in its own process (on the same Node), so the load generator in this process
 * never shares an event loop with the server it measures. Resolves once the server listens.
 */
export function startServer(
  script: URL,
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const child: ChildProcess = fork(script, [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // taskset sets the affinity and then execs Node in place: same pid, same IPC channel.
    ...(options.cpus === undefined
      ? {}
      : { execPath: 'taskset', execArgv: ['-c', options.cpus, process.execPath, ...process.execArgv] }),
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script.pathname} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${message.port}`, stop });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script.pathname} exited before listening (code ${code}, signal ${signal})`));
    });
  });
}

/** The child's half: listen on an ephemeral loopback port, report it, and exit with the parent. */
export async function listenForParent(app: FastifyInstance): Promise<void> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  // A normal exit, so the child's 'exit' hooks (temporary files) run.
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
  process.send?.({ port: address.port });
}
