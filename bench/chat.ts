// bench:chat (issue 36): 在线客服 on one instance. N visitors hold idle event streams open while buyers
// send M messages a second to one staff member's stream, and the staff member answers every tenth buyer.
// Figures: delivery time (send started → event received) p50/p95/p99 both ways, and the store's RSS
// per idle stream; against a bare Fastify SSE relay at the same rate in the same run.
// Run with `npm run bench:chat [-- --streams 2000 --rate 200 --duration 20]` after `npm run build`
// (needs taskset: the store on CPU 0; run this process on CPU 1: `taskset -c 1 npm run bench:chat`).
// With `DATABASE_URL=postgres://…` (the server's base URL) the store runs on a scratch PostgreSQL database
// made for the run and dropped after it; otherwise on its embedded PGlite.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Code } from '@labmall/protocol';
import { machineFacts } from './lib/machine.ts';
import { scratchDatabase } from './lib/scratch-database.ts';
import { percentile } from './lib/search-queries.ts';
import { startServer } from './lib/serve.ts';
import { openStream, type SseStream } from './lib/sse.ts';
import { prepareStore, staffSession } from './lib/staff.ts';
import { cpuSeconds, ensureBuild, fail, rssBytes, type Store, startStore } from './lib/store-process.ts';
import { formatTable } from './lib/table.ts';

const OPERATOR = { username: 'bench-chat', password: 'bench-chat-password' };
const SETTLE_MS = 3000;
/** A message not received this long after the run is counted lost. */
const GRACE_MS = 5000;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    streams: { type: 'string' },
    rate: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
  },
});
const STREAMS = Number(values.streams ?? 2000);
const RATE = Number(values.rate ?? 200);
const DURATION = Number(values.duration ?? 20);
/** Seconds of the same load first, not counted: the JIT and the connection pools warm up. */
const WARMUP = Number(values.warmup ?? 3);
if (![STREAMS, RATE, DURATION, WARMUP].every((n) => Number.isInteger(n) && n > 0))
  fail('--streams, --rate, --duration and --warmup take positive integers');

const BASE_DATABASE_URL = process.env.DATABASE_URL ?? '';

