// Catalogue search at scale: generates N synthetic SKUs (default 1,000,000), imports and indexes them
// into a fresh PGlite in a temp dir (and a fresh PostgreSQL database when DATABASE_URL is set), then
// times the exact SQL behind GET /product/list (searchProducts, as the route calls it)
// for a fixed query mix. Run with `npm run bench:search [-- --skus 100000 --runs 20]`.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { brands, products, productTypes, skus } from '../apps/api/src/catalogue/catalogue.schema.ts';
import { runCatalogueImport } from '../apps/api/src/catalogue/import/run-import.ts';
import { writeGeneratedCatalogueFile } from '../apps/api/src/catalogue/import/write-generated.ts';
import type { EngineContext } from '../apps/api/src/catalogue/search/context.ts';
import { searchList } from '../apps/api/src/catalogue/search/list.ts';
import { type Database, openDatabase } from '../apps/api/src/platform/db.ts';
import { machineFacts } from './lib/machine.ts';
import { createSampler, percentile, type QueryClass, queryMix } from './lib/search-queries.ts';
import { formatTable } from './lib/table.ts';

const TARGET = { p95: 20, zeroHitP95: 5, widenedZeroHitP95: 30, importSeconds: 120, peakGiB: 2.5 };

function args() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      skus: { type: 'string' },
      runs: { type: 'string' },
      seed: { type: 'string' },
      'pglite-only': { type: 'boolean' },
      data: { type: 'string' },
      'toast-target': { type: 'string' },
    },
    strict: true,
  });
  const int = (name: string, v: string | undefined, fallback: number) => {
    const n = v === undefined ? fallback : Number(v.replaceAll('_', ''));
    if (!Number.isSafeInteger(n) || n < 1)
      throw new Error(`--${name} must be a positive integer, got "${v}"`);
    return n;
  };
  return {
    skus: int('skus', values.skus, 1_000_000),
    runs: int('runs', values.runs, 20),
    seed: int('seed', values.seed, 1),
    pgliteOnly: values['pglite-only'] ?? false,
    /** Keep the PGlite database here, and reuse it when it is already there (to iterate on queries). */
    data: values.data,
    /**
     * An experiment, not the schema: `ALTER TABLE products SET (toast_tuple_target = N)` before the
     * import, which moves the search vector out of the heap row when the row is longer than N bytes.
     */
    toastTarget: values['toast-target'] === undefined ? null : int('toast-target', values['toast-target'], 0),
  };
}

class BenchFailure extends Error {}

const gib = (kib: number) => kib / 1024 / 1024;
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

/**
 * A skewed popularity, as sales would give: most products near 0, a few very popular (Zipf-like). The
 * import file has no such column (the store's own counters fill it), so for the bench the column's
 * default draws it while the rows go in; an UPDATE afterwards would rewrite every product and leave as
 * many dead rows behind (PGlite has no autovacuum).
 */
const SKEWED_POPULARITY = sql.raw('floor(1 / (random() + 0.0002))::int');

interface Measured {
  kind: string;
  /** Import, index build and analyze: what the import script does. */
  importMs: number;
  phases: { load: number; index: number; analyze: number; commit: number } | null;
  peakKiB: number;
  products: number;
  skus: number;
  classes: { name: string; zeroHit: boolean; widened: boolean; times: number[]; hits: number[] }[];
  baseline: number[];
}

