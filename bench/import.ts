// 导入 from the console (issue 34): a generated N-row sheet uploaded, dry-run and applied through the
// API calls the console page makes, while wrk loads two visitor pages; a baseline of the same load with
// no import, in the same run, gives the ratio. Run with `npm run bench:import [-- --rows 100000]`
// (needs wrk and taskset); with DATABASE_URL=postgres://… the store runs on a scratch database there.
//
// The store (as `npm start` runs it: production build, demo data, the pg-boss job) is pinned to CPU 0,
// wrk to CPU 1. Each phase (upload, 试运行, 应用) is timed from its first call to the state the page
// waits for, polling the import's progress each second as the page does; wrk runs for exactly that
// phase and is stopped with it. The store's RSS is sampled throughout.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_PART_BYTES,
} from '@labmall/contract/catalogue-import-limits';
import { QUICK_SHEET_CHUNK_CHARS } from '@labmall/contract/quick-limits';
import { machineFacts } from './lib/machine.ts';
import { scratchDatabase } from './lib/scratch-database.ts';
import { prepareStore, staffSession } from './lib/staff.ts';
import { callStore, ensureBuild, fail, rssBytes, type Store, startStore } from './lib/store-process.ts';
import { formatTable } from './lib/table.ts';
import { missingTools, type RunningWrk, startWrk, type WrkResult, wrkVersion } from './lib/wrk.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SERVER_CPU = '0';
const LOAD_CPU = '1';
const OPERATOR = { username: 'bench-import', password: 'bench-import-password' };
const MB = 1024 * 1024;

interface Options {
  rows: number;
  /** Seconds of the idle (baseline) load. */
  duration: number;
  /** wrk connections per visitor page. */
  connections: number;
}

function options(): Options {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      rows: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
    },
    strict: true,
  });
  const count = (name: string, value: string | undefined, fallback: number) => {
    const n = Number((value ?? String(fallback)).replaceAll('_', ''));
    if (!Number.isSafeInteger(n) || n < 1) fail(`--${name} must be a positive integer, got "${value}"`);
    return n;
  };
  return {
    rows: count('rows', values.rows, 1_000_000),
    duration: count('duration', values.duration, 20),
    connections: count('connections', values.connections, 4),
  };
}

interface Phase {
  name: string;
  seconds: number;
  rows: number;
  bytes: number;
  pages: Record<string, WrkResult>;
}

type Import = {
  status: string;
  rows_total: number;
  rows_read: number;
  rows_written: number;
  rows_failed: number;
  products_new: number;
  message: string;
};

/** The visitor pages wrk loads: the list and the first listed product's item page, checked first. */
async function visitorPages(store: Store): Promise<Record<string, string>> {
  const list = (await callStore(store, 'GET', '/product/list', {})).obj as { list: { id: number }[] };
  const first = list.list[0];
  if (!first) fail('the demo catalogue lists no product');
  const pages = { '/list': '/list', '/item/{id}': `/item/${first.id}` };
  for (const page of Object.values(pages)) {
    const response = await fetch(`${store.url}${page}`, { redirect: 'manual' });
    if (response.status !== 200) fail(`${page} answered ${response.status}`);
  }
  return pages;
}

/** wrk on every visitor page at once, for as long as `work` lasts. */
async function underLoad<T>(
  store: Store,
  pages: Record<string, string>,
  connections: number,
  work: () => Promise<T>,
): Promise<{ value: T; pages: Record<string, WrkResult> }> {
  const running: [string, RunningWrk][] = Object.entries(pages).map(([name, page]) => [
    name,
    startWrk(`${store.url}${page}`, { cpu: LOAD_CPU, connections }),
  ]);
  const outcome = await work().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  const results = await Promise.all(running.map(async ([name, wrk]) => [name, await wrk.stop()] as const));
  if ('error' in outcome) throw outcome.error;
  // A request unanswered within wrk's 10 s is a finding (the import held the store that long), not a failure.
  const problems = results.filter(([, r]) => r.non2xx > 0 || r.errors > r.timeouts);
  if (problems.length > 0)
    fail(problems.map(([n, r]) => `${n}: ${r.non2xx} non-2xx, ${r.errors} socket errors`).join('; '));
  return { value: outcome.value, pages: Object.fromEntries(results) };
}

