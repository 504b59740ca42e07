import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { createOrderJobs } from '../orders/order-jobs.ts';
import { openDatabase } from '../platform/db.ts';
import { backupSettings } from './backup-config.ts';
import { backupsDir, runNightlyBackup, startNightlyBackups, takeNightlyBackup } from './nightly-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'labmall-nightly-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A logger that keeps what it was given, as the store's pino would get it. */
function logged() {
  const lines: { level: string; args: unknown[] }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push({ level, args });
    };
  const log = { info: at('info'), warn: at('warn'), error: at('error') };
  return Object.assign(log as unknown as Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>, { lines });
}

/** A migrated embedded store in a DATA_DIR of its own, with one uploaded object. */
async function embeddedStore() {
  const dataDir = tempDir();
  const database = await openDatabase({ dataDir });
  await database.migrate();
  mkdirSync(path.join(dataDir, 'objects', 'ab'), { recursive: true });
  writeFileSync(path.join(dataDir, 'objects', 'ab', 'voucher.pdf'), 'a voucher');
  return { dataDir, database };
}

describe('the nightly backup', () => {
  it('when it runs twice with BACKUP_KEEP=1, then DATA_DIR/backups holds the newer backup only, named for its China time, and it restores', async () => {
    const { dataDir, database } = await embeddedStore();
    const dir = backupsDir(dataDir);
    mkdirSync(dir, { recursive: true });
    // Someone's own file beside the nightly ones, and what a run killed half-way leaves.
    writeFileSync(path.join(dir, 'before-upgrade.tar.gz'), 'kept');
    writeFileSync(path.join(dir, 'labmall-20261127-0300.tar.gz.partial'), 'half');
    const options = { dataDir, dumpPglite: () => database.dumpDataDir!(), keep: 1 };
    try {
      const first = await takeNightlyBackup({ ...options, now: () => new Date('2026-11-27T19:00:00Z') });
      expect(path.basename(first.file)).toBe('labmall-20261128-0300.tar.gz');
      const second = await takeNightlyBackup({ ...options, now: () => new Date('2026-11-28T19:00:00Z') });
      expect(second.deleted).toEqual(['labmall-20261128-0300.tar.gz']);
      expect(readdirSync(dir).sort()).toEqual(['before-upgrade.tar.gz', 'labmall-20261129-0300.tar.gz']);

      // The restore checks every file against the manifest before it writes, then counts every table.
      const target = tempDir();
      const manifest = await restoreBackup({ file: second.file, dataDir: target });
      expect(manifest).toEqual(second.manifest);
      expect(manifest.taken_at).toBe('2026-11-28T19:00:00.000Z');
      expect(readFileSync(path.join(target, 'objects', 'ab', 'voucher.pdf'), 'utf8')).toBe('a voucher');
    } finally {
      await database.close();
    }
  });

  it('when the store runs the job on its pg-boss (embedded database), then the store dumps itself into DATA_DIR/backups', async () => {
    const { dataDir, database } = await embeddedStore();
    const none = async () => 0;
    const jobs = createOrderJobs({
      database,
      orders: { expireDue: none, completeDue: none },
      intervalMinutes: 1,
      log: logged(),
      pollingSeconds: 0.5,
    });
    await jobs.start();
    try {
      const log = logged();
      await startNightlyBackups(jobs.boss, {
        cron: '0 3 * * *',
        keep: 7,
        dataDir,
        dumpPglite: () => database.dumpDataDir!(),
        log,
        pollingSeconds: 0.5,
      });
      const [schedule] = await jobs.boss.getSchedules('backup-nightly');
      expect(schedule).toMatchObject({ cron: '0 3 * * *', timezone: 'Asia/Shanghai' });
      await jobs.boss.send('backup-nightly', {});
      await expect
        .poll(() => (existsSync(backupsDir(dataDir)) ? readdirSync(backupsDir(dataDir)) : []), {
          timeout: 20_000,
        })
        .toEqual([expect.stringMatching(/^labmall-\d{8}-\d{4}\.tar\.gz$/)]);
      await expect.poll(() => log.lines.map((line) => line.level), { timeout: 5000 }).toEqual(['info']);

      // `off` removes the schedule.
      await startNightlyBackups(jobs.boss, { cron: 'off', keep: 7, dataDir, log });
      expect(await jobs.boss.getSchedules('backup-nightly')).toEqual([]);
    } finally {
      await jobs.stop();
      await database.close();
    }
  }, 60_000);

  it.runIf(testDatabaseUrl)(
    'when pg_dump is not installed, then the run logs what to install and ends without throwing or leaving a file',
    async () => {
      const dataDir = tempDir();
      const log = logged();
      const path_ = process.env.PATH;
      // This file runs in a process of its own (vitest forks): no other test sees the PATH change.
      process.env.PATH = tempDir();
      try {
        await runNightlyBackup({ dataDir, url: testDatabaseUrl, keep: 7 }, log);
      } finally {
        process.env.PATH = path_;
      }
      expect(log.lines).toEqual([
        { level: 'error', args: [expect.stringContaining('pg_dump is not installed')] },
      ]);
      expect(readdirSync(backupsDir(dataDir))).toEqual([]);
    },
  );

  it('reads BACKUP_CRON as five cron fields or off, 03:00 by default, and BACKUP_KEEP as 7 by default', () => {
    expect(backupSettings.BACKUP_CRON.parse(undefined)).toBe('0 3 * * *');
    expect(backupSettings.BACKUP_CRON.parse(' 30 2 * * 1-5 ')).toBe('30 2 * * 1-5');
    expect(backupSettings.BACKUP_CRON.parse('off')).toBe('off');
    expect(backupSettings.BACKUP_CRON.safeParse('every night').success).toBe(false);
    expect(backupSettings.BACKUP_CRON.safeParse('0 3 * *').success).toBe(false);
    expect(backupSettings.BACKUP_KEEP.parse(undefined)).toBe(7);
    expect(backupSettings.BACKUP_KEEP.safeParse('0').success).toBe(false);
  });
});
