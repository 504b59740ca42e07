import { Code, SERVICE_UNAVAILABLE_MESSAGE } from '@labmall/protocol';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { freshDatabase } from './databases.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { testDatabaseUrl } from './test-env.ts';

/**
 * A fresh, migrated PostgreSQL test database reached through a relay (tcp-proxy.ts) that a test can take
 * away, so the shared server is never touched. `proxy.url` is the database's URL through the relay.
 */
export async function relayedPostgres(): Promise<{ proxy: TcpProxy; close(): Promise<void> }> {
  const owner = await freshDatabase('postgres');
  const rows = (await owner.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(testDatabaseUrl ?? '');
  url.pathname = `/${rows.rows[0]?.name}`;
  const proxy = await startTcpProxy(url.toString(), 5432);
  return {
    proxy,
    async close() {
      await proxy.close();
      await owner.close();
    },
  };
}

/**
 * The transport's answer while Redis or the database is away: HTTP 503 with Retry-After, plain, and not
 * the envelope's 503 (log in again), so a client that reads only the body shows the message and retries.
 */
export function expectUnavailable(answer: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(answer.statusCode).toBe(503);
  expect(answer.headers['retry-after']).toBe('5');
  expect(answer.json()).toEqual({ code: Code.SERVER_ERROR, message: SERVICE_UNAVAILABLE_MESSAGE });
}
