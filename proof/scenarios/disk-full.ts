// The data disk full during orders and uploads (issue 39). The embedded store's DATA_DIR is on a small
// disk of the proof's own (a tmpfs, which needs root to mount); while buyers work, a file fills every byte
// left for 10 s, several times. Meanwhile an order answers 503 and an upload 507, each with a message a
// person can read, and the store stays up; once the space is back buying goes on by itself, and the data
// directory opens again after a restart with nothing acknowledged lost.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signRequest } from '@labmall/s3-sig/sign-request';
import { auditedFigures } from '../lib/audit.ts';
import { acknowledgedAs, type Journal, newJournal, startBuying } from '../lib/buyers.ts';
import { type Figures, pause, type ScenarioOptions } from '../lib/report.ts';
import { type Buyer, cast, prepare } from '../lib/setup.ts';
import { must, type ProofStore, proofStore } from '../lib/store.ts';

const DISK = '2g';
const FULL_MS = 10_000;

/** Whether this process may mount the small disk: root on Linux, with `mount` and `fallocate`. */
export function canMountDisk(): string | null {
  if (process.platform !== 'linux' || process.getuid?.() !== 0)
    return 'needs root on Linux to mount a small disk';
  for (const tool of ['mount', 'umount', 'fallocate'])
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) return `needs ${tool}`;
  return null;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr.trim()}`);
}

/** Takes every byte left on the disk of `dir`; returns the filler's path. */
function fill(dir: string): string {
  const filler = path.join(dir, 'filler');
  const { bavail, bsize } = statfsSync(dir);
  // All but a little: a tmpfs refuses an allocation of exactly what it reports free.
  run('fallocate', ['-l', String(Math.max(0, Number(bavail) - 512) * Number(bsize)), filler]);
  // What fallocate's rounding left, a block at a time, until the disk says no more.
  for (let i = 0; i < 2000; i++) {
    try {
      writeFileSync(`${filler}-${i}`, Buffer.alloc(Number(bsize)));
    } catch {
      break;
    }
  }
  return filler;
}

/** One small upload as the browser makes it: the member's credentials, then a signed PUT. */
async function upload(store: ProofStore, buyer: Buyer): Promise<{ status: number; body: string }> {
  const token = await must<{
    host: string;
    key: string;
    region: string;
    accessKeyId: string;
    accessKeySecret: string;
    securityToken: string;
  }>(store, 'GET', '/oss/token', {}, buyer.session);
  const url = new URL(`${token.obj.host}/${token.obj.key}proof-${Date.now()}.png`);
  const credentials = {
    accessKeyId: token.obj.accessKeyId,
    secretAccessKey: token.obj.accessKeySecret,
    sessionToken: token.obj.securityToken,
    region: token.obj.region,
  };
  const headers = await signRequest({ method: 'PUT', url, credentials, now: new Date() });
  try {
    const response = await fetch(url, { method: 'PUT', body: Buffer.alloc(256 * 1024, 7), headers });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: (error as Error).message };
  }
}

const ordersOf = (journal: Journal) => journal.orders.length;

export async function diskFullScenario(options: ScenarioOptions): Promise<Figures> {
  const disk = mkdtempSync(path.join(os.tmpdir(), 'labmall-proof-disk-'));
  run('mount', ['-t', 'tmpfs', '-o', `size=${DISK}`, 'tmpfs', disk]);
  const store = await proofStore({ parentDir: disk });
  const fillers: string[] = [];
  const clear = () => {
    for (const name of spawnSync('ls', [disk], { encoding: 'utf8' }).stdout.split('\n'))
      if (name.startsWith('filler')) rmSync(path.join(disk, name), { force: true });
    fillers.length = 0;
  };
  try {
    prepare(store, '');
    await store.start();
    const people = await cast(store, options.buyers, 20);
    const [uploader] = people.buyers;
    if (!uploader) throw new Error('no buyers');
    options.log(`${options.buyers} buyers registered; DATA_DIR on a ${DISK} disk of its own`);
    const before = await upload(store, uploader);
    if (before.status !== 200) throw new Error(`an upload with room to spare answered ${before.status}`);
    const journal = newJournal();
    const load = startBuying(store, people, journal);
    const problems: string[] = [];
    for (let round = 1; round <= options.rounds; round++) {
      await pause(3000 + Math.random() * 3000);
      const ordersBefore = ordersOf(journal);
      fillers.push(fill(disk));
      await pause(FULL_MS / 2);
      const refused = await upload(store, uploader);
      if (refused.status !== 507 || !refused.body.includes('存储空间已满'))
        problems.push(
          `round ${round}: an upload on a full disk answered ${refused.status} ${refused.body.slice(0, 120)}`,
        );
      const during = ordersOf(journal);
      await pause(FULL_MS / 2);
      const atClear = ordersOf(journal);
      clear();
      const back = Date.now();
      while (ordersOf(journal) <= atClear && Date.now() - back < 60_000) await pause(200);
      const resumed = ordersOf(journal) > atClear;
      if (!resumed)
        problems.push(`round ${round}: orders did not go on within 60 s of the space coming back`);
      if (!store.running()) problems.push(`round ${round}: the store exited on a full disk`);
      options.log(
        `round ${round}: disk full ${FULL_MS / 1000} s after ${ordersBefore} orders (${during - ordersBefore} more taken before it filled); ` +
          `${atClear - during} while full; upload answered ${refused.status}; buying went on ${resumed ? `${Date.now() - back} ms` : 'never'} after the space came back`,
      );
    }
    await pause(2000);
    await load.finish();
    const stopped = await store.stop('SIGTERM');
    if (stopped.code !== 0) problems.push(`the store exited ${stopped.signal ?? stopped.code} on SIGTERM`);
    // Nothing corrupt: the data directory opens again and serves.
    await store.start();
    const after = await upload(store, uploader);
    if (after.status !== 200) problems.push(`after a restart an upload answered ${after.status}`);
    const last = await store.stop('SIGTERM');
    if (last.code !== 0) problems.push(`the store exited ${last.signal ?? last.code} on its last SIGTERM`);
    return await auditedFigures(
      journal,
      { dataDir: store.dataDir, databaseUrl: '' },
      {
        problems,
        fault: 'a full disk',
        notes: `${journal.orders.length} orders (${acknowledgedAs(journal, 'transfer')} transfers confirmed), ${journal.retries} retries, the data directory reopened`,
      },
    );
  } finally {
    await store.stop('SIGKILL');
    clear();
    store.dispose();
    spawnSync('umount', [disk]);
    rmSync(disk, { recursive: true, force: true });
  }
}
