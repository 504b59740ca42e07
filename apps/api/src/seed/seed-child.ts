// The embedded store's first start seeds in this child process, then serves from a fresh open of what it
// wrote (server.ts). PGlite's WebAssembly memory never shrinks: a seed in the serving process left its
// high-water mark there for good (issue 38, RSS at rest). Run with the store's environment.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { openStoreDatabase, seedThroughServices } from '../store-database.ts';

const SCRIPT = fileURLToPath(import.meta.url);

/** Seeds `config.DATA_DIR`'s new embedded database in a child; its pid, or a rejection if it failed. */
export function seedInChildProcess(config: Config, pluginTimeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv.filter((flag) => !flag.startsWith('--watch')), SCRIPT, String(pluginTimeoutMs)],
      {
        // The store's environment, with DATA_DIR resolved: the child's INIT_CWD may differ from what it
        // was relative to.
        env: { ...process.env, DATA_DIR: config.DATA_DIR },
        stdio: 'inherit',
      },
    );
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve(child.pid ?? 0)
        : reject(new Error(`seeding the demo data failed (${signal ?? code})`)),
    );
  });
}

async function seed(pluginTimeoutMs: number) {
  const config = loadConfig();
  const database = await openStoreDatabase(config);
  const app = await buildApp({ config, database, pluginTimeoutMs });
  try {
    await seedThroughServices(database, app.deps);
  } finally {
    await app.close();
    await database.close();
  }
}

if (process.argv[1] === SCRIPT) await seed(Number(process.argv[2]));
