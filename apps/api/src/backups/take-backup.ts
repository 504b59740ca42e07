import { execFile } from 'node:child_process';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../platform/db.ts';
import { countOnConnection, migrationCount, tableCounts } from './backup.repository.ts';
import { packArchive } from './backup-archive.ts';
import type { BackupManifest } from './backup-manifest.ts';
import { copyObjects } from './copy-objects.ts';

const run = promisify(execFile);

export const PGLITE_DUMP = 'database/pglite.tar';
export const POSTGRES_DUMP = 'database/postgres.dump';

export interface BackupOptions {
  /** Where the backup goes; written beside as `.partial` and renamed, so a failed run leaves no file. */
  file: string;
  /** DATA_DIR: its `objects/` (the local storage) goes into the backup. */
  dataDir: string;
  /** PostgreSQL: the database's URL. */
  url?: string | undefined;
  /** PGlite: a dump of the data directory (the running store makes it between two queries). */
  dumpPglite?: () => Promise<Blob>;
  now?: () => Date;
}

/**
 * A consistent backup of a store that may be serving meanwhile. PostgreSQL: pg_dump in the custom
 * format inside an exported snapshot, counted in that same snapshot. PGlite: the store's own dump of
 * its data directory, taken while no query runs (a crash-consistent image: what a SIGKILL at that
 * moment would leave), counted by opening that image. The objects are copied after the database, so
 * every object a row names was already written.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupManifest> {
  const file = path.resolve(options.file);
  const staging = `${file}.staging`;
  const partial = `${file}.partial`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.join(staging, 'database'), { recursive: true });
  try {
    const taken = options.url
      ? await dumpPostgres(options.url, path.join(staging, POSTGRES_DUMP))
      : await dumpPglite(options, path.join(staging, PGLITE_DUMP));
    const objects = path.join(options.dataDir, 'objects');
    if (await exists(objects)) await copyObjects(objects, path.join(staging, 'objects'));
    const manifest = await packArchive(staging, partial, {
      format: 'labmall-backup',
      version: 1,
      database: options.url ? 'postgres' : 'pglite',
      taken_at: (options.now?.() ?? new Date()).toISOString(),
      ...taken,
    });
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

async function dumpPostgres(url: string, target: string) {
  const client = new pg.Client({ connectionString: url });
  // A connection cut while pg_dump runs fails that statement or pg_dump, not the whole process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const counted = await countOnConnection(client);
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      `--file=${target}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    return counted;
  } finally {
    await client.end();
  }
}

async function dumpPglite(options: BackupOptions, target: string) {
  if (!options.dumpPglite) throw new Error('dumpPglite is required for the embedded database');
  const dump = await options.dumpPglite();
  await writeFile(target, Buffer.from(await dump.arrayBuffer()));
  // Counted in a copy opened from the image itself: this also proves the image opens.
  const copy = await openDatabase({ dataDir: 'memory://', pgliteLoadDataDir: dump });
  try {
    return { migrations: await migrationCount(copy.db), counts: await tableCounts(copy.db) };
  } finally {
    await copy.close();
  }
}

async function exists(dir: string) {
  return stat(dir).then(
    () => true,
    () => false,
  );
}
