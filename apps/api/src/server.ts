import path from 'node:path';
import { buildApp } from './app.ts';
import { listenForDumps } from './backups/control-socket.ts';
import { startNightlyBackups } from './backups/nightly-backup.ts';
import { startCatalogueImportJobs } from './catalogue/imports/catalogue-import-jobs.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createOrderJobs } from './orders/order-jobs.ts';
import { embeddedNeedsSeed } from './platform/db.ts';
import { pageContextFactory } from './platform/page-api.ts';
import { registerWeb } from './platform/web.ts';
import { allRoutes } from './routes.ts';
import { seedInChildProcess } from './seed/seed-child.ts';
import { openStoreDatabase, seedThroughServices } from './store-database.ts';

/** A request still running this long after SIGTERM is abandoned so the process can exit. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long one plugin may take to start; see where the app is built. */
const STARTUP_PLUGIN_TIMEOUT_MS = 120_000;

async function main() {
  const dev = process.argv.includes('--dev');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // A new embedded database is seeded by a child process (seed-child.ts: PGlite's memory never shrinks).
  const seededBy =
    !config.DATABASE_URL && embeddedNeedsSeed(config.DATA_DIR)
      ? await seedInChildProcess(config, STARTUP_PLUGIN_TIMEOUT_MS)
      : null;
  const database = await openStoreDatabase(config);

  // Fastify's 10 s for a plugin to start is a hang detector, and loading the storefront's build takes
  // longer than that on a busy machine: a store restarting after a crash then gave up instead of serving.
  const app = await buildApp({ config, database, pluginTimeoutMs: STARTUP_PLUGIN_TIMEOUT_MS });
  // Seeds here only what no child could: an in-memory database (`DATA_DIR=memory://`).
  await seedThroughServices(database, app.deps);
  if (seededBy) app.log.info({ seededBy }, 'demo data seeded by a child process');
  // The timed order jobs (ADR 17) run here, not in buildApp, so tests start them only when they ask.
  const jobs = config.ORDER_JOBS
    ? createOrderJobs({
        database,
        url: config.DATABASE_URL,
        orders: app.deps.orders,
        credit: app.deps.credit,
        reminders: app.deps.payReminders,
        timedNotices: app.deps.timedNotices,
        refunds: app.deps.refunds,
        intervalMinutes: config.ORDER_JOB_INTERVAL_MINUTES,
        log: app.log,
      })
    : null;
  app.addHook('onClose', async () => {
    // Jobs first: a sweep under way finishes its order before the database goes.
    await jobs?.stop();
    await database.close();
  });
  // `npm run db:backup` of a running embedded store asks the store for its dump (backups/control-socket.ts).
  if (database.kind === 'pglite') {
    try {
      const stopDumps = await listenForDumps(config.DATA_DIR, () => database.dumpDataDir!());
      app.addHook('onClose', stopDumps);
    } catch (error) {
      // A socket path too long for the system, say: the store runs, backups then need it stopped.
      app.log.warn({ err: error }, 'no backup socket: `npm run db:backup` needs the store stopped');
    }
  }
  await registerWeb(app, {
    dev,
    webRoot: path.resolve(import.meta.dirname, '../../web'),
    getLoadContext: pageContextFactory(app.deps, allRoutes),
    pageCache: app.deps.pageCache,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), config.SHUTDOWN_DRAIN_MS + SHUTDOWN_GRACE_MS).unref();
    app.drain
      .start(config.SHUTDOWN_DRAIN_MS)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // Jobs before listening: a SIGTERM that arrives as soon as the store answers must not find pg-boss
  // half started (its stop would then fail and the process exit 1).
  await jobs?.start();
  // 导入 runs on the same pg-boss; without the jobs it runs in this process (catalogue-imports.service.ts).
  if (jobs) await startCatalogueImportJobs(jobs.boss, app.deps.catalogueImports);
  // The nightly backup (BACKUP_CRON) on the same pg-boss; on PGlite the store dumps its own directory.
  if (jobs)
    await startNightlyBackups(jobs.boss, {
      cron: config.BACKUP_CRON,
      keep: config.BACKUP_KEEP,
      dataDir: config.DATA_DIR,
      url: config.DATABASE_URL,
      ...(database.kind === 'pglite' ? { dumpPglite: () => database.dumpDataDir!() } : {}),
      log: app.log,
    });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.SHOP_NAME} ready on http://${config.HOST}:${config.PORT} (${database.kind})`);
  // Structure search's worker loads RDKit at the first search, not here: ~70 MB at rest (ADR 0063).
}

await main();
