import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { CHINA_TIME_ZONE, chinaMinute } from '@labmall/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { BackupManifest } from './backup-manifest.ts';
import { takeBackup } from './take-backup.ts';

export const NIGHTLY_BACKUP_QUEUE = 'backup-nightly';

/** Only files this job wrote are counted and deleted: `labmall-YYYYMMDD-HHmm.tar.gz`. */
const NIGHTLY_FILE = /^labmall-\d{8}-\d{4}\.tar\.gz$/;
/** What a run killed half-way leaves (takeBackup's own `.partial` file and `.staging` directory). */
const LEFTOVER = /^labmall-\d{8}-\d{4}\.tar\.gz\.(partial|staging)$/;

export interface NightlyBackupOptions {
  /** DATA_DIR: the backups go to its `backups/`, and its `objects/` into each backup. */
  dataDir: string;
  /** PostgreSQL: pg_dump of this database. */
  url?: string | undefined;
  /** PGlite: the running store's own dump (it runs in that store, so no socket is needed). */
  dumpPglite?: () => Promise<Blob>;
  keep: number;
  now?: () => Date;
}

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** `labmall-20261128-0300.tar.gz`: the China wall-clock minute the backup was started. */
export const nightlyFileName = (at: Date) =>
  `labmall-${chinaMinute(at).replace(/[-:]/g, '').replace(' ', '-')}.tar.gz`;

/**
 * One backup into DATA_DIR/backups with the same code as `npm run db:backup`, then the oldest beyond
 * `keep` deleted. A second run in the same minute replaces that minute's file (takeBackup renames a
 * finished archive over it, so the older one stays until the new one is whole). Old backups are deleted
 * only after the new one is written: a failing run never leaves fewer backups than before.
 */
export async function takeNightlyBackup(
  options: NightlyBackupOptions,
): Promise<{ file: string; manifest: BackupManifest; deleted: string[] }> {
  const now = options.now?.() ?? new Date();
  const dir = backupsDir(options.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for (const name of await readdir(dir))
    if (LEFTOVER.test(name)) await rm(path.join(dir, name), { recursive: true, force: true });
  const file = path.join(dir, nightlyFileName(now));
  const manifest = await takeBackup({
    file,
    dataDir: options.dataDir,
    url: options.url,
    ...(options.dumpPglite ? { dumpPglite: options.dumpPglite } : {}),
    now: () => now,
  });
  // The names sort as their times do, oldest first.
  const kept = (await readdir(dir)).filter((name) => NIGHTLY_FILE.test(name)).sort();
  const deleted = kept.slice(0, Math.max(0, kept.length - options.keep));
  for (const name of deleted) await rm(path.join(dir, name), { force: true });
  return { file, manifest, deleted };
}

/** pg_dump is not on the PATH: no retry will find it, so the run says what to install instead. */
const pgDumpMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' &&
  String((error as NodeJS.ErrnoException).path ?? '').endsWith('pg_dump');

type BackupLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * One run of the job: the backup, logged. A missing pg_dump is logged and the run ends (no retry finds
 * it); any other failure is logged and thrown, so pg-boss tries again.
 */
export async function runNightlyBackup(options: NightlyBackupOptions, log: BackupLog): Promise<void> {
  try {
    const { file, manifest, deleted } = await takeNightlyBackup(options);
    log.info(
      { file, rows: Object.values(manifest.counts).reduce((a, b) => a + b, 0), deleted },
      'nightly backup written',
    );
  } catch (error) {
    if (pgDumpMissing(error)) {
      log.error(
        'nightly backup not taken: pg_dump is not installed (Debian: postgresql-client of the server’s major version or newer)',
      );
      return;
    }
    log.error({ err: error }, 'nightly backup failed');
    throw error;
  }
}

/**
 * The nightly backup on the store's pg-boss (ADR 17): one cron schedule in China time, kept in the
 * database, so with several instances one of them takes each night's backup (into its own DATA_DIR).
 * `missed: 'once'`: a store that was down at 03:00 takes the night's backup when it comes back.
 * `off` removes the schedule, for every instance on the database.
 */
export async function startNightlyBackups(
  boss: PgBoss,
  options: NightlyBackupOptions & {
    cron: string;
    log: BackupLog;
    /** Seconds between the worker's polls for a queued run (tests make it short). */
    pollingSeconds?: number;
  },
): Promise<void> {
  const { cron, log } = options;
  if (cron === 'off') {
    // The queue exists only once a schedule was made: nothing to remove otherwise.
    await boss.unschedule(NIGHTLY_BACKUP_QUEUE).catch(() => {});
    return;
  }
  // A failed run is tried again twice, ten minutes apart; a run may take an hour on a large store.
  await boss.createQueue(NIGHTLY_BACKUP_QUEUE, {
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 600,
    expireInSeconds: 3600,
  });
  await boss.schedule(NIGHTLY_BACKUP_QUEUE, cron, {}, { missed: 'once', tz: CHINA_TIME_ZONE });
  await boss.work(NIGHTLY_BACKUP_QUEUE, { pollingIntervalSeconds: options.pollingSeconds ?? 60 }, () =>
    runNightlyBackup(options, log),
  );
}