async function runQueries(db: Database['db'], mix: QueryClass[], runs: number, sample: { cas: string[] }) {
  // The route's whole path (catalogue/search/list.ts searchList: exact, or widened, or nearest names), with the
  // brand and category lists read once, as the server's cache holds them.
  const brandRows = await db.select({ name: brands.name, nameEn: brands.nameEn }).from(brands);
  const typeRows = await db.select({ id: productTypes.id, name: productTypes.name }).from(productTypes);
  const ctx: EngineContext = {
    brandNames: async () => brandRows.flatMap((b) => [b.name, b.nameEn].map((n) => n.toLowerCase())),
    productTypes: async () => typeRows,
  };
  const search = async (keyword: string) => {
    const started = performance.now();
    const found = await searchList(
      db,
      { keyword, brandIds: [], sort: 'relevance', offset: 0, limit: 20 },
      ctx,
    );
    const list = { rows: found.rows, total: found.total };
    return { elapsed: performance.now() - started, list, facets: found.facets, search: found.search };
  };
  // Baseline: the cheapest read there is, a product by primary key, timed the same way.
  const baseline: number[] = [];
  for (let i = 0; i < runs * 4; i++) {
    const started = performance.now();
    await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.id} = ${1 + i}`);
    baseline.push(performance.now() - started);
  }
  const classes: Measured['classes'] = [];
  for (const c of mix) {
    const times: number[] = [];
    const hits: number[] = [];
    for (const keyword of c.queries) {
      const first = await search(keyword); // warm-up, and the functional check
      const n = first.list.total;
      if (c.expect === 'none' && n !== 0)
        throw new BenchFailure(`"${keyword}" should find nothing, found ${n}`);
      if (c.expect !== 'none' && n === 0) throw new BenchFailure(`"${keyword}" found nothing`);
      if (c.expect === 'first' && first.list.rows[0]?.cas !== keyword) {
        throw new BenchFailure(
          `"${keyword}": the first hit is ${first.list.rows[0]?.cas}, not the exact CAS`,
        );
      }
      hits.push(n);
      for (let r = 0; r < runs; r++) times.push((await search(keyword)).elapsed);
    }
    classes.push({
      name: c.name,
      zeroHit: c.zeroHit ?? false,
      widened: c.name.startsWith('w:'),
      times: times.sort((a, b) => a - b),
      hits,
    });
  }
  void sample;
  return { classes, baseline: baseline.sort((a, b) => a - b) };
}

async function measure(
  kind: 'pglite' | 'postgres',
  toastTarget: number | null,
  database: Database,
  csv: string,
  expected: number,
  mix: QueryClass[],
  runs: number,
  sample: { cas: string[] },
): Promise<Measured> {
  await database.migrate();
  console.error(`[${kind}] importing ${expected.toLocaleString('en-US')} SKUs …`);
  const started = performance.now();
  let lastProgress = started;
  await database.db.execute(
    sql`alter table ${products} alter column popularity set default ${SKEWED_POPULARITY}`,
  );
  if (toastTarget !== null) {
    await database.db.execute(sql.raw(`alter table products set (toast_tuple_target = ${toastTarget})`));
  }
  const report = await runCatalogueImport(database.db, csv, {
    onProgress: (rows) => {
      if (performance.now() - lastProgress < 10_000) return;
      lastProgress = performance.now();
      console.error(
        `[${kind}]   ${rows.toLocaleString('en-US')} rows, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    },
  });
  if (report.status !== 'applied' || report.result.skusCreated !== expected) {
    throw new BenchFailure(
      `import ${report.status}: ${JSON.stringify(report.result)} ${JSON.stringify(report.errors.slice(0, 5))}`,
    );
  }
  await database.db.execute(sql`alter table ${products} alter column popularity set default 0`);
  // The import builds the indexes of a first load and analyzes; its time is import + index.
  const importMs = report.elapsedMs;
  console.error(`[${kind}] imported and indexed in ${(importMs / 1000).toFixed(1)} s`);
  const peakKiB = process.resourceUsage().maxRSS;
  const queries = await measureQueries(kind, database, mix, runs, sample);
  return { ...queries, importMs, phases: report.phases, peakKiB };
}

async function measureQueries(
  kind: 'pglite' | 'postgres',
  database: Database,
  mix: QueryClass[],
  runs: number,
  sample: { cas: string[] },
): Promise<Omit<Measured, 'importMs' | 'phases' | 'peakKiB'>> {
  const [counts] = await database.db
    .select({
      products: sql<string | number>`(select count(*) from ${products})`,
      skus: sql<string | number>`(select count(*) from ${skus})`,
    })
    .from(sql`(select 1) one`);
  console.error(`[${kind}] querying …`);
  const { classes, baseline } = await runQueries(database.db, mix, runs, sample);
  return {
    kind,
    products: Number(counts!.products),
    skus: Number(counts!.skus),
    classes,
    baseline,
  };
}