/** The warm-up's messages are numbered apart from the measured ones. */
const WARMED = { seconds: WARMUP, first: 10_000_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One call through the encrypted transport with the caller's cookies (a visitor has no session). */
async function call(store: Store, apiPath: string, payload: unknown, cookie: string) {
  const sealed = await store.transport.seal('POST', `/api${apiPath}`, payload, {});
  const response = await fetch(`${store.url}/api${apiPath}`, {
    method: 'POST',
    body: JSON.stringify(sealed),
    headers: { 'content-type': 'application/json', cookie },
  });
  const envelope = await store.transport.openResponse(await response.json());
  if (envelope.code !== Code.OK)
    throw new Error(`POST ${apiPath} answered ${envelope.code}: ${envelope.message}`);
  return {
    obj: envelope.obj as Record<string, unknown>,
    setCookie: response.headers.get('set-cookie') ?? '',
  };
}

interface Timings {
  toStaff: number[];
  toBuyer: number[];
  /** Sent (the call succeeded) but never received. */
  lost: number;
  duplicated: number;
  /** Sends that failed (refused, or no connection within undici's 10 s: an overloaded store). */
  failed: number;
}

/**
 * Sends `RATE` messages a second for `DURATION` seconds through `send(seq, buyer)`, each tenth answered
 * through `answer(seq, buyer)`; `arrived` is fed by the streams. Returns the delivery times.
 */
async function drive(
  send: (text: string, buyer: number) => Promise<void>,
  answer: (text: string, buyer: number) => Promise<void>,
  arrivals: Map<string, number>,
  phase: { seconds: number; first: number } = { seconds: DURATION, first: 0 },
): Promise<Timings> {
  const started = new Map<string, number>();
  const total = RATE * phase.seconds;
  const t0 = performance.now();
  const inFlight: Promise<void>[] = [];
  const failed = new Set<string>();
  // An open loop: a send that fails is counted, never awaited in line, so an overloaded store shows as
  // failures and long delivery times instead of slowing the load down to what it can take.
  const attempt = (text: string, call: Promise<void>) =>
    call.catch(() => {
      failed.add(text);
    });
  for (let seq = 0; seq < total; seq++) {
    const due = t0 + (seq * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const buyer = seq % STREAMS;
    const text = `b${phase.first + seq}`;
    started.set(text, performance.now());
    inFlight.push(attempt(text, send(text, buyer)));
    if (seq % 10 === 0) {
      const reply = `s${phase.first + seq}`;
      started.set(reply, performance.now());
      inFlight.push(attempt(reply, answer(reply, buyer)));
    }
  }
  await Promise.all(inFlight);
  await sleep(GRACE_MS);
  const timings: Timings = { toStaff: [], toBuyer: [], lost: 0, duplicated: 0, failed: failed.size };
  for (const [text, at] of started) {
    const arrived = arrivals.get(text);
    if (arrived === undefined) {
      if (!failed.has(text)) timings.lost += 1;
    } else (text.startsWith('b') ? timings.toStaff : timings.toBuyer).push(arrived - at);
  }
  timings.toStaff.sort((a, b) => a - b);
  timings.toBuyer.sort((a, b) => a - b);
  return timings;
}

/**
 * Records each message's first arrival by its text, a second one being a duplicate: buyers' messages
 * (`b…`) on the staff stream, answers (`s…`) on the buyers' streams (each stream also echoes its own).
 */
function arrivalLog() {
  const arrivals = new Map<string, number>();
  let duplicated = 0;
  const on = (prefix: string) => (event: { event: string; data: string }) => {
    if (event.event !== 'message') return;
    const { text } = JSON.parse(event.data) as { text: string };
    if (!text.startsWith(prefix)) return;
    if (arrivals.has(text)) duplicated += 1;
    else arrivals.set(text, performance.now());
  };
  return { arrivals, staff: on('b'), buyer: on('s'), duplicated: () => duplicated };
}

async function measureStore() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labmall-bench-chat-'));
  const scratch = BASE_DATABASE_URL ? await scratchDatabase(BASE_DATABASE_URL, 'labmall_bench_chat') : null;
  prepareStore(dataDir, scratch?.url ?? '', OPERATOR);
  const store = await startStore({
    cpu: '0',
    dataDir,
    ...(scratch ? { env: { DATABASE_URL: scratch.url } } : {}),
  });
  const streams: SseStream[] = [];
  try {
    const staff = await staffSession(store, OPERATOR);
    const staffCookie = `staff_session=${staff}`;
    // Open all week, all day, so every message is live (not left as an offline inquiry).
    const allHours = JSON.stringify({ days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '24:00' });
    await call(store, '/admin/sys/config/save', { key: 'chat_working_hours', value: allHours }, staffCookie);

    process.stdout.write(`  opening ${STREAMS} visitor conversations … `);
    const visitors: { cookie: string; conversation: number }[] = [];
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, STREAMS - i) }, () => call(store, '/chat/open', {}, '')),
      );
      for (const { obj, setCookie } of batch) {
        const token = /chat_visitor=([^;]+)/.exec(setCookie)?.[1];
        if (!token) fail('POST /chat/open set no chat_visitor cookie');
        visitors.push({
          cookie: `chat_visitor=${token}`,
          conversation: (obj.conversation as { id: number }).id,
        });
      }
    }
    console.log('done');
    await sleep(SETTLE_MS);
    const restRss = rssBytes(store.pid);

    const log = arrivalLog();
    streams.push(await openStream(`${store.url}/api/admin/chat/stream?after=0`, staffCookie, log.staff));
    for (let i = 0; i < visitors.length; i += 100) {
      const batch = visitors.slice(i, i + 100);
      streams.push(
        ...(await Promise.all(
          batch.map((v) => openStream(`${store.url}/api/chat/stream?after=0`, v.cookie, log.buyer)),
        )),
      );
    }
    await sleep(SETTLE_MS);
    const idleRss = rssBytes(store.pid);
    console.log(
      `  ${STREAMS} idle streams open; sending ${RATE}/s for ${WARMUP} s (warm-up), then ${DURATION} s …`,
    );

    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssBytes(store.pid));
    }, 250);
    const send = async (text: string, buyer: number) => {
      await call(store, '/chat/send', { kind: 'text', text }, visitors[buyer]!.cookie);
    };
    const answer = async (text: string, buyer: number) => {
      const id = visitors[buyer]!.conversation;
      await call(store, '/admin/chat/send', { id, kind: 'text', text }, staffCookie);
    };
    await drive(send, answer, log.arrivals, WARMED);
    const cpuBefore = cpuSeconds(store.pid);
    const timings = await drive(send, answer, log.arrivals);
    clearInterval(sampler);
    // Everything the store did for the messages: the sends, the answers and their delivery.
    const cpuPerMessage = ((cpuSeconds(store.pid) - cpuBefore) * 1000) / (RATE * DURATION * 1.1);
    return {
      timings: { ...timings, duplicated: log.duplicated() },
      restRss,
      idleRss,
      peakRss,
      cpuPerMessage,
    };
  } finally {
    for (const stream of streams) stream.close();
    await store.stop();
    await scratch?.drop();
  }
}

