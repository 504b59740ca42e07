import { existsSync } from 'node:fs';
import path from 'node:path';
import { restoreBackup } from '../backups/restore-backup.ts';
import { ConfigError, callerPath, loadConfig } from '../config.ts';

/**
 * `npm run db:restore -- <file>`: restores a backup into an empty DATA_DIR (embedded) or an empty
 * DATABASE_URL database, and checks every table's rows against the backup's manifest.
 */
function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const arg = process.argv[2];
if (!arg || process.argv.length > 3) fail('usage: npm run db:restore -- <备份文件.tar.gz>');
// Relative to where `npm run` was started, not the workspace npm runs this in.
const file = callerPath(arg);
if (!existsSync(file)) fail(`找不到备份文件：${file}`);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (!config.DATABASE_URL && existsSync(path.join(config.DATA_DIR, 'pglite', 'postmaster.pid')))
  fail('商城正在使用这个 DATA_DIR：请恢复到一个新的 DATA_DIR，或先停止服务器');

try {
  const manifest = await restoreBackup({ file, dataDir: config.DATA_DIR, url: config.DATABASE_URL });
  const rows = Object.values(manifest.counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `恢复完成 / restored: ${manifest.database}, 备份于 ${manifest.taken_at}, ` +
      `${Object.keys(manifest.counts).length} 张表 ${rows.toLocaleString('en-US')} 行，与备份一致。\n` +
      `  启动前：把原 DATA_DIR 的 id-number-key（或 ID_NUMBER_KEY）带到这里，否则已存的身份证号无法解密。`,
  );
} catch (error) {
  fail(`恢复失败：${(error as Error).message}`);
}
