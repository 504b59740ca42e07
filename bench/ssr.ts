// Server-rendered pages for a visitor and for a logged-in member, against a Fastify hello-world, in one run.
// Run with `npm run bench:ssr [-- --connections 10 --duration 10 --warmup 2]` (needs wrk and taskset);
// with DATABASE_URL=postgres://… the store is measured a second time on a scratch PostgreSQL database.
//
// Each server (hello-world, then the store as `npm start` runs it: production build, demo data) runs
// pinned to CPU 0, one after the other; wrk runs pinned to CPU 1. The store's resident memory is read
// from /proc at rest (after start and a few requests) and at its peak under the load.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { displayYuan } from '@labmall/rules';
import { parseLoadArgs } from './lib/args.ts';
import type { LoadOptions } from './lib/load.ts';
import { machineFacts } from './lib/machine.ts';
import { scratchDatabase } from './lib/scratch-database.ts';
import { startServer } from './lib/serve.ts';
import {
  callStore,
  ensureBuild,
  fail,
  memberSession,
  rssBytes,
  type Store,
  startStore,
} from './lib/store-process.ts';
import { formatTable } from './lib/table.ts';
import { loadWithWrk, missingTools, type WrkResult, wrkVersion } from './lib/wrk.ts';

const SERVER_CPU = '0';
const LOAD_CPU = '1';
const PHONE = '13700000002';
const KEYWORD = '乙腈';
/** Issue 25's targets: visitor pages ≥ 10% of hello-world with p99 ≤ 20 ms; member pages ≥ 1%, p99 ≤ 100 ms. */
const TARGETS = { visitor: { share: 0.1, p99: 20 }, member: { share: 0.01, p99: 100 } };

interface Row {
  name: string;
  who: 'visitor' | 'member';
  path: string;
  /** Whether the row counts against a target (issue 25 names `/`, `/list?keyword=` and `/item/{id}`). */
  target: boolean;
  result?: WrkResult;
}

interface StoreRun {
  label: string;
  rows: Row[];
  idleRss: number;
  peakRss: number;
}

