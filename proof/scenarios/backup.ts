// A backup taken while buyers place and pay for orders, restored elsewhere (issue 39): every order the
// store acknowledged before `npm run db:backup` started must be in the restored store, with every payment
// or cancel acknowledged by then, and the restored ledgers must equal their balances.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scratchDatabase } from '../../bench/lib/scratch-database.ts';
import { audit } from '../lib/audit.ts';
import { acknowledgedAs, type Journal, newJournal, startBuying } from '../lib/buyers.ts';
import { type Figures, pause, type ScenarioOptions } from '../lib/report.ts';
import { cast, prepare } from '../lib/setup.ts';
import { proofStore } from '../lib/store.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run db:backup` / `db:restore` as an operator runs them: a process of their own, on this store's
 * data. Asynchronous, so the buyers of this process go on buying while the backup runs.
 */
function opsCommand(
  script: 'db-backup' | 'db-restore',
  file: string,
  env: Record<string, string>,
): Promise<number> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, `apps/api/src/scripts/${script}.ts`), file], {
    cwd: ROOT,
    env: { ...inherited, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${script} exited ${code}: ${output.trim()}`));
    });
  });
}

/** What the buyers had been told when the backup began: later answers are not the backup's to hold. */
function toldBefore(journal: Journal): Journal {
  return { ...journal, orders: journal.orders.map((order) => ({ ...order })) };
}

export async function backupScenario(options: ScenarioOptions): Promise<Figures> {
  const scratch = options.databaseUrl
    ? await scratchDatabase(options.databaseUrl, 'labmall_proof')
    : undefined;
  const restored = options.databaseUrl
    ? await scratchDatabase(options.databaseUrl, 'labmall_proof_restored')
    : undefined;
  const databaseUrl = scratch?.url ?? '';
  const work = mkdtempSync(path.join(os.tmpdir(), 'labmall-proof-backup-'));
  const restoredDir = path.join(work, 'restored');
  const store = await proofStore({ env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
  try {
    prepare(store, databaseUrl);
    await store.start();
    const people = await cast(store, options.buyers, 20);
    options.log(`${options.buyers} buyers registered; buying for a while before the backup`);
    const journal = newJournal();
    const load = startBuying(store, people, journal);
    const problems: string[] = [];
    const files: string[] = [];
    let before: Journal | undefined;
    // Two backups prove the point (the second taken from a store the first did not disturb); each costs a
    // minute or two of a loaded machine, so more rounds would only lengthen the proof.
    const backups = Math.min(options.rounds, 2);
    for (let round = 1; round <= backups; round++) {
      await pause(3000 + Math.random() * 3000);
      const file = path.join(work, `under-load-${round}.tar.gz`);
      const snapshot = toldBefore(journal);
      const during = journal.orders.length;
      const seconds = await opsCommand('db-backup', file, {
        DATA_DIR: store.dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      options.log(
        `backup ${round}: ${(statSync(file).size / 2 ** 20).toFixed(1)} MB in ${seconds.toFixed(1)} s, ` +
          `begun after ${snapshot.orders.length} orders, ${journal.orders.length - during} more acknowledged meanwhile`,
      );
      files.push(file);
      before = snapshot;
    }
    await pause(2000);
    await load.finish();
    const exit = await store.stop('SIGTERM');
    if (exit.code !== 0) problems.push(`the store exited ${exit.signal ?? exit.code} on SIGTERM`);

    // The live store first: the buying itself lost nothing.
    const live = await audit(journal, { dataDir: store.dataDir, databaseUrl });
    problems.push(...live.lost.map((l) => `live store lost ${l}`), ...live.broken.map((b) => `live: ${b}`));

    // The last backup, restored into an empty place, against what was acknowledged before it began. The
    // backup may hold more (what was answered while it ran): a member may have as many orders as keys used.
    const last = files.at(-1);
    if (!last || !before) throw new Error('no backup was taken (rounds must be at least 1)');
    const restoreSeconds = await opsCommand('db-restore', last, {
      DATA_DIR: restoredDir,
      ...(restored ? { DATABASE_URL: restored.url } : {}),
    });
    const found = await audit(
      { ...before, keys: journal.keys },
      { dataDir: restoredDir, databaseUrl: restored?.url ?? '' },
    );
    options.log(
      `restored in ${restoreSeconds.toFixed(1)} s: ${found.present} of ${found.acknowledged} acknowledged before the backup found`,
    );
    problems.push(
      ...found.lost.map((l) => `restored backup lost ${l}`),
      ...found.duplicated.map((d) => `restored backup duplicated: ${d}`),
      ...found.broken.map((b) => `restored: ${b}`),
    );
    return {
      acknowledged: found.acknowledged,
      present: found.present,
      lost: found.lost.length,
      duplicated: found.duplicated.length,
      notes: `${files.length} backups under load, the last restored; ${journal.orders.length} orders in all (${acknowledgedAs(journal, 'transfer')} transfers confirmed), ${journal.retries} retries`,
      problems,
    };
  } finally {
    await store.stop('SIGKILL');
    store.dispose();
    rmSync(work, { recursive: true, force: true });
    await scratch?.drop();
    await restored?.drop();
  }
}
