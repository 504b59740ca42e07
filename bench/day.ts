// npm run bench:day [-- --minutes 30 --db pglite,postgres --buyers 16 --members 6 --visitors 6 --think 100]
// A day of buying under load (issue 39): visitors browse and search, members browse with their prices,
// fill the 采购单, place, pay (账期, 在线支付 through the sandbox, 对公转账) and cancel, and operators confirm
// transfers and ship, against a store pinned to CPU 1, for --minutes on each database. It prints
// throughput and p50/p99 per kind of request, errors, RSS and the store's core over time, and audits the
// ledgers at the end. Exit 1 on any error, a broken ledger, or memory that is not flat.
// Run it as `taskset -c 0 npm run bench:day` so the load does not share the store's core.
import { parseArgs } from 'node:util';
import { auditedFigures } from '../proof/lib/audit.ts';
import { acknowledgedAs, newJournal, startBuying } from '../proof/lib/buyers.ts';
import { cast, prepare } from '../proof/lib/setup.ts';
import { must, proofStore } from '../proof/lib/store.ts';
import { memberBrowsers, shippingDesk, timeCalls, visitors } from './lib/day-people.ts';
import { memoryTable, memoryVerdict, type Sample, Timings } from './lib/day-report.ts';
import { machineFacts } from './lib/machine.ts';
import { scratchDatabase } from './lib/scratch-database.ts';
import { cpuSeconds, ensureBuild, rssBytes } from './lib/store-process.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    db: { type: 'string', default: 'pglite,postgres' },
    buyers: { type: 'string', default: '16' },
    members: { type: 'string', default: '6' },
    visitors: { type: 'string', default: '6' },
    think: { type: 'string', default: '100' },
  },
});

const count = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};

/** Unpaid orders are swept during the run, not after it: the audit then finds none stuck. */
const STORE_ENV = { ORDER_PAY_MINUTES: '5', ORDER_JOB_INTERVAL_MINUTES: '1' };

async function productIds(store: Awaited<ReturnType<typeof proofStore>>): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 1; index <= 3; index++) {
    const found = await must<{ list: { id: number }[] }>(store, 'GET', '/product/list', {
      index,
      pageSize: 50,
    });
    ids.push(...found.obj.list.map((p) => p.id));
  }
  return ids;
}

async function day(kind: 'pglite' | 'postgres', databaseUrl: string): Promise<boolean> {
  const minutes = count('minutes');
  const scratch = kind === 'postgres' ? await scratchDatabase(databaseUrl, 'labmall_day') : undefined;
  const url = scratch?.url ?? '';
  const store = await proofStore({ cpu: '1', env: { ...STORE_ENV, ...(url ? { DATABASE_URL: url } : {}) } });
  try {
    prepare(store, url);
    await store.start();
    const people = await cast(store, count('buyers'), 20);
    const products = await productIds(store);
    const timings = new Timings();
    timeCalls(store, timings);
    console.log(
      `   ${people.buyers.length} buyers, ${products.length} products to browse; ${minutes} min of load`,
    );

    const think = count('think');
    const journal = newJournal();
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const samples: Sample[] = [];
    const sample = () =>
      samples.push({
        at: seconds(),
        rssBytes: rssBytes(store.pid()),
        cpuSeconds: cpuSeconds(store.pid()),
      });
    sample();
    const sampler = setInterval(sample, 10_000);
    const progress = setInterval(() => {
      const last = samples.at(-1)!;
      console.log(
        `   ${(last.at / 60).toFixed(0).padStart(3)} min: ${timings.count()} requests, ${timings.errors()} errors, ` +
          `${journal.orders.length} orders, RSS ${(last.rssBytes / 2 ** 20).toFixed(0)} MiB`,
      );
    }, 60_000);

    const load = startBuying(store, people, journal, { viaCart: true });
    const loops = [
      ...visitors(store, timings, count('visitors'), products, think),
      ...memberBrowsers(store, timings, people.buyers, count('members'), products, think),
      shippingDesk(store, people.staff, 3000),
    ];
    await new Promise((resolve) => setTimeout(resolve, minutes * 60_000));
    await Promise.all(loops.map((l) => l.stop()));
    await load.finish();
    const elapsed = seconds();
    sample();
    clearInterval(sampler);
    clearInterval(progress);
    const exit = await store.stop('SIGTERM');

    const figures = await auditedFigures(
      journal,
      { dataDir: store.dataDir, databaseUrl: url },
      { problems: [], notes: '' },
    );
    const memory = memoryVerdict(samples);
    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
    console.log(`\n${timings.table(elapsed)}\n`);
    console.log(`${memoryTable(samples, 60)}\n`);
    console.log(
      `   ${timings.count()} requests in ${(elapsed / 60).toFixed(1)} min (${(timings.count() / elapsed).toFixed(1)}/s), ` +
        `${timings.errors()} errors; ${journal.orders.length} orders (${acknowledgedAs(journal, 'credit')} 账期, ` +
        `${acknowledgedAs(journal, 'online')} 在线, ${acknowledgedAs(journal, 'transfer')} 转账 confirmed, ` +
        `${acknowledgedAs(journal, 'cancelled')} cancelled), ${journal.refused.length} refused`,
    );
    console.log(
      `   memory: peak ${mib(memory.peak)}; once warm, RSS rose ${memory.mibPerMinute.toFixed(2)} MiB a minute: ` +
        `${memory.flat ? 'flat' : 'GROWING'}`,
    );
    console.log(
      `   audit: acknowledged ${figures.acknowledged}, present ${figures.present}, lost ${figures.lost}, ` +
        `duplicated ${figures.duplicated}; SIGTERM exit ${exit.signal ?? exit.code}`,
    );
    const problems = [
      ...figures.problems,
      ...timings.errorSamples(),
      ...(memory.flat ? [] : ['memory kept growing once warm']),
      ...(exit.code === 0 ? [] : [`the store exited ${exit.signal ?? exit.code} on SIGTERM`]),
    ];
    for (const problem of problems.slice(0, 20)) console.log(`   ! ${problem}`);
    return problems.length === 0;
  } finally {
    await store.stop('SIGKILL');
    store.dispose();
    await scratch?.drop();
  }
}

async function main() {
  ensureBuild();
  const postgres = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
  for (const [key, value] of Object.entries(machineFacts())) console.log(`${key}: ${value}`);
  const verdicts: string[] = [];
  for (const kind of values.db.split(',') as ('pglite' | 'postgres')[]) {
    if (kind === 'postgres' && !postgres) {
      verdicts.push('SKIP  postgres: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server');
      continue;
    }
    console.log(`\n== bench:day on ${kind}`);
    const held = await day(kind, postgres);
    verdicts.push(`${held ? 'PASS' : 'FAIL'}  ${kind}`);
    if (!held) process.exitCode = 1;
  }
  console.log(`\n${verdicts.join('\n')}`);
}

await main();
