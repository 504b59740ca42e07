// The PostgreSQL connection cut under load (issue 39): the store reaches its database through a relay the
// proof takes away for 10 s at a time, several times, while buyers place and pay for orders. Meanwhile the
// store must answer 503 (never a 500, never die), then serve again by itself, and lose nothing.

import { startTcpProxy } from '../../apps/api/test/tcp-proxy.ts';
import { scratchDatabase } from '../../bench/lib/scratch-database.ts';
import { auditedFigures } from '../lib/audit.ts';
import { acknowledgedAs, newJournal, startBuying } from '../lib/buyers.ts';
import { type Figures, pause, type ScenarioOptions } from '../lib/report.ts';
import { cast, prepare } from '../lib/setup.ts';
import { type ProofStore, proofStore } from '../lib/store.ts';

const CUT_MS = 10_000;
/** How long the store may take to serve again once the database is back. */
const RECOVERY_LIMIT_MS = 30_000;

async function health(store: ProofStore): Promise<number | 'none'> {
  try {
    return (await fetch(`${store.url}/healthz`, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    return 'none';
  }
}

export async function databaseCutScenario(options: ScenarioOptions): Promise<Figures> {
  if (!options.databaseUrl) throw new Error('the database cut runs on PostgreSQL only');
  const scratch = await scratchDatabase(options.databaseUrl, 'labmall_proof');
  const relay = await startTcpProxy(scratch.url, 5432);
  const store = await proofStore({ env: { DATABASE_URL: relay.url } });
  try {
    prepare(store, scratch.url);
    await store.start();
    const people = await cast(store, options.buyers, 20);
    options.log(`${options.buyers} buyers registered; the store reaches PostgreSQL through a relay`);
    const journal = newJournal();
    const load = startBuying(store, people, journal);
    const problems: string[] = [];
    const recoveries: number[] = [];
    for (let round = 1; round <= options.rounds; round++) {
      await pause(3000 + Math.random() * 3000);
      const before = journal.orders.length;
      const retriesBefore = journal.retries;
      await relay.refuse();
      await pause(CUT_MS / 2);
      const during = await health(store);
      if (during !== 503) problems.push(`round ${round}: /healthz answered ${during} with the database away`);
      await pause(CUT_MS / 2);
      await relay.restore();
      const back = Date.now();
      let status = await health(store);
      while (status !== 200 && Date.now() - back < RECOVERY_LIMIT_MS) {
        await pause(200);
        status = await health(store);
      }
      const recovered = Date.now() - back;
      if (status !== 200)
        problems.push(
          `round ${round}: not serving ${RECOVERY_LIMIT_MS / 1000} s after the database came back`,
        );
      if (!store.running()) problems.push(`round ${round}: the store exited while the database was away`);
      recoveries.push(recovered);
      options.log(
        `round ${round}: cut ${CUT_MS / 1000} s after ${before} orders; ${journal.retries - retriesBefore} calls answered 503 or unanswered and sent again; serving again ${recovered} ms after the database came back`,
      );
    }
    await pause(3000);
    await load.finish();
    const exit = await store.stop('SIGTERM');
    if (exit.code !== 0) problems.push(`the store exited ${exit.signal ?? exit.code} on SIGTERM`);
    return await auditedFigures(
      journal,
      { dataDir: store.dataDir, databaseUrl: scratch.url },
      {
        problems,
        fault: 'a database away',
        notes: `${journal.orders.length} orders (${acknowledgedAs(journal, 'transfer')} transfers confirmed), ${journal.retries} retries, serving again within ${Math.max(...recoveries)} ms`,
      },
    );
  } finally {
    await store.stop('SIGKILL');
    store.dispose();
    await relay.close();
    await scratch.drop();
  }
}
