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

function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
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
