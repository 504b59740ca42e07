// A logged-in member's server-rendered product page, against a Fastify hello-world in the same run.
// Run with `npm run bench:page [-- --connections 10 --duration 10 --warmup 2]` (needs wrk and taskset).
//
// The store is the production server itself (apps/api/src/server.ts, NODE_ENV=production, the storefront
// build, embedded PGlite in a temporary DATA_DIR seeded with the demo data on first start), pinned to
// CPU 0; wrk runs pinned to CPU 1, so the load generator never takes the server's core.
import os from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { displayYuan } from '@labmall/rules';
import { parseLoadArgs } from './lib/args.ts';
import type { LoadOptions } from './lib/load.ts';
import { machineFacts } from './lib/machine.ts';
import { type RunningServer, startServer } from './lib/serve.ts';
import {
  callStore,
  ensureBuild,
  fail,
  memberSession as registerMember,
  type Store,
  startStore,
} from './lib/store-process.ts';
import { formatTable } from './lib/table.ts';
import { loadWithWrk, missingTools, type WrkResult, wrkVersion } from './lib/wrk.ts';

const SERVER_CPU = '0';
const LOAD_CPU = '1';
/** A member's phone number; the database is new on every run. */
const PHONE = '13700000001';

const memberSession = (store: Store) => registerMember(store, PHONE);

interface Product {
  id: number;
  name: string;
  prices: string[];
}

/** The first product of the demo catalogue's list, in the order a member sees it, that has a price. */
async function pickProduct(store: Store, session: string): Promise<Product> {
  const { obj } = await callStore(store, 'GET', '/product/list', {}, session);
  const list = (obj as { list: { id: number; min_price?: string | null }[] }).list;
  const first = list.find((p) => p.min_price);
  if (!first) fail(`none of the ${list.length} products of the first list page has a member price`);
  const detail = await callStore(store, 'GET', '/product/detail', { id: first.id }, session);
  const product = detail.obj as { id: number; name: string; skus: { price?: string }[] };
  const prices = product.skus.map((s) => s.price).filter((p): p is string => !!p);
  if (prices.length === 0) fail(`product ${product.id} has no SKU price for a member`);
  return { id: product.id, name: product.name, prices };
}

/**
 * Fails unless the page is a member's: 200, no redirect, a member price from the API shown in the SKU
 * table, no 登录询价 link. Returns the response's size, headers included, as wrk reads it (no gzip).
 */
async function checkMemberPage(url: string, cookie: string, product: Product): Promise<number> {
  const response = await fetch(url, {
    headers: { cookie, 'accept-encoding': 'identity' },
    redirect: 'manual',
  });
  const html = await response.text();
  if (response.status !== 200) {
    fail(`${url} answered ${response.status} ${response.headers.get('location') ?? ''}`);
  }
  if (html.includes('lm-price--login')) fail(`${url} shows 登录询价: the session is not a member's`);
  const shown = product.prices.filter((price) => html.includes(`class="lm-price">${displayYuan(price)}<`));
  if (shown.length === 0) {
    fail(`${url} shows none of the member prices ${product.prices.map(displayYuan).join(', ')}`);
  }
  const headerBytes = [...response.headers].reduce((sum, [k, v]) => sum + k.length + v.length + 4, 17);
  return Buffer.byteLength(html) + headerBytes;
}

async function checkHello(url: string) {
  const response = await fetch(url);
  const body = await response.json();
  if (response.status !== 200 || !isDeepStrictEqual(body, { hello: 'world' })) {
    fail(`hello-world answered ${response.status} ${JSON.stringify(body)}`);
  }
}

async function measure(
  name: string,
  url: string,
  options: LoadOptions,
  headers: string[] = [],
): Promise<WrkResult> {
  process.stdout.write(`loading ${name} (${options.warmup} s warm-up + ${options.duration} s) … `);
  const result = await loadWithWrk(url, { ...options, cpu: LOAD_CPU, headers });
  console.log(`${Math.round(result.rps)} req/s`);
  return result;
}

const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));