/** A phase's figures as soon as it ends: a long run stopped later still leaves them. */
function phaseLine(p: Phase): string {
  const pages = Object.entries(p.pages)
    .map(([n, r]) => `${n} p50 ${ms(r.p50)} ms p99 ${ms(r.p99)} ms ${int(r.rps)} req/s ${r.timeouts} > 10 s`)
    .join('; ');
  return `${p.seconds.toFixed(1)} s${p.rows ? `, ${int(p.rows / p.seconds)} rows/s` : ''}; ${pages}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The file in parts as catalogue-import-upload.ts sends it: 384 KB, base64 in 8,000-character pieces. */
async function upload(store: Store, session: string, file: string): Promise<number> {
  const { id } = (
    await callStore(store, 'POST', '/admin/catalogue/imports', { file_name: path.basename(file) }, session)
  ).obj as { id: number };
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(CATALOGUE_IMPORT_PART_BYTES);
  try {
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      const base64 = buffer.subarray(0, read).toString('base64');
      const content: string[] = [];
      for (let i = 0; i < base64.length; i += QUICK_SHEET_CHUNK_CHARS)
        content.push(base64.slice(i, i + QUICK_SHEET_CHUNK_CHARS));
      await callStore(store, 'POST', '/admin/catalogue/imports/part', { id, content }, session);
    }
  } finally {
    closeSync(fd);
  }
  return id;
}

/** Polls the import each second, as the page does, until it leaves `running`. */
async function waitWhile(store: Store, session: string, id: number, running: string): Promise<Import> {
  for (;;) {
    await sleep(1000);
    const row = (await callStore(store, 'GET', '/admin/catalogue/imports/detail', { id }, session))
      .obj as Import;
    if (row.status !== running) return row;
  }
}

function generateSheet(rows: number): { file: string; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'labmall-bench-import-'));
  const file = path.join(dir, `catalogue-${rows}.csv`);
  const made = spawnSync(
    process.execPath,
    ['apps/api/src/scripts/catalogue-generate.ts', '--skus', String(rows), '--out', file, '--seed', '7'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (made.status !== 0) fail('npm run catalog:generate failed');
  return { file, dir };
}

const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const int = (x: number) => Math.round(x).toLocaleString('en-US');

async function measure(label: string, databaseUrl: string, opts: Options, file: string) {
  console.log(`— store on ${label}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labmall-bench-store-'));
  prepareStore(dataDir, databaseUrl, OPERATOR);
  const store = await startStore({ cpu: SERVER_CPU, env: { DATABASE_URL: databaseUrl }, dataDir });
  const bytes = statSync(file).size;
  try {
    const session = await staffSession(store, OPERATOR);
    const pages = await visitorPages(store);
    await sleep(2000);
    const idleRss = rssBytes(store.pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssBytes(store.pid));
    }, 250);
    const phases: Phase[] = [];
    try {
      process.stdout.write('  visitor load, no import … ');
      // Thrown away, as its figures: a wrk stopped this soon on a busy machine may not have printed any.
      await underLoad(store, pages, opts.connections, () => sleep(2000)).catch(() => undefined);
      const idle = await underLoad(store, pages, opts.connections, () => sleep(opts.duration * 1000));
      phases.push({ name: 'no import', seconds: opts.duration, rows: 0, bytes: 0, pages: idle.pages });
      console.log(phaseLine(phases.at(-1)!));

      process.stdout.write('  upload … ');
      let started = performance.now();
      const sent = await underLoad(store, pages, opts.connections, () => upload(store, session, file));
      const id = sent.value;
      phases.push({
        name: 'upload',
        seconds: (performance.now() - started) / 1000,
        rows: opts.rows,
        bytes,
        pages: sent.pages,
      });
      console.log(phaseLine(phases.at(-1)!));

      process.stdout.write('  试运行 (dry run) … ');
      started = performance.now();
      const checked = await underLoad(store, pages, opts.connections, async () => {
        await callStore(store, 'POST', '/admin/catalogue/imports/check', { id }, session);
        return waitWhile(store, session, id, 'checking');
      });
      const check = checked.value;
      if (check.status !== 'checked') fail(`the dry run ended ${check.status}: ${check.message}`);
      if (check.rows_total !== opts.rows || check.rows_failed !== 0)
        fail(`the dry run read ${check.rows_total} rows, ${check.rows_failed} bad, of ${opts.rows}`);
      phases.push({
        name: '试运行 (dry run)',
        seconds: (performance.now() - started) / 1000,
        rows: check.rows_total,
        bytes,
        pages: checked.pages,
      });
      console.log(`${int(check.products_new)} products new; ${phaseLine(phases.at(-1)!)}`);

      process.stdout.write('  应用 (apply) … ');
      started = performance.now();
      const applied = await underLoad(store, pages, opts.connections, async () => {
        await callStore(store, 'POST', '/admin/catalogue/imports/apply', { id }, session);
        return waitWhile(store, session, id, 'applying');
      });
      const done = applied.value;
      if (done.status !== 'applied') fail(`the apply ended ${done.status}: ${done.message}`);
      if (done.rows_written !== opts.rows || done.products_new !== check.products_new)
        fail(
          `the apply wrote ${done.rows_written} rows and ${done.products_new} new products;` +
            ` the dry run said ${opts.rows} and ${check.products_new}`,
        );
      phases.push({
        name: '应用 (apply)',
        seconds: (performance.now() - started) / 1000,
        rows: done.rows_written,
        bytes,
        pages: applied.pages,
      });
      console.log(phaseLine(phases.at(-1)!));
    } finally {
      clearInterval(sampler);
    }
    for (const page of Object.values(pages)) {
      const response = await fetch(`${store.url}${page}`, { redirect: 'manual' });
      if (response.status !== 200) fail(`${page} answered ${response.status} after the import`);
    }
    return { label, phases, idleRss, peakRss };
  } finally {
    await store.stop();
  }
}

