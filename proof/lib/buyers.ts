// Buyers at work while a scenario does something to the store: each places an order (quantity 1 of a
// plain SKU, an idempotency key it keeps until it has an answer), then pays by credit, pays online through
// the sandbox's cashier, pays by transfer (a voucher an operator confirms), or cancels. Every answer is
// written down: what was acknowledged is what the audit later demands to find, exactly once.
import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import type { Buyer, Cast } from './setup.ts';
import { type CallResult, call, type ProofStore } from './store.ts';
import { confirmTransfers, submitTransfer } from './transfers.ts';

export type Outcome = 'credit' | 'online' | 'transfer' | 'cancelled' | 'unpaid';

export interface Journal {
  /** Order numbers the store answered for a submit, with how the buyer went on. */
  orders: { number: string; userId: number; key: string; outcome: Outcome; acknowledged: boolean }[];
  /** Submits whose key got a refusal (stock, rules): nothing to find for them. */
  refused: { code: number | 'network'; message: string }[];
  /** Calls that got no answer (the store was down), tried again later. */
  retries: number;
  /** Of those, calls the store had taken and dropped unanswered (not a refused connection). */
  dropped: number;
  /** What the client saw for each dropped call (undici's cause code). */
  droppedBy: Map<string, number>;
  /** Keys a buyer used per member: the most orders the store may hold for them. */
  keys: Map<number, number>;
  /** Answers of code 500 (a bug's answer, never a store that is merely away), by route. */
  serverErrors: Map<string, number>;
}

/** How many orders went on as `outcome` with the store's acknowledgement (a transfer: its confirmation). */
export const acknowledgedAs = (journal: Journal, outcome: Outcome) =>
  journal.orders.filter((o) => o.outcome === outcome && o.acknowledged).length;

