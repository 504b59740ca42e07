// SIGKILL and SIGTERM of the store while buyers place and pay for orders (issue 39, the first two
// scenarios). A kill may lose what was never acknowledged, nothing else; a SIGTERM must lose nothing:
// requests in flight are answered, the timed jobs stop, and the process exits 0.
import { scratchDatabase } from '../../bench/lib/scratch-database.ts';
import { auditedFigures } from '../lib/audit.ts';
import { acknowledgedAs, newJournal, startBuying } from '../lib/buyers.ts';
import { type Figures, pause, type ScenarioOptions } from '../lib/report.ts';
import { cast, prepare } from '../lib/setup.ts';
import { proofStore } from '../lib/store.ts';

export async function crashScenario(
  signal: 'SIGKILL' | 'SIGTERM',
  options: ScenarioOptions,
): Promise<Figures> {
  const scratch = options.databaseUrl
    ? await scratchDatabase(options.databaseUrl, 'labmall_proof')
    : undefined;
  const databaseUrl = scratch?.url ?? '';
  const store = await proofStore({ env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
  try {
    prepare(store, databaseUrl);
    await store.start();
    const people = await cast(store, options.buyers, 20);
    options.log(
      `${options.buyers} buyers registered, with addresses and credit; ${people.skuIds.length} SKUs stocked`,
    );
    const journal = newJournal();
    const load = startBuying(store, people, journal);
    const exits: string[] = [];
    for (let round = 1; round <= options.rounds; round++) {
      await pause(3000 + Math.random() * 5000);
      const before = journal.orders.length;
      const exit = await store.stop(signal);
      exits.push(exit.signal ?? String(exit.code));
      options.log(`round ${round}: ${signal} after ${before} orders (exit ${exits.at(-1)}); starting again`);
      await store.start();
    }
    await pause(3000);
    await load.finish();
    const last = await store.stop('SIGTERM');
    exits.push(last.signal ?? String(last.code));
    const reasons = new Map<string, number>();
    for (const r of journal.refused)
      reasons.set(`${r.code} ${r.message}`, (reasons.get(`${r.code} ${r.message}`) ?? 0) + 1);
    for (const [reason, count] of reasons) options.log(`refused ${count}×: ${reason}`);
    for (const [cause, count] of journal.droppedBy) options.log(`dropped ${count}×: ${cause}`);
    const cleanExits = signal === 'SIGTERM' ? exits.every((e) => e === '0') : exits.at(-1) === '0';
    return await auditedFigures(
      journal,
      { dataDir: store.dataDir, databaseUrl },
      {
        // A reset is not a failure by itself: a SIGTERM's exit 0 says every request the store had read was
        // answered, and the audit says the resent ones changed nothing (docs/operations.md › Proof).
        problems: cleanExits ? [] : [`exits: ${exits.join(', ')}`],
        notes: `${journal.orders.length} orders (${acknowledgedAs(journal, 'transfer')} transfers confirmed), ${journal.refused.length} refused, ${journal.retries} retries, ${journal.dropped} reset`,
      },
    );
  } finally {
    await store.stop('SIGKILL');
    store.dispose();
    await scratch?.drop();
  }
}
