import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { runOps } from '../operators/staff-cli.ts';
import { openDatabase } from '../platform/db.ts';

/**
 * `npm run ops -- <command>`: staff accounts from the server's shell (ADR 42), e.g. the store's first
 * administrator. docs/operators.md lists the commands. Reads the same settings as the server
 * (DATA_DIR or DATABASE_URL); with the embedded database, stop the store first.
 */
const USAGE = `usage:
  npm run ops -- create-operator --username NAME --role 管理员 [--role 财务 …] [--name 显示名]
  npm run ops -- reset-password --username NAME
  npm run ops -- reset-totp --username NAME
The password is read from OPERATOR_PASSWORD, else asked for (not shown as typed).`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let parsed: ReturnType<
  typeof parseArgs<{
    options: {
      username: { type: 'string' };
      role: { type: 'string'; multiple: true };
      name: { type: 'string' };
    };
    allowPositionals: true;
  }>
>;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    options: {
      username: { type: 'string' },
      role: { type: 'string', multiple: true },
      name: { type: 'string' },
    },
    allowPositionals: true,
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const [command, ...rest] = parsed.positionals;
if (!command || rest.length > 0 || !parsed.values.username) fail(USAGE);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (!config.DATABASE_URL) {
  // PGlite has no lock of its own: while the store holds the directory it has postmaster.pid in it.
  const pid = path.join(config.DATA_DIR, 'pglite', 'postmaster.pid');
  if (existsSync(pid))
    fail(
      `the embedded database is in use (most likely by the running store): stop it first.\n` +
        `If nothing uses it (an earlier crash), delete ${pid} and retry.`,
    );
}

const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  // A new DATA_DIR: the store still seeds its demo data at its first start.
  database.leaveSeedingToStore();
  process.exitCode = await runOps(database.db, {
    command,
    username: parsed.values.username,
    roles: parsed.values.role ?? [],
    name: parsed.values.name ?? '',
    usage: USAGE,
    password: config.OPERATOR_PASSWORD,
  });
} finally {
  await database.close();
}
