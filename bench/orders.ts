// Order placement (POST /api/order/submit) on PostgreSQL, against a Fastify hello-world in the same run.
// Run with `DATABASE_URL=postgres://… npm run bench:orders [-- --connections 50 --duration 10 --warmup 2]`.
// The store runs in a child process (this file with BENCH_ORDERS_CHILD=1) on its own scratch database.
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Code, createTransport, generateCipherKey, generateSignSecret } from '@labmall/protocol';
import autocannon from 'autocannon';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { insertUser } from '../apps/api/src/accounts/users.repository.ts';
import { addresses } from '../apps/api/src/addresses/addresses.schema.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { products, skus } from '../apps/api/src/catalogue/catalogue.schema.ts';
import { parseConfig, resolveKeys } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/platform/db.ts';
import { seedDemoData } from '../apps/api/src/seed/seed.ts';
import { parseLoadArgs } from './lib/args.ts';
import type { LoadResult } from './lib/load.ts';
import { machineFacts } from './lib/machine.ts';
import { scratchDatabase } from './lib/scratch-database.ts';
import { type RunningServer, startServer } from './lib/serve.ts';
import { formatTable } from './lib/table.ts';

const SUBMIT_PATH = '/api/order/submit';
/** Members placing orders, and plain SKUs they buy (one each per order, spread so rows rarely collide). */
const MEMBERS = 50;
const SKUS = 200;
/** Sealed requests are made up front (a POST's sign is single-use): this many per second of load. */
const SEALED_PER_SECOND = 1500;

interface Setup {
  port: number;
  members: { session: string; addressId: number }[];
  skuIds: number[];
}

// ---- The child: the store on a scratch PostgreSQL database, with buyers and stock ready. ----
async function child() {
  const url = process.env.BENCH_ORDERS_DATABASE_URL!;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labmall-bench-orders-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const config = resolveKeys(
    parseConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      API_CIPHER_KEY: process.env.API_CIPHER_KEY,
      API_SIGN_SECRET: process.env.API_SIGN_SECRET,
      LOG_LEVEL: 'silent',
    }),
  );
  const database = await openDatabase({ url, dataDir, poolSize: 20 });
  await database.migrate();
  await seedDemoData(database.db);
  const db = database.db;
  const plain = await db
    .select({ id: skus.id })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(
      and(
        sql`cardinality(${products.controlled}) = 0`,
        eq(skus.onSale, true),
        eq(skus.minQty, 1),
        eq(skus.step, 1),
      ),
    )
    .orderBy(skus.id)
    .limit(SKUS);
  const skuIds = plain.map((r) => r.id);
  // Enough stock for any run; the ledger gets the same change so it still sums to the stock.
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into stock_movements (sku_id, delta, reason)
      select s.id, 1000000 - coalesce((select sum(m.delta) from stock_movements m where m.sku_id = s.id), 0), 'adjust'
      from skus s where s.id in ${sql.raw(`(${skuIds.join(',')})`)}`);
    await tx.update(skus).set({ stock: 1_000_000 }).where(inArray(skus.id, skuIds));
  });
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  const members: Setup['members'] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const phone = `139${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
    const user = await insertUser(db, { phone } as never);
    const [address] = await db
      .insert(addresses)
      .values({
        userId: user.id,
        consignee: '张三',
        phone: '13900000000',
        provinceCode: 310000,
        cityCode: 310104,
        regionNames: '上海市 徐汇区',
        detail: '零陵路 345 号',
        isDefault: true,
      })
      .returning({ id: addresses.id });
    members.push({ session: (await app.deps.sessions.issue(user.id)).token, addressId: address!.id });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
  process.send?.({ port: address.port, members, skuIds } satisfies Setup);
}

// ---- The parent: set up, verify, load, check the database, report. ----

