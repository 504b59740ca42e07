// The gateway's notify at the wrong moments (issue 39): the same notify again after the store restarted,
// and a notify for an order the unpaid sweep already cancelled. Both come from the sandbox gateway as it
// really sends them: 支付成功 pressed at its cashier posts a signed notify, and pressed again on a paid
// trade it sends the same outcome again. The first must change nothing; the second must keep the order
// cancelled and send the money back once, in full.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/platform/db.ts';
import { scratchDatabase } from '../../bench/lib/scratch-database.ts';
import { audit } from '../lib/audit.ts';
import { newJournal, openCashier, pressPay, submitOrder } from '../lib/buyers.ts';
import { type Figures, pause, type ScenarioOptions } from '../lib/report.ts';
import { type Buyer, cast, prepare } from '../lib/setup.ts';
import { call, type ProofStore, proofStore } from '../lib/store.ts';

/** The shortest pay window and sweep the settings allow: one minute each. */
const QUICK_SWEEP = { ORDER_PAY_MINUTES: '1', ORDER_JOB_INTERVAL_MINUTES: '1' };
const PATIENCE_MS = 6 * 60_000;

interface Detail {
  state: string;
  refunds: { state: string; amount: string }[];
}

/** Asks the buyer's order page until `done` holds for it; false when the deadline passes first. */
async function until(
  store: ProofStore,
  buyer: Buyer,
  number: string,
  deadline: number,
  done: (detail: Detail) => boolean,
) {
  for (;;) {
    const detail = await call<Detail>(store, 'GET', '/user/order/detail', { number }, buyer.session);
    if (detail.ok && done(detail.obj)) return true;
    if (Date.now() > deadline) return false;
    await pause(1000);
  }
}

