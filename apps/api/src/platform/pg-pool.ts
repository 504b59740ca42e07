import pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/**
 * node-postgres's pool, hardened for a connection that breaks under a running store (issue 39, found by
 * `npm run proof -- --only dbcut`):
 *
 * - A client checked out between two statements emits its broken connection as an 'error' event on
 *   itself, where nobody listens by default: the process died of it. Every client gets a listener; the
 *   statement in flight, or the next one, fails instead.
 * - Drizzle's `transaction` checks a client out and sends `begin` before its try/finally: when `begin`
 *   fails (the connection cut just then) the client is never released. Each such leak holds one of the
 *   pool's connections for ever, and `pool.end()` then waits for it (SIGTERM ran out of time). A client
 *   handed out by `connect()` is therefore released, as broken, by the first statement that finds its
 *   connection gone; the caller's own release afterwards does nothing.
 */
export function guardedPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const connect = pool.connect.bind(pool);
  // pool.query() checks out with a callback and releases for itself: only the promise form is wrapped.
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    if (callback) return connect(callback as never);
    return connect().then(releasedWhenBroken);
  }) as typeof pool.connect;
  return pool;
}

/** Clients whose `query` is already wrapped: the pool hands the same client out again and again. */
const wrapped = new WeakSet<pg.PoolClient>();

function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  // The pool gives each checkout a fresh `release`; this checkout's is wrapped to run once.
  const release = client.release.bind(client);
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  // `query` the pool leaves as it was: wrapped once per client, never again on a later checkout (each
  // checkout wrapped it anew, so a day's thousands of checkouts nested thousands of wrappers around each
  // statement: CPU and memory grew all day, and the stack would have overflowed; found by bench:day).
  // It releases through whatever `release` the current checkout has.
  if (wrapped.has(client)) return client;
  wrapped.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) client.release(error instanceof Error ? error : true);
      throw error;
    });
  }) as typeof client.query;
  return client;
}
