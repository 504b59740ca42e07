// The cost of the encrypted transport, against a Fastify hello-world measured in the same run.
// Run with `npm run bench:api [-- --connections 10 --duration 10 --warmup 2]` (needs wrk and taskset):
// both servers pinned to CPU 0, wrk pinned to CPU 1, so the load generator never takes the servers' core.
import { isDeepStrictEqual } from 'node:util';
import {
  Code,
  createTransport,
  generateCipherKey,
  generateSignSecret,
  REPLAY_WINDOW_MS,
  type Transport,
} from '@labmall/protocol';
import { parseLoadArgs } from './lib/args.ts';
import type { LoadOptions, LoadResult } from './lib/load.ts';
import { machineFacts } from './lib/machine.ts';
import { type RunningServer, startServer } from './lib/serve.ts';
import { formatTable } from './lib/table.ts';
import { loadWithWrk, missingTools, wrkVersion } from './lib/wrk.ts';

const SERVER_CPU = '0';
const LOAD_CPU = '1';

const TRANSPORT_PATH = '/api/sys/config';
const PLAIN_PATH = '/bench/sys-config-plain';
const TARGET_SHARE_OF_BASELINE = 0.4;
const TARGET_CRYPTO_COST = 0.1;

/** One GET sealed up front and replayed for a whole run: GET signs are not replay-checked. */
async function sealedUrl(transport: Transport, base: string): Promise<string> {
  const sealed = await transport.seal('GET', TRANSPORT_PATH, {});
  const query = new URLSearchParams(Object.entries(sealed).map(([k, v]) => [k, String(v)]));
  return `${base}${TRANSPORT_PATH}?${query}`;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (response.status !== 200) {
    throw new Error(`GET ${url}: HTTP ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** Fails loudly unless all three URLs answer what the bench claims to measure. */
async function verify(transport: Transport, urls: { hello: string; transport: string; plain: string }) {
  const hello = await getJson(urls.hello);
  if (!isDeepStrictEqual(hello, { hello: 'world' })) {
    throw new Error(`hello-world answered ${JSON.stringify(hello)}`);
  }

  const envelope = await transport.openResponse(await getJson(urls.transport));
  if (envelope.code !== Code.OK) {
    throw new Error(`${TRANSPORT_PATH} answered code ${envelope.code}: ${envelope.message}`);
  }

  const plain = (await getJson(urls.plain)) as { code?: unknown; obj?: unknown };
  if (plain.code !== Code.OK) throw new Error(`${PLAIN_PATH} answered code ${String(plain.code)}`);
  if (!isDeepStrictEqual(plain.obj, envelope.obj)) {
    throw new Error(`${PLAIN_PATH} and ${TRANSPORT_PATH} answered different objs`);
  }
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

function report(results: { a: LoadResult; b: LoadResult; c: LoadResult }) {
  const { a, b, c } = results;
  const row = (name: string, r: LoadResult) => [
    name,
    Math.round(r.rps).toLocaleString('en-US'),
    r.p99.toFixed(2),
    String(r.non2xx),
    String(r.errors),
  ];
  console.log(
    formatTable(
      ['', 'req/s', 'p99 ms', 'non-2xx', 'errors'],
      [
        row('a. hello-world GET /', a),
        row(`b. GET ${TRANSPORT_PATH} (transport)`, b),
        row(`c. same handler, no transport`, c),
      ],
    ),
  );
  const share = b.rps / a.rps;
  const cryptoCost = 1 - b.rps / c.rps;
  console.log('');
  console.log(
    `transport route ÷ hello-world  b/a     = ${percent(share)}  (target ≥ ${percent(TARGET_SHARE_OF_BASELINE)}: ${verdict(share >= TARGET_SHARE_OF_BASELINE)})`,
  );
  console.log(
    `crypto cost                   1 − b/c = ${percent(cryptoCost)}  (target ≤ ${percent(TARGET_CRYPTO_COST)}: ${verdict(cryptoCost <= TARGET_CRYPTO_COST)})`,
  );
  const perRequest = (r: LoadResult) => 1e6 / r.rps;
  console.log(
    `per request (1/rps, µs): a ${perRequest(a).toFixed(0)}, b ${perRequest(b).toFixed(0)}, c ${perRequest(c).toFixed(0)};` +
      ` transport adds ≈ ${(perRequest(b) - perRequest(c)).toFixed(0)} µs, the handler ≈ ${(perRequest(c) - perRequest(a)).toFixed(0)} µs over hello-world`,
  );
}

async function measure(name: string, url: string, options: LoadOptions): Promise<LoadResult> {
  process.stdout.write(`loading ${name} (${options.warmup} s warm-up + ${options.duration} s) … `);
  const result = await loadWithWrk(url, { ...options, cpu: LOAD_CPU });
  console.log(`${Math.round(result.rps)} req/s`);
  return result;
}

async function main() {
  const options = parseLoadArgs(process.argv.slice(2));
  if ((options.warmup + options.duration) * 1000 > REPLAY_WINDOW_MS - 30_000) {
    throw new Error('warm-up + duration must stay well inside the 300 s timestamp window of the sealed GET');
  }

  const missing = missingTools();
  if (missing.length > 0) throw new Error(missing.join('; '));
  console.log('bench:api — encrypted transport vs Fastify hello-world (loopback, one run)');
  for (const [key, value] of Object.entries(machineFacts())) console.log(`  ${key.padEnd(8)} ${value}`);
  console.log(
    `  load     wrk ${wrkVersion()} on CPU ${LOAD_CPU}, 1 thread, ${options.connections} connections,` +
      ` ${options.warmup} s warm-up + ${options.duration} s measured per row; servers on CPU ${SERVER_CPU}`,
  );
  console.log('');

  const keys = { cipherKey: generateCipherKey(), signSecret: generateSignSecret() };
  const servers: RunningServer[] = [];
  try {
    // One at a time, so a failed start never leaves the other child behind.
    const hello = await startServer(
      new URL('./lib/hello-server.ts', import.meta.url),
      {},
      { cpus: SERVER_CPU },
    );
    servers.push(hello);
    const store = await startServer(
      new URL('./lib/store-server.ts', import.meta.url),
      { API_CIPHER_KEY: keys.cipherKey, API_SIGN_SECRET: keys.signSecret },
      { cpus: SERVER_CPU },
    );
    servers.push(store);
    const transport = await createTransport(keys);
    const urls = {
      hello: `${hello.url}/`,
      transport: await sealedUrl(transport, store.url),
      plain: `${store.url}${PLAIN_PATH}`,
    };
    await verify(transport, urls);
    console.log('verified: (b) decrypts to a code-200 envelope; (c) answers the same obj.');
    console.log(
      '(b) replays one pre-sealed GET query string (GET signs are not replay-checked, the timestamp window is 300 s):',
    );
    console.log(
      '    it measures the server: verify + decrypt + handler + encrypt, not the client sealing requests.',
    );
    console.log('');

    const a = await measure('a. hello-world', urls.hello, options);
    const b = await measure('b. transport', await sealedUrl(transport, store.url), options);
    const c = await measure('c. no transport', urls.plain, options);
    console.log('');
    report({ a, b, c });

    const failed = Object.entries({ a, b, c }).filter(([, r]) => r.non2xx > 0 || r.errors > 0);
    if (failed.length > 0) {
      throw new Error(
        `non-2xx responses or errors during measured runs: ${failed.map(([n]) => n).join(', ')}`,
      );
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:api FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
