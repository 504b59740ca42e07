import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/platform/db.ts';
import { testDatabaseUrl } from './test-env.ts';

/**
 * A database of its own on TEST_DATABASE_URL's server for several instances to share (each opens its
 * own pool with `connect`), migrated once; `drop` removes it.
 */
export async function sharedPostgres() {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `labmall_t_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const connect = (): Promise<Database> => openDatabase({ url: url.toString(), dataDir: '', poolSize: 5 });
  const first = await connect();
  await first.migrate();
  return {
    /** The migrated database, opened: the first instance's. */
    first,
    connect,
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