function report(run: Awaited<ReturnType<typeof measure>>, opts: Options) {
  console.log('');
  console.log(`Store on ${run.label}: RSS at rest ${mb(run.idleRss)}, peak ${mb(run.peakRss)}`);
  const idle = run.phases[0]!;
  const names = Object.keys(idle.pages);
  const header = ['phase', 's', 'rows/s', 'MB/s'];
  for (const n of names) header.push(`${n} req/s`, 'p50 ms', 'p99 ms', 'p99 ÷ idle', '> 10 s');
  const rows = run.phases.map((p) => {
    const cells = [
      p.name,
      p.seconds.toFixed(1),
      p.rows ? int(p.rows / p.seconds) : '',
      p.bytes ? (p.bytes / MB / p.seconds).toFixed(2) : '',
    ];
    for (const n of names) {
      const r = p.pages[n]!;
      cells.push(
        int(r.rps),
        ms(r.p50),
        ms(r.p99),
        `${(r.p99 / idle.pages[n]!.p99).toFixed(1)}×`,
        String(r.timeouts),
      );
    }
    return cells;
  });
  console.log(formatTable(header, rows));
  const all = run.phases.slice(1).reduce((s, p) => s + p.seconds, 0);
  console.log(
    `${int(opts.rows)} rows from upload to applied in ${all.toFixed(1)} s: ${int(opts.rows / all)} rows/s end to end`,
  );
}

async function main() {
  const opts = options();
  const missing = missingTools();
  if (missing.length > 0) fail(missing.join('; '));
  if (os.availableParallelism() < 2) fail('needs 2 CPUs (server on CPU 0, wrk on CPU 1)');
  ensureBuild();

  console.log('bench:import — 导入 from the console (upload, 试运行, 应用) while wrk loads visitor pages');
  for (const [key, value] of Object.entries(machineFacts())) console.log(`  ${key.padEnd(8)} ${value}`);
  console.log(
    `  load     wrk ${wrkVersion()} on CPU ${LOAD_CPU}, one per page, 1 thread, ${opts.connections} connections each;` +
      ` store on CPU ${SERVER_CPU}; idle baseline ${opts.duration} s`,
  );
  const sheet = generateSheet(opts.rows);
  try {
    const bytes = statSync(sheet.file).size;
    console.log(
      `  sheet    ${int(opts.rows)} rows, ${(bytes / MB).toFixed(1)} MB (${(bytes / opts.rows).toFixed(0)} bytes a row);` +
        ` the console takes ${CATALOGUE_IMPORT_MAX_BYTES / MB} MB`,
    );
    if (bytes > CATALOGUE_IMPORT_MAX_BYTES)
      fail(
        `the sheet is larger than the console's limit: try --rows ${Math.floor((CATALOGUE_IMPORT_MAX_BYTES / bytes) * opts.rows)}`,
      );
    console.log('');
    const base = process.env.DATABASE_URL;
    if (base) {
      const scratch = await scratchDatabase(base, 'bench_import');
      try {
        report(await measure('PostgreSQL (scratch database)', scratch.url, opts, sheet.file), opts);
      } finally {
        await scratch.drop();
      }
    } else report(await measure('PGlite (embedded)', '', opts, sheet.file), opts);
  } finally {
    rmSync(sheet.dir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:import FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