/** A page as wrk reads it; fails unless it is the page the row claims to measure. */
async function checkPage(store: Store, row: Row, cookie: string | undefined, prices: string[]) {
  const response = await fetch(`${store.url}${row.path}`, {
    headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  const html = await response.text();
  if (response.status !== 200) fail(`${row.name}: ${row.path} answered ${response.status}`);
  if (row.path.startsWith('/item/')) {
    const loginPrice = html.includes('lm-price--login');
    if (row.who === 'visitor' && !loginPrice) fail(`${row.name}: a visitor's item page shows no 登录询价`);
    if (row.who === 'member') {
      if (loginPrice) fail(`${row.name}: a member's item page shows 登录询价`);
      if (!prices.some((p) => html.includes(`class="lm-price">${displayYuan(p)}<`))) {
        fail(`${row.name}: a member's item page shows none of the prices ${prices.join(', ')}`);
      }
    }
  }
  if (row.who === 'visitor') {
    for (const p of prices) {
      if (html.includes(`class="lm-price">${displayYuan(p)}<`)) fail(`${row.name}: a visitor sees ${p}`);
    }
  }
  const headerBytes = [...response.headers].reduce((sum, [k, v]) => sum + k.length + v.length + 4, 17);
  return Buffer.byteLength(html) + headerBytes;
}

async function pickProduct(store: Store, session: string) {
  type List = { list: { id: number; min_price?: string | null }[] };
  const found = await callStore(store, 'GET', '/product/list', { keyword: KEYWORD }, session);
  let first = (found.obj as List).list.find((p) => p.min_price);
  if (!first) {
    // The keyword's hits may all be 询价 products: the first priced product of the whole list then.
    const all = await callStore(store, 'GET', '/product/list', {}, session);
    first = (all.obj as List).list.find((p) => p.min_price);
  }
  if (!first) fail('no product of the first list page has a member price');
  const detail = await callStore(store, 'GET', '/product/detail', { id: first.id }, session);
  const product = detail.obj as { id: number; skus: { price?: string }[] };
  return { id: product.id, prices: product.skus.map((s) => s.price).filter((p): p is string => !!p) };
}

async function measureStore(label: string, env: Record<string, string>, options: LoadOptions) {
  console.log(`— store on ${label}`);
  const store = await startStore({ cpu: SERVER_CPU, env });
  try {
    const session = await memberSession(store, PHONE);
    const product = await pickProduct(store, session);
    const cookie = `session=${session}`;
    const paths = ['/', '/list', `/list?keyword=${encodeURIComponent(KEYWORD)}`, `/item/${product.id}`];
    const rows: Row[] = [];
    for (const who of ['visitor', 'member'] as const) {
      for (const p of paths) {
        const shown = decodeURIComponent(p);
        const target = who === 'visitor' ? p !== '/list' : p.startsWith('/item/') || p.includes('keyword');
        rows.push({ name: `${who} ${shown}`, who, path: p, target });
      }
    }
    const sizes = new Map<Row, number>();
    for (const row of rows) {
      sizes.set(row, await checkPage(store, row, row.who === 'member' ? cookie : undefined, product.prices));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleRss = rssBytes(store.pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssBytes(store.pid));
    }, 250);
    try {
      for (const row of rows) {
        process.stdout.write(`  loading ${row.name} … `);
        row.result = await loadWithWrk(`${store.url}${row.path}`, {
          ...options,
          cpu: LOAD_CPU,
          headers: row.who === 'member' ? [`Cookie: ${cookie}`] : [],
        });
        console.log(`${Math.round(row.result.rps)} req/s`);
      }
    } finally {
      clearInterval(sampler);
    }
    const problems: string[] = [];
    for (const row of rows) {
      const r = row.result!;
      if (r.non2xx > 0 || r.errors > 0) problems.push(`${row.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      if (r.bytes / r.requests < (sizes.get(row) ?? 0) * 0.8)
        problems.push(`${row.name}: responses too small`);
      await checkPage(store, row, row.who === 'member' ? cookie : undefined, product.prices);
    }
    if (problems.length > 0) fail(`failures during measured runs: ${problems.join('; ')}`);
    return { label, rows, idleRss, peakRss } satisfies StoreRun;
  } finally {
    await store.stop();
  }
}

const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

function report(hello: WrkResult, run: StoreRun) {
  console.log('');
  console.log(`Store on ${run.label}: RSS at rest ${mb(run.idleRss)}, peak under load ${mb(run.peakRss)}`);
  const rows = run.rows.map((row) => {
    const r = row.result!;
    const share = r.rps / hello.rps;
    const t = TARGETS[row.who];
    const met = row.target ? (share >= t.share && r.p99 <= t.p99 ? 'yes' : 'no') : '';
    return [
      row.name,
      Math.round(r.rps).toLocaleString('en-US'),
      ms(r.p50),
      ms(r.p99),
      (r.bytes / r.requests / 1000).toFixed(1),
      `${(share * 100).toFixed(2)}%`,
      met,
    ];
  });
  console.log(formatTable(['', 'req/s', 'p50 ms', 'p99 ms', 'KB/resp', '÷ hello', 'target met'], rows));
}

async function main() {
  const options = parseLoadArgs(process.argv.slice(2));
  const missing = missingTools();
  if (missing.length > 0) fail(missing.join('; '));
  if (os.availableParallelism() < 2) fail('needs 2 CPUs (server on CPU 0, wrk on CPU 1)');
  ensureBuild();

  console.log('bench:ssr — store pages (visitor and member) vs Fastify hello-world (loopback, one run)');
  for (const [key, value] of Object.entries(machineFacts())) console.log(`  ${key.padEnd(8)} ${value}`);
  console.log(
    `  load     wrk ${wrkVersion()} on CPU ${LOAD_CPU}, 1 thread, ${options.connections} connections,` +
      ` ${options.warmup} s warm-up + ${options.duration} s measured per row; servers on CPU ${SERVER_CPU}`,
  );
  console.log('');

  const helloServer = await startServer(
    new URL('./lib/hello-server.ts', import.meta.url),
    {},
    { cpus: SERVER_CPU },
  );
  let hello: WrkResult;
  try {
    process.stdout.write('— hello-world GET / … ');
    hello = await loadWithWrk(`${helloServer.url}/`, { ...options, cpu: LOAD_CPU });
    console.log(`${Math.round(hello.rps)} req/s, p50 ${ms(hello.p50)} ms, p99 ${ms(hello.p99)} ms`);
  } finally {
    await helloServer.stop();
  }

  // The store's own settings (PAGE_CACHE_…, REDIS_URL) come from the environment; DATABASE_URL is
  // the optional second run's, never the first's.
  const runs: StoreRun[] = [await measureStore('PGlite (embedded)', { DATABASE_URL: '' }, options)];
  const base = process.env.DATABASE_URL;
  if (base) {
    const scratch = await scratchDatabase(base, 'labmall_bench_ssr');
    try {
      // The server seeds only an embedded database it has just created: seed this one as `npm run db:seed` does.
      const seeded = spawnSync(process.execPath, ['apps/api/src/scripts/db-seed.ts'], {
        cwd: new URL('../', import.meta.url),
        env: { ...process.env, DATABASE_URL: scratch.url, LOG_LEVEL: 'error' },
        stdio: 'inherit',
      });
      if (seeded.status !== 0) fail('seeding the scratch PostgreSQL database failed');
      runs.push(await measureStore('PostgreSQL (scratch database)', { DATABASE_URL: scratch.url }, options));
    } finally {
      await scratch.drop();
    }
  }
  console.log('');
  console.log(
    `hello-world: ${Math.round(hello.rps).toLocaleString('en-US')} req/s, p50 ${ms(hello.p50)} ms, p99 ${ms(hello.p99)} ms`,
  );
  for (const run of runs) report(hello, run);
  console.log('');
  console.log(
    'Targets (issue 25): visitor /, /list?keyword=, /item/{id} ≥ 10% of hello-world and p99 ≤ 20 ms;' +
      ' member /list?keyword=, /item/{id} ≥ 1% and p99 ≤ 100 ms; PGlite RSS ≤ 450 MB at rest, ≤ 600 MB under load.',
  );
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:ssr FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
