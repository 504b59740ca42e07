import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatImportError, runCatalogueImport } from '../catalogue/import/run-import.ts';
import { ConfigError, callerPath, loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';
import { purgeRunningInstances } from '../platform/shared-state.ts';
import { createStorage } from '../platform/storage/create-storage.ts';

/**
 * npm run catalog:import -- <file.csv|file.xlsx> [--skip-invalid]
 * Exit 0: applied. 1: bad rows, nothing applied. 2: usage, file or database problem, nothing applied.
 * See catalogue-import.md.
 */

const USAGE = `用法 / usage: npm run catalog:import -- <file.csv|file.xlsx> [--skip-invalid]
  --skip-invalid  导入合格的行，列出并跳过有问题的行 / apply the good rows, list and skip the bad ones
  Without it, a file with any bad row changes nothing.`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let parsed: { values: { 'skip-invalid'?: boolean; help?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({
    options: { 'skip-invalid': { type: 'boolean' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (parsed.positionals.length !== 1) fail(`需要且只需要一个文件 / exactly one file expected\n${USAGE}`);

const file = callerPath(parsed.positionals[0]!);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

if (!config.DATABASE_URL) {
  // PGlite has no lock of its own: a second process on the same directory would corrupt it. While it
  // is open the directory holds postmaster.pid (removed on a clean close).
  const pid = path.join(config.DATA_DIR, 'pglite', 'postmaster.pid');
  if (existsSync(pid)) {
    fail(
      `数据库正被另一个进程使用（多半是正在运行的服务器）：${path.join(config.DATA_DIR, 'pglite')}\n` +
        `The embedded database (PGlite) can be opened by one process only: stop the server and run the import again.\n` +
        `若确认没有进程在用（上次异常退出），删除 ${pid} 后重试 / if nothing uses it (an earlier crash), delete that file and retry.`,
    );
  }
}

// PGlite's own (larger) buffer cache: an import is a short-lived process that writes a lot.
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
let exitCode = 2;
try {
  await database.migrate();
  let lastProgress = performance.now();
  const report = await runCatalogueImport(database.db, file, {
    skipInvalid: parsed.values['skip-invalid'] ?? false,
    storage: await createStorage(config),
    onProgress: (rows) => {
      if (performance.now() - lastProgress < 5000) return;
      lastProgress = performance.now();
      console.error(`… ${rows.toLocaleString('en-US')} 行 / rows`);
    },
  });
  const seconds = (report.elapsedMs / 1000).toFixed(1);
  if (report.status === 'refused') {
    console.error(`无法导入 / cannot import ${file}:`);
    for (const e of report.errors) console.error(formatImportError(e));
    console.error('未做任何更改 / nothing applied');
    exitCode = 2;
  } else if (report.status === 'invalid') {
    console.error('row, column, reason');
    for (const e of report.errors) console.error(formatImportError(e));
    console.error(
      `${report.invalidRows} 行有问题，未做任何更改（加 --skip-invalid 只导入合格的 ${report.validRows} 行）/ ` +
        `${report.invalidRows} bad rows, nothing applied (--skip-invalid applies the ${report.validRows} good ones)`,
    );
    exitCode = 1;
  } else {
    if (report.errors.length > 0) {
      console.error(`跳过 ${report.invalidRows} 行 / skipped ${report.invalidRows} rows:`);
      console.error('row, column, reason');
      for (const e of report.errors) console.error(formatImportError(e));
    }
    const r = report.result;
    console.log(
      [
        `导入完成 / imported ${report.validRows} rows (${database.kind}) in ${seconds} s`,
        `  products: ${r.productsCreated} created, ${r.productsUpdated} updated`,
        `  SKUs:     ${r.skusCreated} created, ${r.skusUpdated} updated`,
        ...(report.invalidRows > 0 ? [`  skipped:  ${report.invalidRows} bad rows`] : []),
      ].join('\n'),
    );
    exitCode = 0;
    // Running servers (PostgreSQL) drop the visitor pages they keep; on PGlite none is running.
    if (config.DATABASE_URL) {
      const purged = await purgeRunningInstances({
        url: config.REDIS_URL,
        keyPrefix: config.REDIS_KEY_PREFIX,
      });
      const later = `运行中的服务器最多 ${config.PAGE_CACHE_SECONDS} 秒后显示新目录 / running servers show it within PAGE_CACHE_SECONDS (${config.PAGE_CACHE_SECONDS} s`;
      console.log(
        purged === 'purged'
          ? '  页面缓存已清除 / cached visitor pages purged on every instance'
          : purged === 'no-redis'
            ? `  ${later}; set REDIS_URL to purge at once)`
            : `  Redis 不可用，${later}; Redis unreachable)`,
      );
    }
  }
} catch (error) {
  console.error(`导入失败，未做任何更改 / import failed, nothing applied: ${(error as Error).message}`);
  exitCode = 2;
} finally {
  await database.close();
}
process.exit(exitCode);
