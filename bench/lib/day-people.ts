// The people of bench:day besides the buyers (proof/lib/buyers.ts places, pays and cancels): visitors
// who browse and search the pages, members who look at the same pages with their prices and their 采购单's
// badge, and the shipping desk of an operator. Each is a loop that runs until told to stop, and every
// request it makes is timed into `timings` by its kind.
import { CARRIERS } from '@labmall/contract/order-choices';
import { Code } from '@labmall/protocol';
import type { Buyer } from '../../proof/lib/setup.ts';
import { type CallResult, call, type ProofStore } from '../../proof/lib/store.ts';
import type { Outcome, Timings } from './day-report.ts';

/** What buyers of a lab-supply shop type most: names, CAS with and without dashes, pinyin, English. */
export const COMMON_TERMS = [
  '乙腈',
  '甲醇',
  '乙醇',
  '盐酸',
  '氯化钠',
  '75-05-8',
  '67561',
  'yijing',
  'acetone',
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** A page as a browser asks for it; `kind` names it in the figures without its varying part. */
async function page(store: ProofStore, timings: Timings, kind: string, target: string, cookie?: string) {
  const started = performance.now();
  let outcome: Outcome = 'error';
  let answer = '';
  try {
    const response = await fetch(`${store.url}${target}`, {
      headers: { 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) },
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    outcome = response.status === 200 ? 'ok' : 'error';
    answer = `${response.status} ${target}`;
  } catch (error) {
    answer = `${(error as Error).message} ${target}`;
  }
  timings.record(kind, performance.now() - started, outcome, answer);
}

/** One look around: the home page, a search, a product, now and then the next page of the whole list. */
async function browse(
  store: ProofStore,
  timings: Timings,
  who: 'visitor' | 'member',
  productIds: number[],
  cookie?: string,
) {
  const roll = Math.random();
  if (roll < 0.15) await page(store, timings, `${who} page /`, '/', cookie);
  else if (roll < 0.5) {
    const term = encodeURIComponent(pick(COMMON_TERMS));
    await page(store, timings, `${who} page /list?keyword=`, `/list?keyword=${term}`, cookie);
  } else if (roll < 0.6) await page(store, timings, `${who} page /list`, '/list?index=2', cookie);
  else await page(store, timings, `${who} page /item/{id}`, `/item/${pick(productIds)}`, cookie);
}

export interface Loop {
  stop(): Promise<void>;
}

function loop(body: () => Promise<void>, thinkMs: number): Loop {
  let running = true;
  const done = (async () => {
    while (running) {
      await body();
      if (thinkMs > 0) await pause(thinkMs * (0.5 + Math.random()));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
    },
  };
}

export function visitors(
  store: ProofStore,
  timings: Timings,
  count: number,
  productIds: number[],
  thinkMs: number,
) {
  return Array.from({ length: count }, () =>
    loop(() => browse(store, timings, 'visitor', productIds), thinkMs),
  );
}

/** Members browsing with their session cookie; every few pages the header's 采购单 badge is asked for. */
export function memberBrowsers(
  store: ProofStore,
  timings: Timings,
  buyers: Buyer[],
  count: number,
  productIds: number[],
  thinkMs: number,
) {
  return Array.from({ length: count }, (_, i) => {
    const buyer = buyers[i % buyers.length]!;
    return loop(async () => {
      await browse(store, timings, 'member', productIds, `session=${buyer.session}`);
      if (Math.random() < 0.3) await call(store, 'GET', '/user/cart/count', {}, buyer.session);
    }, thinkMs);
  });
}

interface Paid {
  list: { number: string }[];
}

/** The warehouse: every few seconds, the orders waiting to ship (待发货), each shipped with a waybill. */
export function shippingDesk(store: ProofStore, staff: string, everyMs: number): Loop {
  return loop(async () => {
    const waiting: CallResult<Paid> = await call<Paid>(
      store,
      'GET',
      '/admin/orders',
      { state: 'paid', index: 1, pageSize: 20 },
      staff,
    );
    if (!waiting.ok) return;
    for (const order of waiting.obj.list) {
      await call(
        store,
        'POST',
        '/admin/orders/ship',
        { number: order.number, carrier: CARRIERS[0], tracking_no: `SF${order.number}` },
        staff,
      );
    }
  }, everyMs);
}

/** Times every sealed call by method and path; a rule's refusal is not an error, a 5xx or no answer is. */
export function timeCalls(store: ProofStore, timings: Timings) {
  store.observe = (method, apiPath, ms, result) => {
    const outcome: Outcome = result.ok ? 'ok' : refusal(result) ? 'refused' : 'error';
    timings.record(`${method} ${apiPath}`, ms, outcome, result.ok ? '' : `${result.code} ${result.message}`);
  };
}

const refusal = (result: Extract<CallResult, { ok: false }>) =>
  typeof result.code === 'number' && result.code !== Code.SERVER_ERROR && result.code < 500;