async function measureBaseline(): Promise<Timings> {
  const relay = await startServer(new URL('./lib/hello-sse.ts', import.meta.url), {}, { cpus: '0' });
  const streams: SseStream[] = [];
  try {
    const log = arrivalLog();
    // Stream 0 is the staff member's; 1 … the buyers'.
    streams.push(await openStream(`${relay.url}/stream`, '', log.staff));
    for (let i = 0; i < STREAMS; i += 100) {
      const n = Math.min(100, STREAMS - i);
      streams.push(
        ...(await Promise.all(
          Array.from({ length: n }, () => openStream(`${relay.url}/stream`, '', log.buyer)),
        )),
      );
    }
    await sleep(SETTLE_MS);
    const post = (body: unknown) =>
      fetch(`${relay.url}/send`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }).then((r) => void r.body?.cancel());
    const send = (text: string) => post({ text });
    const answer = (text: string, buyer: number) => post({ text, to: buyer + 1 });
    await drive(send, answer, log.arrivals, WARMED);
    const timings = await drive(send, answer, log.arrivals);
    return { ...timings, duplicated: log.duplicated() };
  } finally {
    for (const stream of streams) stream.close();
    await relay.stop();
  }
}

const ms = (x: number | undefined) => (x === undefined ? '–' : x < 10 ? x.toFixed(2) : x.toFixed(1));
const row = (label: string, t: number[]) => [
  label,
  String(t.length),
  ms(percentile(t, 50)),
  ms(percentile(t, 95)),
  ms(percentile(t, 99)),
  ms(t.at(-1)),
];

ensureBuild();
console.log(`bench:chat — ${STREAMS} idle streams, ${RATE} messages/s for ${DURATION} s`);
console.log(
  Object.entries(machineFacts())
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n'),
);
console.log('— baseline: a bare Fastify SSE relay');
const baseline = await measureBaseline();
console.log(`— the store (${BASE_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, one instance)`);
const store = await measureStore();
const perStream = (store.idleRss - store.restRss) / STREAMS;
console.log(
  formatTable(
    ['delivery (ms)', 'messages', 'p50', 'p95', 'p99', 'max'],
    [
      row('relay: buyer → staff', baseline.toStaff),
      row('relay: staff → buyer', baseline.toBuyer),
      row('store: buyer → staff', store.timings.toStaff),
      row('store: staff → buyer', store.timings.toBuyer),
    ],
  ),
);
const p99 = percentile(store.timings.toStaff, 99);
const baseP99 = percentile(baseline.toStaff, 99);
console.log(
  `store p99 buyer → staff: ${ms(p99)} ms (target ≤ 100), ${(p99 / baseP99).toFixed(1)}× the relay's ${ms(baseP99)} ms\n` +
    `store RSS: ${Math.round(store.restRss / 2 ** 20)} MB at rest, ${Math.round(store.idleRss / 2 ** 20)} MB with the idle streams ` +
    `(${(perStream / 1024).toFixed(1)} KB a stream; target ≤ 100), ${Math.round(store.peakRss / 2 ** 20)} MB peak under load\n` +
    `store CPU: ${store.cpuPerMessage.toFixed(1)} ms a message (sends and answers, with their delivery): ` +
    `one core carries about ${Math.floor(1000 / store.cpuPerMessage)} a second`,
);
if (store.timings.failed > 0) {
  console.log(
    `store: ${store.timings.failed} sends failed (refused or not connected in 10 s: the store was overloaded)`,
  );
}
const broken = store.timings.lost + store.timings.duplicated;
if (broken > 0) {
  console.error(`${store.timings.lost} messages lost, ${store.timings.duplicated} delivered twice`);
  process.exit(1);
}