export async function notifyScenario(options: ScenarioOptions): Promise<Figures> {
  const scratch = options.databaseUrl
    ? await scratchDatabase(options.databaseUrl, 'labmall_proof')
    : undefined;
  const databaseUrl = scratch?.url ?? '';
  const store = await proofStore({
    env: { ...QUICK_SWEEP, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  try {
    prepare(store, databaseUrl);
    await store.start();
    const people = await cast(store, Math.min(options.buyers, 20), 10);
    const journal = newJournal();
    const deadline = Date.now() + PATIENCE_MS;
    const problems: string[] = [];
    const skuOf = (i: number) => people.skuIds[i % people.skuIds.length]!;

    // 2, begun first so its pay window runs out while 1 goes on: the cashier opened, the order left unpaid
    // until the sweep cancelled it, then paid at the gateway.
    const opened = await Promise.all(
      people.buyers.map(async (buyer, i) => {
        const placed = await submitOrder(store, buyer, skuOf(i + 1), journal, deadline);
        if (!placed) return null;
        journal.orders.push({ ...placed, userId: buyer.userId, outcome: 'unpaid', acknowledged: false });
        const cashier = await openCashier(store, buyer, placed.number, journal, deadline);
        return cashier ? { buyer, number: placed.number, cashier } : null;
      }),
    );
    const late = opened.filter((o) => o !== null);

    // 1. Paid online, the store restarted, then the gateway's notify for it once more.
    const paid = await Promise.all(
      people.buyers.map(async (buyer, i) => {
        const placed = await submitOrder(store, buyer, skuOf(i), journal, deadline);
        if (!placed) return null;
        const entry = { ...placed, userId: buyer.userId, outcome: 'online' as const, acknowledged: false };
        journal.orders.push(entry);
        const cashier = await openCashier(store, buyer, placed.number, journal, deadline);
        if (!cashier || !(await pressPay(store, cashier, journal, deadline))) return null;
        entry.acknowledged = await until(store, buyer, placed.number, deadline, (d) => d.state === 'paid');
        return { buyer, number: placed.number, cashier };
      }),
    );
    const twice = paid.filter((p) => p !== null);
    const exit = await store.stop('SIGTERM');
    if (exit.code !== 0) problems.push(`the store exited ${exit.signal ?? exit.code} on SIGTERM`);
    await store.start();
    let resent = 0;
    for (const p of twice) if (await pressPay(store, p.cashier, journal, deadline)) resent += 1;
    // The cashier posts its notify after sending the buyer back: let those arrive before going on.
    await pause(3000);
    options.log(
      `${twice.length} orders paid online; after a restart the gateway notified ${resent} of them again`,
    );

    const sweptAt = Date.now();
    let swept = 0;
    // Back to 2: wait for the sweep.
    for (const o of late)
      if (await until(store, o.buyer, o.number, deadline, (d) => d.state === 'cancelled')) swept += 1;
    options.log(
      `${late.length} orders left at the cashier; the sweep cancelled ${swept} within ${((Date.now() - sweptAt) / 1000).toFixed(0)} s`,
    );
    let refunded = 0;
    for (const o of late) {
      if (!(await pressPay(store, o.cashier, journal, deadline))) continue;
      const back = await until(store, o.buyer, o.number, deadline, (d) =>
        d.refunds.some((r) => r.state === 'succeeded'),
      );
      if (back) refunded += 1;
      else problems.push(`order ${o.number}: paid after the sweep, no refund succeeded`);
    }
    options.log(`paid at the gateway after the sweep: ${refunded} of ${late.length} refunded in full`);
    const last = await store.stop('SIGTERM');
    if (last.code !== 0) problems.push(`the store exited ${last.signal ?? last.code} on SIGTERM`);

    const found = await audit(journal, { dataDir: store.dataDir, databaseUrl });
    problems.push(
      ...found.lost.map((l) => `lost: ${l}`),
      ...found.duplicated.map((d) => `duplicated: ${d}`),
      ...found.broken,
      ...(await lateMoney(
        store,
        databaseUrl,
        twice.map((p) => p.number),
        late.map((o) => o.number),
      )),
    );
    if (swept < late.length) problems.push(`the sweep cancelled ${swept} of ${late.length} unpaid orders`);
    return {
      acknowledged: found.acknowledged,
      present: found.present,
      lost: found.lost.length,
      duplicated: found.duplicated.length,
      notes: `${twice.length} notified twice across a restart, ${late.length} paid after the sweep, ${refunded} refunded`,
      problems,
    };
  } finally {
    await store.stop('SIGKILL');
    store.dispose();
    await scratch?.drop();
  }
}

/**
 * The money of both kinds, read with plain SQL: a notify received twice left one paid payment and no
 * refund; a payment after the sweep left the order cancelled, its payment `refund_due`, and exactly one
 * refund of it, succeeded, for the whole amount.
 */
async function lateMoney(store: ProofStore, databaseUrl: string, twice: string[], late: string[]) {
  const database = await openDatabase({ url: databaseUrl || undefined, dataDir: store.dataDir, poolSize: 2 });
  const problems: string[] = [];
  try {
    const rows = async (numbers: string[]) =>
      (
        (await database.db.execute(sql`
          select o.number, o.state,
            (select count(*) from payments p where p.order_id = o.id and p.state = 'paid')::int as paid,
            (select count(*) from payments p where p.order_id = o.id and p.state = 'refund_due')::int as due,
            (select coalesce(sum(p.amount_fen), 0) from payments p where p.order_id = o.id and p.state = 'refund_due')::bigint as due_fen,
            (select count(*) from refunds r where r.order_id = o.id)::int as refunds,
            (select coalesce(sum(r.amount_fen), 0) from refunds r where r.order_id = o.id and r.state = 'succeeded' and r.cause = 'late_payment')::bigint as back_fen
          from orders o where o.number = any(${`{${numbers.join(',')}}`}::text[])`)) as unknown as {
          rows: Record<string, unknown>[];
        }
      ).rows;
    for (const r of await rows(twice)) {
      if (r.state !== 'paid' || r.paid !== 1 || r.due !== 0 || r.refunds !== 0)
        problems.push(
          `order ${r.number} notified twice: state ${r.state}, ${r.paid} paid, ${r.due} refund_due, ${r.refunds} refunds`,
        );
    }
    for (const r of await rows(late)) {
      if (
        r.state !== 'cancelled' ||
        r.paid !== 0 ||
        r.due !== 1 ||
        r.refunds !== 1 ||
        Number(r.back_fen) !== Number(r.due_fen)
      )
        problems.push(
          `order ${r.number} paid after the sweep: state ${r.state}, ${r.paid} paid, ${r.due} refund_due, ${r.refunds} refunds, ${r.back_fen} of ${r.due_fen} fen back`,
        );
    }
  } finally {
    await database.close();
  }
  return problems;
}
