// A PostgreSQL database of its own for one bench run, created beside `base` and dropped after it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function run(connectionString: string, statement: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<random>` on the server of `base`; `drop` removes it even with connections left. */
export async function scratchDatabase(base: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await run(base, `CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