function report(a: WrkResult, b: WrkResult, itemPath: string) {
  const row = (name: string, r: WrkResult) => [
    name,
    Math.round(r.rps).toLocaleString('en-US'),
    ms(r.p99),
    (r.bytes / r.requests / 1000).toFixed(1),
    String(r.non2xx),
    String(r.errors),
  ];
  console.log(
    formatTable(
      ['', 'req/s', 'p99 ms', 'KB/resp', 'non-2xx', 'errors'],
      [row('a. hello-world GET /', a), row(`b. member GET ${itemPath}`, b)],
    ),
  );
  console.log('');
  console.log(`member item page ÷ hello-world  b/a = ${((b.rps / a.rps) * 100).toFixed(2)}%`);
  const perRequest = (r: WrkResult) => 1e6 / r.rps;
  console.log(
    `per request (1/rps, µs): a ${perRequest(a).toFixed(0)}, b ${perRequest(b).toFixed(0)};` +
      ` the page costs ≈ ${(perRequest(b) - perRequest(a)).toFixed(0)} µs more than hello-world`,
  );
}

async function main() {
  const options = parseLoadArgs(process.argv.slice(2));
  const missing = missingTools();
  if (missing.length > 0) fail(missing.join('; '));
  if (os.availableParallelism() < 2) {
    fail(`needs 2 CPUs (server on CPU ${SERVER_CPU}, wrk on CPU ${LOAD_CPU}); this machine has 1`);
  }
  ensureBuild();

  console.log(
    'bench:page — a member’s server-rendered /item/{id} vs Fastify hello-world (loopback, one run)',
  );
  for (const [key, value] of Object.entries(machineFacts())) console.log(`  ${key.padEnd(8)} ${value}`);
  console.log(
    `  load     wrk ${wrkVersion()} on CPU ${LOAD_CPU}, 1 thread, ${options.connections} connections,` +
      ` ${options.warmup} s warm-up + ${options.duration} s measured per row; servers on CPU ${SERVER_CPU}`,
  );
  console.log('');

  const servers: RunningServer[] = [];
  try {
    // One at a time, so a failed start never leaves the other child behind.
    const hello = await startServer(
      new URL('./lib/hello-server.ts', import.meta.url),
      {},
      { cpus: SERVER_CPU },
    );
    servers.push(hello);
    const store = await startStore({ cpu: SERVER_CPU });
    servers.push(store);

    const session = await memberSession(store);
    const product = await pickProduct(store, session);
    const itemPath = `/item/${product.id}`;
    const cookie = `session=${session}`;
    const urls = { hello: `${hello.url}/`, item: `${store.url}${itemPath}` };
    await checkHello(urls.hello);
    const pageBytes = await checkMemberPage(urls.item, cookie, product);
    console.log(
      `verified: ${itemPath} (${product.name}) answers 200 to a member’s session cookie with member prices` +
        ` (${product.prices.map(displayYuan).join(', ')}), ${(pageBytes / 1000).toFixed(1)} KB uncompressed.`,
    );
    console.log('');

    const a = await measure('a. hello-world', urls.hello, options);
    const b = await measure(`b. member ${itemPath}`, urls.item, options, [`Cookie: ${cookie}`]);
    console.log('');
    report(a, b, itemPath);

    // wrk counts only 4xx and 5xx as failures; a redirect (to /login, to an error page) would be a
    // small answer instead of the page, so the average response must stay near the page's size.
    const problems: string[] = [];
    for (const [name, r] of Object.entries({ a, b })) {
      if (r.non2xx > 0 || r.errors > 0)
        problems.push(`${name}: ${r.non2xx} non-2xx/3xx, ${r.errors} socket errors`);
    }
    if (b.bytes / b.requests < pageBytes * 0.8) {
      problems.push(
        `b: ${(b.bytes / b.requests / 1000).toFixed(1)} KB per response against the page's ${(pageBytes / 1000).toFixed(1)} KB (redirects?)`,
      );
    }
    await checkMemberPage(urls.item, cookie, product);
    if (problems.length > 0) fail(`failures during measured runs: ${problems.join('; ')}`);
    console.log('');
    console.log('verified after the load: the page still answers a member; no non-2xx, no socket errors.');
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:page FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