async function main() {
  const options = parseLoadArgs(process.argv.slice(2));
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('bench:orders runs on PostgreSQL: set DATABASE_URL=postgres://…');

  console.log(
    'bench:orders — POST /api/order/submit on PostgreSQL vs Fastify hello-world (loopback, one run)',
  );
  for (const [key, value] of Object.entries(machineFacts())) console.log(`  ${key.padEnd(8)} ${value}`);
  console.log(
    `  load     autocannon, ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s measured per row`,
  );
  console.log(
    `  orders   ${MEMBERS} members, one line each of ${SKUS} plain SKUs (round robin), a fresh key per request`,
  );
  console.log('');

  const keys = { cipherKey: generateCipherKey(), signSecret: generateSignSecret() };
  const transport = await createTransport(keys);
  const scratch = await scratchDatabase(base, 'labmall_bench_orders');
  const servers: RunningServer[] = [];
  const check = new pg.Pool({ connectionString: scratch.url, max: 2 });
  try {
    const hello = await startServer(new URL('./lib/hello-server.ts', import.meta.url));
    servers.push(hello);
    const store = await startStore({
      BENCH_ORDERS_CHILD: '1',
      BENCH_ORDERS_DATABASE_URL: scratch.url,
      API_CIPHER_KEY: keys.cipherKey,
      API_SIGN_SECRET: keys.signSecret,
    });
    servers.push(store);
    const storeUrl = `http://127.0.0.1:${store.setup.port}`;

    let n = 0;
    const body = (key: string) => {
      const member = store.setup.members[n % store.setup.members.length]!;
      const skuId = store.setup.skuIds[n % store.setup.skuIds.length]!;
      n += 1;
      return transport
        .seal(
          'POST',
          SUBMIT_PATH,
          {
            idempotency_key: key,
            source: 1,
            items: [{ sku_id: skuId, quantity: 1 }],
            address_id: member.addressId,
          },
          { session: member.session },
        )
        .then((sealed) => JSON.stringify(sealed));
    };

    // One order by hand first: the answer must be an order number, and the order must be there.
    const first = await fetch(`${storeUrl}${SUBMIT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await body(randomUUID()),
    });
    const envelope = await transport.openResponse(await first.json());
    if (envelope.code !== Code.OK)
      throw new Error(`order/submit answered ${envelope.code}: ${envelope.message}`);
    const number = (envelope.obj as { number: string }).number;
    const found = await check.query('select count(*)::int as n from orders where number = $1', [number]);
    if (found.rows[0].n !== 1) throw new Error(`order ${number} is not in the database`);

    process.stdout.write('loading a. hello-world GET / … ');
    const a = await run(hello.url, options, null);
    console.log(`${Math.round(a.rps)} req/s`);

    const count = SEALED_PER_SECOND * (options.warmup + options.duration);
    process.stdout.write(`sealing ${count.toLocaleString('en-US')} order requests … `);
    const bodies: string[] = [];
    for (let i = 0; i < count; i += 1) bodies.push(await body(randomUUID()));
    console.log('done');
    process.stdout.write('loading b. POST /api/order/submit … ');
    const before = await ordersCount(check);
    const b = await run(`${storeUrl}${SUBMIT_PATH}`, options, bodies);
    console.log(`${Math.round(b.rps)} req/s`);
    const placed = (await ordersCount(check)) - before;

    // Every answered request placed an order; the stock ledger still sums to the stock.
    const ledger = await check.query(
      `select count(*)::int as n from skus s where s.id = any($1::bigint[])
        and s.stock <> (select coalesce(sum(delta), 0) from stock_movements m where m.sku_id = s.id)`,
      [store.setup.skuIds],
    );
    const negative = await check.query('select count(*)::int as n from skus where stock < 0');
    console.log('');
    console.log(
      formatTable(
        ['', 'req/s', 'p99 ms', 'non-2xx', 'errors'],
        [row('a. hello-world GET /', a), row('b. POST /api/order/submit (transport, PostgreSQL)', b)],
      ),
    );
    console.log('');
    console.log(`order placement ÷ hello-world  b/a = ${((b.rps / a.rps) * 100).toFixed(1)}%`);
    console.log(
      `orders placed under load: ${placed.toLocaleString('en-US')} (2xx answers ${b.answered.toLocaleString('en-US')}, the rest in flight at the end); ` +
        `bench SKUs whose ledger differs from stock: ${ledger.rows[0].n}; negative stock: ${negative.rows[0].n}`,
    );
    if (b.non2xx > 0 || b.errors > 0) throw new Error('requests failed under load');
    if (b.exhausted) throw new Error('ran out of sealed requests: raise SEALED_PER_SECOND');
    // Requests still in flight when a run stops may be placed without being counted: never fewer orders.
    if (placed < b.answered) throw new Error('some answered requests placed no order (a refusal under load)');
    if (ledger.rows[0].n !== 0 || negative.rows[0].n !== 0)
      throw new Error('stock ledger and stock disagree');
  } finally {
    await check.end();
    for (const server of servers) await server.stop();
    await scratch.drop();
  }
}

const row = (name: string, r: LoadResult) => [
  name,
  Math.round(r.rps).toLocaleString('en-US'),
  r.p99 < 1 ? '< 1' : String(r.p99),
  String(r.non2xx),
  String(r.errors),
];

async function ordersCount(check: pg.Pool): Promise<number> {
  const result = await check.query('select count(*)::int as n from orders');
  return result.rows[0].n as number;
}

/** autocannon counts 2xx answers; its types leave the field out. */
const ok = (result: Awaited<ReturnType<typeof autocannon>>) =>
  (result as unknown as { '2xx': number })['2xx'];

interface OrdersResult extends LoadResult {
  /** 2xx answers over warm-up and measured run together. */
  answered: number;
  exhausted: boolean;
}

/**
 * A warm-up run then the measured run. With `bodies`, each request is a POST with the next sealed body
 * (a POST sign is accepted once), shared by both runs; without, plain GETs.
 */
async function run(url: string, options: ReturnType<typeof parseLoadArgs>, bodies: string[] | null) {
  let next = 0;
  let exhausted = false;
  const requests = bodies
    ? [
        {
          method: 'POST' as const,
          headers: { 'content-type': 'application/json' },
          setupRequest: (request: Record<string, unknown>) => {
            const body = bodies[next];
            if (body === undefined) exhausted = true;
            next += 1;
            return { ...request, body: body ?? bodies[0] };
          },
        },
      ]
    : undefined;
  const shape = { url, connections: options.connections, ...(requests ? { requests } : {}) };
  let answered = 0;
  if (options.warmup > 0) {
    const warm = await autocannon({ ...shape, duration: options.warmup });
    answered += ok(warm);
  }
  const result = await autocannon({ ...shape, duration: options.duration });
  answered += ok(result);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    answered,
    exhausted,
  } satisfies OrdersResult;
}

/** The store child: like startServer, but its first message carries the buyers it made. */
function startStore(env: Record<string, string>): Promise<RunningServer & { setup: Setup }> {
  const child = fork(new URL(import.meta.url), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error('the store did not start within 120 s'));
    }, 120_000);
    child.once('message', (setup: Setup) => {
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${setup.port}`, stop, setup });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the store exited before listening (code ${code}, signal ${signal})`));
    });
  });
}

if (process.env.BENCH_ORDERS_CHILD === '1') await child();
else await main();
