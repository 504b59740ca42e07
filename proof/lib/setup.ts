// The people of a scenario, made through the API as a new shop's would be: an operator who signs in to
// the console, buyers who register by SMS code, add an address and get a credit line, and plain SKUs
// with stock received for the run.

import { type BenchOperator, prepareStore, staffSession } from '../../bench/lib/staff.ts';
import { memberSession } from '../../bench/lib/store-process.ts';
import { must, type ProofStore } from './store.ts';

export interface Buyer {
  phone: string;
  userId: number;
  session: string;
  addressId: number;
}

export interface Cast {
  staff: string;
  buyers: Buyer[];
  skuIds: number[];
}

const OPERATOR: BenchOperator = { username: 'proof-admin', password: 'Proof-Admin-2026!' };
/** Far more than any run sells: a refusal for stock would hide what the scenario is looking for. */
const RECEIVED = 500_000;

/** The bench helpers take a running store by these fields only. */
const asBenchStore = (store: ProofStore) =>
  ({
    url: store.url,
    transport: store.transport,
    dataDir: store.dataDir,
    pid: store.pid(),
    stop: async () => {},
  }) as never;

/** Before the first start: the operator (and, on PostgreSQL, the demo catalogue) in the store's data. */
export function prepare(store: ProofStore, databaseUrl: string) {
  prepareStore(store.dataDir, databaseUrl, OPERATOR);
}

/** Casts made by this process: the scenarios of the two databases run side by side and must not share a phone. */
let casts = 0;
const REGISTERING_AT_ONCE = 10;

export async function cast(store: ProofStore, buyerCount: number, skuCount: number): Promise<Cast> {
  const staff = await staffSession(asBenchStore(store), OPERATOR);
  const skuIds = await plainSkus(store, skuCount);
  for (const skuId of skuIds) {
    await must(
      store,
      'POST',
      '/admin/stock/move',
      { sku_id: skuId, kind: 'receive', quantity: RECEIVED, note: 'proof 入库' },
      staff,
    );
  }
  // Ten at a time: registering fifty one by one was a good part of each scenario's minute of setup.
  const castNumber = casts++ % 100;
  const buyers: Buyer[] = [];
  for (let first = 0; first < buyerCount; first += REGISTERING_AT_ONCE) {
    const batch = Array.from(
      { length: Math.min(REGISTERING_AT_ONCE, buyerCount - first) },
      (_, k) => first + k,
    );
    buyers.push(...(await Promise.all(batch.map((i) => registeredBuyer(store, staff, castNumber, i)))));
  }
  return { staff, buyers, skuIds };
}

/** Buyer `i` of cast `castNumber`: registered by SMS code, with a default address and a credit line. */
async function registeredBuyer(
  store: ProofStore,
  staff: string,
  castNumber: number,
  i: number,
): Promise<Buyer> {
  const phone = `137${String(castNumber).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}${String(i).padStart(3, '0')}`;
  const session = await memberSession(asBenchStore(store), phone);
  const info = await must<{ user_id: number }>(store, 'GET', '/user/info', {}, session);
  const address = await must<{ id: number }>(
    store,
    'POST',
    '/user/address/add',
    {
      consignee: `买家${i}`,
      phone,
      province_code: 310000,
      city_code: 310104,
      detail: `零陵路 ${i + 1} 号`,
      is_default: true,
    },
    session,
  );
  await must(
    store,
    'POST',
    '/admin/credit/set',
    { user_id: info.obj.user_id, limit: '9000000.00', statement_day: 1, due_days: 30 },
    staff,
  );
  return { phone, userId: info.obj.user_id, session, addressId: address.obj.id };
}

interface DetailSku {
  id: number;
  on_sale: boolean;
  min_qty: number;
  step: number;
}

/** SKUs anyone may buy (no controlled class, sold by one), found as a buyer finds them: the list. */
async function plainSkus(store: ProofStore, count: number): Promise<number[]> {
  const found: number[] = [];
  for (let index = 1; found.length < count && index <= 20; index++) {
    const page = await must<{ list: { id: number }[] }>(store, 'GET', '/product/list', {
      index,
      pageSize: 50,
    });
    for (const item of page.obj.list) {
      const detail = await must<{ controlled: unknown[]; skus: DetailSku[] }>(
        store,
        'GET',
        '/product/detail',
        {
          id: item.id,
        },
      );
      if (detail.obj.controlled.length > 0) continue;
      const sku = detail.obj.skus.find((s) => s.on_sale && s.min_qty === 1 && s.step === 1);
      if (sku) found.push(sku.id);
      if (found.length === count) break;
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} plain SKUs in the demo catalogue`);
  return found;
}
