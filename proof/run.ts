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
  }
> = {
  kill: { run: (options) => crashScenario('SIGKILL', options) },
  term: { run: (options) => crashScenario('SIGTERM', options) },
  backup: { run: backupScenario },
  notify: { run: notifyScenario },
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
  let failed = false;
  const label = (name: string, db: Kind) => `${name} (${db})`;

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
    console.log(`\n== ${label(name, db)}`);
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
    const line = summaryLine(label(name, db), figures, (Date.now() - started) / 1000);
    console.log(line);
    return line;
  };

  const names = values.only.split(',');
  for (const name of names) {
    if (!SCENARIOS[name])
      throw new Error(`no scenario "${name}"; there are ${Object.keys(SCENARIOS).join(', ')}`);
  }
  const kinds = values.db.split(',') as Kind[];
  const lineOf = new Map<string, string>();
  for (const name of names) {
    for (const db of kinds) {
      const why = skipped(name, db);
      if (why !== null) lineOf.set(label(name, db), `SKIP  ${label(name, db).padEnd(26)} ${why}`);
    }
  }
  // Each database's scenarios one after the other, the two databases side by side: a store keeps about
  // one core busy, and one after the other the whole took 24 minutes of a 2-core machine (BENCHMARKS.md).
  const chain = async (db: Kind) => {
    for (const name of names) {
      if (!lineOf.has(label(name, db))) {
        lineOf.set(label(name, db), await runOne(name, db, kinds.length > 1 ? `[${db}] ` : ''));
      }
    }
  };
  await Promise.all(kinds.map(chain));
  const lines = names.flatMap((name) => kinds.map((db) => lineOf.get(label(name, db))!));
  console.log(`\nproof: ${lines.length} scenario runs in ${((Date.now() - began) / 60_000).toFixed(1)} min`);
  for (const line of lines) console.log(line);
  if (failed) process.exitCode = 1;
}

await main();
