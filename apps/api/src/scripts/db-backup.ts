import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { askRunningStore } from '../backups/control-socket.ts';
import { takeBackup } from '../backups/take-backup.ts';
import { ConfigError, callerPath, loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';

/**
 * `npm run db:backup -- <file>`: a consistent backup of the store named by DATA_DIR / DATABASE_URL,
 * while it serves (docs/operations.md, 备份与恢复). The embedded database is dumped by the running
 * store itself; a stopped one is opened here.
 */
function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const arg = process.argv[2];
if (!arg || process.argv.length > 3) fail('usage: npm run db:backup -- <备份文件.tar.gz>');
// Relative to where `npm run` was started, not the workspace npm runs this in.
const file = callerPath(arg);
if (existsSync(file)) fail(`${file} 已存在：请换一个文件名，备份不会覆盖已有文件`);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const started = performance.now();
let manifest: Awaited<ReturnType<typeof takeBackup>>;
if (config.DATABASE_URL) {
  manifest = await takeBackup({ file, dataDir: config.DATA_DIR, url: config.DATABASE_URL });
} else if (existsSync(path.join(config.DATA_DIR, 'pglite', 'postmaster.pid'))) {
  // The store holds the directory: it makes the dump between two queries.
  manifest = await takeBackup({
    file,
    dataDir: config.DATA_DIR,
    dumpPglite: () =>
      askRunningStore(config.DATA_DIR).catch((error: unknown) =>
        fail(
          `数据库目录正被使用，但商城没有应答（${(error as Error).message}）。\n` +
            `若服务器已停止（上次异常退出），删除 ${path.join(config.DATA_DIR, 'pglite', 'postmaster.pid')} 后重试。`,
        ),
      ),
  });
} else {
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    manifest = await takeBackup({
      file,
      dataDir: config.DATA_DIR,
      dumpPglite: () => database.dumpDataDir!(),
    });
  } finally {
    await database.close();
  }
}

const rows = Object.values(manifest.counts).reduce((sum, n) => sum + n, 0);
const objects = Object.keys(manifest.files).filter((name) => name.startsWith('objects/')).length;
console.log(
  `备份完成 / backup written: ${file}\n` +
    `  ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB, ${manifest.database}, ${manifest.migrations} 个迁移, ` +
    `${Object.keys(manifest.counts).length} 张表 ${rows.toLocaleString('en-US')} 行, ${objects} 个文件, ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s\n` +
    `  密钥不在备份中：DATA_DIR 里的 id-number-key、transport-keys.json 等请另行保管（docs/operations.md）。`,
);
