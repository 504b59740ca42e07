import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Database, migrationsFolder, openDatabase } from '../platform/db.ts';
import { migrationCount, tableCounts } from './backup.repository.ts';
import { unpackArchive } from './backup-archive.ts';
import { type BackupManifest, countDifferences } from './backup-manifest.ts';
import { PGLITE_DUMP, POSTGRES_DUMP } from './take-backup.ts';

const run = promisify(execFile);

export interface RestoreOptions {
  file: string;
  /** DATA_DIR: the embedded database and the objects go here; both must be empty. */
  dataDir: string;
  /** PostgreSQL: an empty database to restore into. */
  url?: string | undefined;
}

/**
 * Restores a backup into an empty store and proves it: every file matches the manifest before anything
 * is written, and afterwards every table holds the rows the manifest counted. Refuses a target that
 * has data, and a backup from a newer store than this one.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  await mkdir(options.dataDir, { recursive: true });
  const staging = path.join(options.dataDir, '.restoring');
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging);
  try {
    const manifest = await unpackArchive(options.file, staging);
    const known = await appMigrations();
    if (manifest.migrations > known)
      throw new Error(
        `备份来自更新版本的商城（${manifest.migrations} 个迁移，本程序只有 ${known} 个）：请先升级`,
      );
    if (manifest.database === 'pglite' && options.url)
      throw new Error('此备份来自内嵌数据库（PGlite），只能恢复到内嵌数据库：请去掉 DATABASE_URL');
    if (manifest.database === 'postgres' && !options.url)
      throw new Error('此备份来自 PostgreSQL，只能恢复到 PostgreSQL：请设置 DATABASE_URL 为一个空数据库');
    await mustBeEmpty(path.join(options.dataDir, 'objects'), '对象存储目录');

    const database = options.url
      ? await restorePostgres(options.url, path.join(staging, POSTGRES_DUMP))
      : await restorePglite(options.dataDir, path.join(staging, PGLITE_DUMP));
    let differences: string[];
    try {
      differences = countDifferences(manifest.counts, await tableCounts(database.db));
    } finally {
      await database.close();
    }
    if (differences.length > 0) {
      // Nothing half-restored stays behind to be started as a store.
      if (!options.url) await rm(path.join(options.dataDir, 'pglite'), { recursive: true, force: true });
      throw new Error(`恢复后的行数与备份不符：\n${differences.join('\n')}`);
    }
    const objects = path.join(staging, 'objects');
    if (await isDirectory(objects))
      await cp(objects, path.join(options.dataDir, 'objects'), { recursive: true });
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function restorePglite(dataDir: string, dump: string): Promise<Database> {
  await mustBeEmpty(path.join(dataDir, 'pglite'), '内嵌数据库目录');
  return openDatabase({ dataDir, pgliteLoadDataDir: new Blob([await readFile(dump)]) });
}

async function restorePostgres(url: string, dump: string): Promise<Database> {
  const database = await openDatabase({ url, dataDir: '' });
  if ((await migrationCount(database.db)) > 0 || Object.keys(await tableCounts(database.db)).length > 0) {
    await database.close();
    throw new Error('目标数据库不是空的：请恢复到一个新建的空数据库');
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, dump]);
  return database;
}

async function mustBeEmpty(dir: string, what: string) {
  const entries = await readdir(dir).catch(() => []);
  if (entries.length > 0) throw new Error(`${what}不是空的：${dir}。请恢复到一个新的 DATA_DIR`);
}

async function isDirectory(dir: string) {
  return readdir(dir).then(
    () => true,
    () => false,
  );
}

/** How many migrations this build of the store has (its drizzle journal). */
async function appMigrations(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