export function newJournal(): Journal {
  return {
    orders: [],
    refused: [],
    retries: 0,
    dropped: 0,
    droppedBy: new Map(),
    keys: new Map(),
    serverErrors: new Map(),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls until the store answers (a lost answer, or the 503 of a store that is restarting, is tried again
 * with the same body: the idempotency key makes that safe for a submit).
 */
async function answered<T>(
  journal: Journal,
  deadline: number,
  attempt: () => Promise<CallResult<T>>,
): Promise<CallResult<T>> {
  for (;;) {
    const result = await attempt();
    if (!result.ok && result.code === Code.SERVER_ERROR)
      journal.serverErrors.set(result.message, (journal.serverErrors.get(result.message) ?? 0) + 1);
    const unavailable = !result.ok && (result.code === 'network' || result.code === 503);
    if (!unavailable || Date.now() > deadline) return result;
    journal.retries += 1;
    if (result.code === 'network' && result.message !== 'ECONNREFUSED') {
      journal.dropped += 1;
      journal.droppedBy.set(result.message, (journal.droppedBy.get(result.message) ?? 0) + 1);
    }
    await pause(250);
  }
}

export interface Load {
  /** Stops starting new orders; resolves when every buyer has an answer for what it began. */
  finish(): Promise<void>;
}

export interface BuyingOptions {
  /** How long one call is retried while the store is away. */
  patienceMs?: number;
  /** Every other order is put in the 采购单 first and placed from there (bench:day's members). */
  viaCart?: boolean;
}

/** Starts every buyer. */
export function startBuying(
  store: ProofStore,
  cast: Cast,
  journal: Journal,
  options: BuyingOptions = {},
): Load {
  const patienceMs = options.patienceMs ?? 120_000;
  let running = true;
  let buying = true;
  const loops = cast.buyers.map((buyer, i) =>
    (async () => {
      for (let n = 0; running; n++) {
        const skuId = cast.skuIds[(i + n) % cast.skuIds.length]!;
        const fromCart = options.viaCart === true && n % 2 === 0;
        await oneOrder(store, buyer, { skuId, fromCart }, n, journal, patienceMs);
      }
    })(),
  );
  // The finance operator confirms the transfers as they come, and what is left once buying stops.
  const desk = confirmTransfers(
    store,
    cast.staff,
    (attempt) => answered(journal, Date.now() + patienceMs, attempt),
    (number) => {
      // From the end: what the desk confirms was placed moments ago.
      const entry = journal.orders.findLast((o) => o.number === number && o.outcome === 'transfer');
      if (entry) entry.acknowledged = true;
    },
    () => buying,
  );
  return {
    async finish() {
      running = false;
      await Promise.all(loops);
      buying = false;
      await desk;
    },
  };
}

/** How a buyer goes on after each order, in turn. */
const OUTCOMES: readonly Outcome[] = [
  'credit',
  'online',
  'transfer',
  'credit',
  'online',
  'cancelled',
  'unpaid',
];

async function oneOrder(
  store: ProofStore,
  buyer: Buyer,
  what: { skuId: number; fromCart: boolean },
  n: number,
  journal: Journal,
  patienceMs: number,
) {
  const deadline = Date.now() + patienceMs;
  const placed = what.fromCart
    ? await submitFromCart(store, buyer, what.skuId, journal, deadline)
    : await submitOrder(store, buyer, what.skuId, journal, deadline);
  if (!placed) {
    await pause(200);
    return;
  }
  const { number, key } = placed;
  const outcome: Outcome = OUTCOMES[n % OUTCOMES.length]!;
  const entry = { number, userId: buyer.userId, key, outcome, acknowledged: false };
  journal.orders.push(entry);
  if (outcome === 'credit') {
    const paid = await answered(journal, deadline, () =>
      call(store, 'POST', '/pay/credit', { number }, buyer.session),
    );
    entry.acknowledged = paid.ok;
  } else if (outcome === 'cancelled') {
    const cancelled = await answered(journal, deadline, () =>
      call(store, 'POST', '/user/order/cancel', { number }, buyer.session),
    );
    entry.acknowledged = cancelled.ok;
  } else if (outcome === 'online') {
    entry.acknowledged = await payOnline(store, buyer, number, journal, deadline);
  } else if (outcome === 'transfer') {
    // Acknowledged when the operator's confirmation is answered (startBuying's desk), not before.
    await submitTransfer(store, buyer, number, (attempt) => answered(journal, deadline, attempt));
  }
}

/**
 * As a buyer's browser: open the trade, choose 支付成功 at the sandbox's cashier (which sends its signed
 * notify), come back and ask for the result until it says paid. Acknowledged once the store says paid.
 */
async function payOnline(
  store: ProofStore,
  buyer: Buyer,
  number: string,
  journal: Journal,
  deadline: number,
) {
  const cashier = await openCashier(store, buyer, number, journal, deadline);
  if (!cashier || !(await pressPay(store, cashier, journal, deadline))) return false;
  for (;;) {
    const status = await answered(journal, deadline, () =>
      call<{ payment: string }>(store, 'GET', '/pay/online/status', { number }, buyer.session),
    );
    if (status.ok && status.obj.payment === 'paid') return true;
    if (Date.now() > deadline) return false;
    await pause(300);
  }
}

/** 在线支付: the sandbox cashier's address the store sends the buyer to, or null if it never answered. */
export async function openCashier(
  store: ProofStore,
  buyer: Buyer,
  number: string,
  journal: Journal,
  deadline: number,
): Promise<URL | null> {
  const opened = await answered(journal, deadline, () =>
    call<{ url: string }>(store, 'POST', '/pay/online', { number }, buyer.session),
  );
  return opened.ok ? new URL(opened.obj.url, store.url) : null;
}

/**
 * 支付成功 at the sandbox cashier, as the tester's click: the sandbox records the trade paid and posts its
 * signed notify to the store; pressed again on a paid trade, it sends the same outcome again. True once the
 * cashier has sent the buyer back (303).
 */
export async function pressPay(store: ProofStore, cashier: URL, journal: Journal, deadline: number) {
  const form = new URLSearchParams(cashier.searchParams);
  form.set('outcome', 'pay');
  for (;;) {
    try {
      const response = await fetch(`${store.url}${cashier.pathname}`, {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      if (response.status === 303) return true;
      // A 5xx of the cashier (its store away): the tester presses again, as a buyer would.
      if (response.status < 500) return false;
    } catch {
      // The store is away: the buyer presses the button again.
    }
    if (Date.now() > deadline) return false;
    journal.retries += 1;
    await pause(250);
  }
}

/**
 * 立即购买 of one unit, with an idempotency key kept until the store answers. The order's number, or null
 * when the store refused it (written down in the journal).
 */
export function submitOrder(
  store: ProofStore,
  buyer: Buyer,
  skuId: number,
  journal: Journal,
  deadline: number,
): Promise<{ number: string; key: string } | null> {
  return submitKeyed(store, buyer, { source: 1, items: [{ sku_id: skuId, quantity: 1 }] }, journal, deadline);
}

/** 加入采购单, then 结算 of the ticked lines (a line just added is ticked): the cart's way to an order. */
async function submitFromCart(
  store: ProofStore,
  buyer: Buyer,
  skuId: number,
  journal: Journal,
  deadline: number,
): Promise<{ number: string; key: string } | null> {
  const added = await answered(journal, deadline, () =>
    call(store, 'POST', '/user/cart/add', { items: [{ sku_id: skuId, quantity: 1 }] }, buyer.session),
  );
  if (!added.ok) {
    journal.refused.push({ code: added.code, message: added.message });
    return null;
  }
  return submitKeyed(store, buyer, { source: 2 }, journal, deadline);
}

async function submitKeyed(
  store: ProofStore,
  buyer: Buyer,
  what: Record<string, unknown>,
  journal: Journal,
  deadline: number,
): Promise<{ number: string; key: string } | null> {
  const key = randomUUID();
  journal.keys.set(buyer.userId, (journal.keys.get(buyer.userId) ?? 0) + 1);
  const submitted = await answered(journal, deadline, () =>
    call<{ number: string }>(
      store,
      'POST',
      '/order/submit',
      { idempotency_key: key, ...what, address_id: buyer.addressId },
      buyer.session,
    ),
  );
  if (submitted.ok) return { number: submitted.obj.number, key };
  journal.refused.push({ code: submitted.code, message: submitted.message });
  return null;
}
