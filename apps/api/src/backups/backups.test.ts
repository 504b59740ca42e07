import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { type Database, openDatabase } from '../platform/db.ts';
import { askRunningStore, listenForDumps } from './control-socket.ts';
import { restoreBackup } from './restore-backup.ts';
import { takeBackup } from './take-backup.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'labmall-backup-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A buyer-like writer: inserts one row at a time and remembers which inserts were acknowledged. */
function writer(db: Database['db']) {
  const acknowledged: number[] = [];
  let stop = false;
  const done = (async () => {
    while (!stop) {
      const result = (await db.execute(
        sql`insert into backup_probe default values returning id`,
      )) as unknown as {
        rows: { id: number }[];
      };
      acknowledged.push(result.rows[0]!.id);
      // Requests arrive through I/O: PGlite answers in microtasks, and a loop of them would starve it.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    acknowledged,
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

async function probeIds(db: Database['db']): Promise<Set<number>> {
  const result = (await db.execute(sql`select id from backup_probe`)) as unknown as {
    rows: { id: number }[];
  };
  return new Set(result.rows.map((row) => row.id));
}

const until = async (ready: () => boolean) => {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('backups of a running store', () => {
  it('when the embedded store is written to while `db:backup` asks it for a dump, then the restore holds every write acknowledged before the backup began, and its objects', async () => {
    const live = tempDir();
    const database = await openDatabase({ dataDir: live });
    await database.migrate();
    await database.db.execute(sql`create table backup_probe (id serial primary key)`);
    mkdirSync(path.join(live, 'objects', 'ab'), { recursive: true });
    writeFileSync(path.join(live, 'objects', 'ab', 'voucher.pdf'), 'a voucher');
    const stopDumps = await listenForDumps(live, () => database.dumpDataDir!());
    const load = writer(database.db);
    try {
      await until(() => load.acknowledged.length >= 20);
      const before = [...load.acknowledged];
      const file = path.join(tempDir(), 'store.tar.gz');
      // The same path as the command: over the store's socket, as a second process would.
      const manifest = await takeBackup({ file, dataDir: live, dumpPglite: () => askRunningStore(live) });
      const during = load.acknowledged.length;
      await load.stop();
      // The store kept answering while it was backed up.
      expect(during).toBeGreaterThan(before.length);
      expect(manifest.database).toBe('pglite');
      expect(manifest.counts.backup_probe).toBeGreaterThanOrEqual(before.length);

      const target = tempDir();
      await restoreBackup({ file, dataDir: target });
      const restored = await openDatabase({ dataDir: target });
      try {
        const ids = await probeIds(restored.db);
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        expect(ids.size).toBe(manifest.counts.backup_probe);
      } finally {
        await restored.close();
      }
      expect(readFileSync(path.join(target, 'objects', 'ab', 'voucher.pdf'), 'utf8')).toBe('a voucher');
    } finally {
      await load.stop();
      await stopDumps();
      await database.close();
    }
  });

  it('when an archive was altered, or the target already holds a store, then the restore refuses and writes nothing', async () => {
    const live = tempDir();
    const database = await openDatabase({ dataDir: live });
    await database.migrate();
    const file = path.join(tempDir(), 'store.tar.gz');
    await takeBackup({ file, dataDir: live, dumpPglite: () => database.dumpDataDir!() });
    await database.close();

    // Same manifest, a different dump inside: the checksum no longer matches.
    const unpacked = tempDir();
    await tar.extract({ file, cwd: unpacked });
    writeFileSync(path.join(unpacked, 'database', 'pglite.tar'), 'not a dump');
    const altered = path.join(tempDir(), 'altered.tar.gz');
    await tar.create({ gzip: true, file: altered, cwd: unpacked }, ['.']);
    const empty = tempDir();
    await expect(restoreBackup({ file: altered, dataDir: empty })).rejects.toThrow(
      '备份文件已损坏：database/pglite.tar 校验不符',
    );
    expect(existsSync(path.join(empty, 'pglite'))).toBe(false);

    await expect(restoreBackup({ file, dataDir: live })).rejects.toThrow('内嵌数据库目录不是空的');
    await expect(restoreBackup({ file, dataDir: tempDir(), url: 'postgres://nowhere/x' })).rejects.toThrow(
      '此备份来自内嵌数据库（PGlite），只能恢复到内嵌数据库',
    );
  });
});

describe.runIf(testDatabaseUrl)('backups on PostgreSQL', () => {
  const created: string[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const newDatabase = async () => {
    const name = `labmall_t_${randomBytes(6).toString('hex')}`;
    await admin(`create database "${name}"`);
    created.push(name);
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterEach(async () => {
    for (const name of created.splice(0)) await admin(`drop database if exists "${name}" with (force)`);
  });

  it('when buyers write while pg_dump runs in an exported snapshot, then the restore into an empty database holds every acknowledged write and matches the manifest', async () => {
    const url = await newDatabase();
    const database = await openDatabase({ url, dataDir: '', poolSize: 4 });
    await database.migrate();
    await database.db.execute(sql`create table backup_probe (id serial primary key)`);
    const load = writer(database.db);
    const file = path.join(tempDir(), 'store.tar.gz');
    let before: number[];
    let manifest: Awaited<ReturnType<typeof takeBackup>>;
    try {
      await until(() => load.acknowledged.length >= 20);
      before = [...load.acknowledged];
      manifest = await takeBackup({ file, dataDir: tempDir(), url });
    } finally {
      await load.stop();
      await database.close();
    }
    expect(manifest.database).toBe('postgres');

    const target = await newDatabase();
    await restoreBackup({ file, dataDir: tempDir(), url: target });
    const restored = await openDatabase({ url: target, dataDir: '' });
    try {
      const ids = await probeIds(restored.db);
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
      expect(ids.size).toBe(manifest.counts.backup_probe);
    } finally {
      await restored.close();
    }
    // A second restore onto the same database is refused: it is no longer empty.
    await expect(restoreBackup({ file, dataDir: tempDir(), url: target })).rejects.toThrow(
      '目标数据库不是空的',
    );
  });
});
