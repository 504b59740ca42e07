import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 'labmall-backup-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A script as `npm run db:backup` / `db:restore` starts it: its own process, paths relative to INIT_CWD. */
function cli(script: 'db-backup' | 'db-restore', dataDir: string, ...args: string[]) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: join(dir, dataDir),
    INIT_CWD: dir,
  };
  delete env.DATABASE_URL;
  const run = spawnSync(process.execPath, [join(ROOT, `apps/api/src/scripts/${script}.ts`), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run db:backup and db:restore', () => {
  it('when a stopped embedded store is backed up and restored into a new DATA_DIR, then both say what they did, and a second restore there is refused', async () => {
    const database = await openDatabase({ dataDir: join(dir, 'live') });
    await database.migrate();
    await database.close();

    const backup = cli('db-backup', 'live', 'store.tar.gz');
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/备份完成 \/ backup written: .*store\.tar\.gz/);
    expect(existsSync(join(dir, 'store.tar.gz'))).toBe(true);
    expect(cli('db-backup', 'live', 'store.tar.gz').stderr).toContain('已存在');

    const restore = cli('db-restore', 'copy', 'store.tar.gz');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('与备份一致');
    const again = cli('db-restore', 'copy', 'store.tar.gz');
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('恢复失败：内嵌数据库目录不是空的');
  }, 180_000);
});
