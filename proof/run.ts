// npm run proof [-- --only kill,term --db pglite,postgres --rounds 5 --buyers 50]
// Starts real stores, does real buying through the API, injects each fault, and audits the database
// against what the buyers were told (docs/operations.md › Proof). PostgreSQL scenarios run on a scratch
// database beside DATABASE_URL (or TEST_DATABASE_URL); the Redis scenario uses REDIS_URL (or TEST_REDIS_URL).
import { parseArgs } from 'node:util';
import { ensureBuild } from '../bench/lib/store-process.ts';
import type { Figures, ScenarioOptions } from './lib/report.ts';
import { figuresOrFailure, summaryLine } from './lib/report.ts';
import { backupScenario } from './scenarios/backup.ts';
import { crashScenario } from './scenarios/crash.ts';
import { databaseCutScenario } from './scenarios/database-cut.ts';
import { canMountDisk, diskFullScenario } from './scenarios/disk-full.ts';
import { notifyScenario } from './scenarios/notify.ts';
import { redisAwayScenario } from './scenarios/redis-away.ts';

type Scenario = (options: ScenarioOptions & { redisUrl: string }) => Promise<Figures>;
type Kind = 'pglite' | 'postgres';

const SCENARIOS: Record<
  string,
  {
    run: Scenario;
    only?: Kind;
    why?: string;
    redis?: true;
    cannot?: () => string | null;
    /** Mostly waits (for the unpaid sweep): its runs on each database go side by side. */
    together?: true;
  }
> = {
  kill: { run: (options) => crashScenario('SIGKILL', options) },
  term: { run: (options) => crashScenario('SIGTERM', options) },
  backup: { run: backupScenario },
  notify: { run: notifyScenario, together: true },
  dbcut: {
    run: databaseCutScenario,
    only: 'postgres',
    why: 'the embedded database lives in the store: no connection to cut',
  },
  redis: {
    run: redisAwayScenario,
    only: 'postgres',
    why: 'two instances share a database only on PostgreSQL',
    redis: true,
  },
  disk: {
    run: diskFullScenario,
    only: 'pglite',
    why: "PostgreSQL's disk is its server's, not the store's to fill",
    cannot: canMountDisk,
  },
};

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: Object.keys(SCENARIOS).join(',') },
    db: { type: 'string', default: 'pglite,postgres' },
    rounds: { type: 'string', default: '5' },
    buyers: { type: 'string', default: '50' },
  },
});

async function main() {
  const postgres = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
  const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL || '';
  ensureBuild();
  const began = Date.now();
  const lines: string[] = [];
  let failed = false;

  /** Why `name` cannot run on `db` here, or null. */
  const skipped = (name: string, db: Kind) => {
    const scenario = SCENARIOS[name]!;
    if (scenario.only && scenario.only !== db) return scenario.why ?? '';
    if (db === 'postgres' && !postgres) return 'set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server';
    const cannot = scenario.cannot?.();
    if (cannot) return cannot;
    if (scenario.redis && !redisUrl) return 'set REDIS_URL or TEST_REDIS_URL to a Redis server';
    return null;
  };

  const runOne = async (name: string, db: Kind, prefix: string) => {
    const label = `${name} (${db})`;
    console.log(`\n== ${label}`);
    const started = Date.now();
    const figures = await figuresOrFailure(() =>
      SCENARIOS[name]!.run({
        databaseUrl: db === 'postgres' ? postgres : '',
        redisUrl,
        buyers: Number(values.buyers),
        rounds: Number(values.rounds),
        log: (line) => console.log(`   ${prefix}${line}`),
      }),
    );
    for (const problem of figures.problems.slice(0, 20)) console.log(`   ${prefix}! ${problem}`);
    failed ||= figures.problems.length > 0;
    const line = summaryLine(label, figures, (Date.now() - started) / 1000);
    console.log(line);
    return line;
  };

  for (const name of values.only.split(',')) {
    const scenario = SCENARIOS[name];
    if (!scenario) throw new Error(`no scenario "${name}"; there are ${Object.keys(SCENARIOS).join(', ')}`);
    const runnable: Kind[] = [];
    for (const db of values.db.split(',') as Kind[]) {
      const why = skipped(name, db);
      if (why === null) runnable.push(db);
      else lines.push(`SKIP  ${`${name} (${db})`.padEnd(26)} ${why}`);
    }
    if (scenario.together) {
      lines.push(...(await Promise.all(runnable.map((db) => runOne(name, db, `[${db}] `)))));
    } else {
      for (const db of runnable) lines.push(await runOne(name, db, ''));
    }
  }
  console.log(`\nproof: ${lines.length} scenario runs in ${((Date.now() - began) / 60_000).toFixed(1)} min`);
  for (const line of lines) console.log(line);
  if (failed) process.exitCode = 1;
}

await main();
