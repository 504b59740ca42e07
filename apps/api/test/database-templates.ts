import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db.ts';
import { testDatabaseUrl } from './test-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated, empty PGlite data directory (freshDatabase loads it). */
    pgliteTemplate: string;
    /** A migrated, empty PostgreSQL database that freshDatabase copies (`CREATE DATABASE … TEMPLATE`). */
    postgresTemplate: string;
  }
}

/**
 * Vitest's global setup: the migrations run once per test run instead of once per test database.
 * Migrating an embedded database took about 4 s of the two cores each time, and the suite makes some
 * three hundred; loading a migrated one, or copying a PostgreSQL template, takes a fraction of that.
 * The template's name starts `labmall_t_` so `.ci/run` drops it after an interrupted run.
 */
export async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'labmall-template-'));
  const lite = await openDatabase({ dataDir: 'memory://' });
  await lite.migrate();
  const dump = await lite.dumpDataDir!();
  await lite.close();
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  let template = '';
  if (testDatabaseUrl) {
    template = `labmall_t_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE "${template}"`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 1 });
    await database.migrate();
    await database.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (template) await adminQuery(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  };
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
