import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../../..');
const SCRIPT = join(ROOT, 'apps/api/src/scripts/catalogue-import.ts');
const dir = mkdtempSync(join(tmpdir(), 'labmall-import-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The script as `npm run catalog:import` starts it: its own process, a fresh PGlite in DATA_DIR. */
function cli(...args: string[]) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: join(dir, 'data'),
    INIT_CWD: dir,
  };
  delete env.DATABASE_URL;
  const run = spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run catalog:import', () => {
  const lines = readFileSync(join(ROOT, 'docs/examples/catalog-import-example.csv'), 'utf8').split(/\r?\n/);

  it('when a good file is given (relative to INIT_CWD), then it applies it, says what it did and exits 0', () => {
    writeFileSync(join(dir, 'tiny.csv'), `${lines.slice(0, 3).join('\n')}\n`);
    const run = cli('tiny.csv');
    expect(run.stderr).not.toContain('row, column, reason');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('products: 2 created, 0 updated');
    expect(run.stdout).toContain('SKUs:     2 created, 0 updated');
  }, 60_000);

  it('when a row is bad, then it lists it as row, column, reason, applies nothing and exits 1', () => {
    const bad = lines[3]!.replace(',17.50,', ',-17.50,');
    writeFileSync(
      join(dir, 'bad.csv'),
      `${[lines[0], lines[3]?.replace(',17.50,', ',18.00,'), bad].join('\n')}\n`,
    );
    const run = cli('bad.csv');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('row, column, reason\n3, price, 不能为负数\n');
    expect(run.stderr).toContain('nothing applied');
  }, 60_000);

  it('when the file or the arguments are wrong, then it exits 2 with a message', () => {
    const missing = cli('nope.csv');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('找不到文件');
    const usage = cli();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run catalog:import');
    // PGlite in use by another process (a running server): refused before opening it.
    writeFileSync(join(dir, 'data/pglite/postmaster.pid'), '-42\n');
    const locked = cli('tiny.csv');
    expect(locked.code).toBe(2);
    expect(locked.stderr).toContain('数据库正被另一个进程使用');
  }, 60_000);
});