function report(m: Measured, skusWanted: number) {
  const base = percentile(m.baseline, 50);
  const rows = m.classes.map((c) => {
    const p95 = percentile(c.times, 95);
    const target = c.zeroHit ? (c.widened ? TARGET.widenedZeroHitP95 : TARGET.zeroHitP95) : TARGET.p95;
    return [
      c.name,
      `${Math.min(...c.hits)}–${Math.max(...c.hits)}`,
      ms(percentile(c.times, 50)),
      ms(p95),
      ms(percentile(c.times, 99)),
      `${(percentile(c.times, 50) / base).toFixed(0)}×`,
      `≤ ${target}`,
      p95 <= target ? 'met' : 'MISSED',
    ];
  });
  console.log(
    `\n## ${m.kind}: ${m.products.toLocaleString('en-US')} products, ${m.skus.toLocaleString('en-US')} SKUs`,
  );
  console.log(
    formatTable(['query class', 'hits', 'p50 ms', 'p95 ms', 'p99 ms', 'p50/base', 'target p95', ''], rows),
  );
  console.log(`baseline (product by id): p50 ${ms(base)} ms, p95 ${ms(percentile(m.baseline, 95))} ms`);
  const total = m.importMs / 1000;
  const scaledTarget = TARGET.importSeconds * (skusWanted / 1_000_000);
  console.log(
    formatTable(
      ['load', 'value', 'target', ''],
      [
        ...(m.phases
          ? Object.entries(m.phases).map(([phase, t]) => [`  ${phase} (s)`, (t / 1000).toFixed(1), '', ''])
          : []),
        [
          'import + index (s)',
          total.toFixed(1),
          `≤ ${scaledTarget.toFixed(0)}${skusWanted === 1_000_000 ? '' : ' (scaled)'}`,
          total <= scaledTarget ? 'met' : 'MISSED',
        ],
        [
          `peak RSS (GiB${m.kind === 'postgres' ? ', client only' : ''})`,
          gib(m.peakKiB).toFixed(2),
          `≤ ${TARGET.peakGiB}`,
          gib(m.peakKiB) <= TARGET.peakGiB ? 'met' : 'MISSED',
        ],
        ...(m.importMs === 0 ? [['(database reused: nothing imported)', '', '', '']] : []),
      ],
    ),
  );
}

async function main() {
  const options = args();
  const facts = machineFacts();
  console.log(formatTable(['machine', ''], Object.entries(facts)));
  const dir = mkdtempSync(path.join(tmpdir(), 'labmall-bench-search-'));
  const csv = path.join(dir, 'catalogue.csv');
  try {
    let t = performance.now();
    const sampler = createSampler(options.skus);
    await writeGeneratedCatalogueFile(csv, options.skus, { seed: options.seed, onRecord: sampler.onRecord });
    console.error(
      `generated ${options.skus.toLocaleString('en-US')} SKUs (${(statSync(csv).size / 2 ** 20).toFixed(0)} MB) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const mix = queryMix(sampler);
    const results: Measured[] = [];

    const dataDir = options.data ? path.resolve(options.data) : path.join(dir, 'data');
    const reuse = existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
    const pglite = await openDatabase({ dataDir });
    try {
      results.push(
        reuse
          ? {
              ...(await measureQueries('pglite', pglite, mix, options.runs, sampler)),
              importMs: 0,
              phases: null,
              peakKiB: process.resourceUsage().maxRSS,
            }
          : await measure(
              'pglite',
              options.toastTarget,
              pglite,
              csv,
              options.skus,
              mix,
              options.runs,
              sampler,
            ),
      );
    } finally {
      await pglite.close();
    }
    report(results[0]!, options.skus);

    // The bench is not the store: DATABASE_URL here only names a server to create a scratch database on.
    const url = process.env.DATABASE_URL;
    if (url && !options.pgliteOnly) {
      const name = `labmall_bench_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const scratch = new URL(url);
      scratch.pathname = `/${name}`;
      const database = await openDatabase({ url: scratch.toString(), dataDir: '', poolSize: 4 });
      try {
        t = performance.now();
        results.push(
          await measure(
            'postgres',
            options.toastTarget,
            database,
            csv,
            options.skus,
            mix,
            options.runs,
            sampler,
          ),
        );
      } finally {
        await database.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
      report(results[1]!, options.skus);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof BenchFailure ? `FAILED: ${error.message}` : error);
  process.exitCode = 1;
}
