import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db.ts';
import { testDatabaseUrl } from './test-env.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI), so suites run on both. */
export const databaseKinds: DatabaseKind[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated, empty database. On PostgreSQL each call creates its own database (dropped on
 * close), so test files never see each other's rows and may run in parallel.
 */
export async function freshDatabase(
  kind: DatabaseKind,
  options: {
    poolSize?: number;
    /** false: the caller migrates (tests of a migration). */
    migrate?: boolean;
  } = {},
): Promise<Database> {
  const migrate = options.migrate ?? true;
  // The run's migrated templates (database-templates.ts), when a migrated database is asked for.
  const templates = migrate ? provided() : { pglite: '', postgres: '' };
  if (kind === 'pglite') {
    if (templates.pglite) {
      pgliteDump ??= new Blob([readFileSync(templates.pglite)]);
      return openDatabase({ dataDir: 'memory://', pgliteLoadDataDir: pgliteDump });
    }
    const database = await openDatabase({ dataDir: 'memory://' });
    if (migrate) await database.migrate();
    return database;
  }
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `labmall_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(
    templates.postgres
      ? `CREATE DATABASE "${name}" TEMPLATE "${templates.postgres}"`
      : `CREATE DATABASE "${name}"`,
  );
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '', poolSize: options.poolSize ?? 10 });
  if (migrate && !templates.postgres) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

let pgliteDump: Blob | undefined;

/** What the global setup provided; nothing when this runs outside it (a script, another runner). */
function provided(): { pglite: string; postgres: string } {
  try {
    return { pglite: inject('pgliteTemplate') ?? '', postgres: inject('postgresTemplate') ?? '' };
  } catch {
    return { pglite: '', postgres: '' };
  }
}
