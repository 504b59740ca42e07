// After a scenario: the database, read with plain SQL, against what the buyers were told. Every
// acknowledged order and payment must be there exactly once; stock, credit and points must equal their
// ledgers; nothing may be charged twice; no unpaid order may sit past its deadline.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/platform/db.ts';
import type { Journal } from './buyers.ts';
import type { Figures } from './report.ts';

export interface Audit {
  acknowledged: number;
  present: number;
  lost: string[];
  duplicated: string[];
  /** Ledgers that disagree with what they count, and charges made twice. */
  broken: string[];
}

type Row = Record<string, unknown>;

/** A paid order stays paid once an operator ships it (bench:day's shipping desk) or the buyer confirms. */
const SETTLED = new Set(['paid', 'shipped', 'completed']);

export async function audit(
  journal: Journal,
  where: { dataDir: string; databaseUrl: string },
): Promise<Audit> {
  const database = await openDatabase({
    url: where.databaseUrl || undefined,
    dataDir: where.dataDir,
    poolSize: 2,
  });
  // Both drivers answer execute() with the rows under `rows`.
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  try {
    const userIds = [...journal.keys.keys()];
    const facts = new Map<string, Row>();
    for (const row of await rows(sql`
      select o.number, o.user_id, o.state,
        (select count(*) from payments p where p.order_id = o.id and p.state = 'paid')::int as paid,
        (select string_agg(p.method, ',') from payments p where p.order_id = o.id and p.state = 'paid') as paid_by,
        (select count(*) from credit_entries c where c.order_id = o.id and c.kind = 'order')::int as charges
      from orders o where o.user_id = any(${`{${userIds.join(',')}}`}::bigint[])`)) {
      facts.set(String(row.number), row);
    }

    const lost: string[] = [];
    const broken: string[] = [];
    let acknowledged = 0;
    let present = 0;
    for (const order of journal.orders) {
      acknowledged += 1;
      const fact = facts.get(order.number);
      if (!fact || Number(fact.user_id) !== order.userId) {
        lost.push(`order ${order.number}`);
        continue;
      }
      present += 1;
      if (!order.acknowledged) continue;
      acknowledged += 1;
      const kept =
        order.outcome === 'cancelled'
          ? fact.state === 'cancelled'
          : order.outcome === 'unpaid' ||
            (SETTLED.has(String(fact.state)) && fact.paid === 1 && fact.paid_by === order.outcome);
      if (kept) present += 1;
      else
        lost.push(
          `${order.outcome} of ${order.number} (state ${fact.state}, paid by ${fact.paid_by ?? '—'})`,
        );
    }
    for (const [number, fact] of facts) {
      if (Number(fact.paid) > 1) broken.push(`order ${number} paid ${fact.paid} times`);
      if (Number(fact.charges) > 1) broken.push(`order ${number} charged to credit ${fact.charges} times`);
    }

    const duplicated: string[] = [];
    const perUser = new Map<number, number>();
    for (const fact of facts.values())
      perUser.set(Number(fact.user_id), (perUser.get(Number(fact.user_id)) ?? 0) + 1);
    for (const [userId, count] of perUser) {
      const keys = journal.keys.get(userId) ?? 0;
      if (count > keys) duplicated.push(`member ${userId}: ${count} orders from ${keys} idempotency keys`);
    }

    for (const row of await rows(sql`
      select s.id from skus s
      where s.stock <> coalesce((select sum(m.delta) from stock_movements m where m.sku_id = s.id), 0)`)) {
      broken.push(`sku ${row.id}: stock differs from its ledger`);
    }
    for (const row of await rows(sql`
      select a.user_id from credit_accounts a
      where a.outstanding_fen <> coalesce((select sum(e.delta_fen) from credit_entries e where e.user_id = a.user_id), 0)`)) {
      broken.push(`member ${row.user_id}: credit outstanding differs from its ledger`);
    }
    for (const row of await rows(sql`
      select a.user_id from points_accounts a
      where a.balance <> coalesce((select sum(e.delta) from points_entries e where e.user_id = a.user_id), 0)`)) {
      broken.push(`member ${row.user_id}: points differ from their ledger`);
    }
    for (const row of await rows(sql`
      select o.number from orders o where o.state = 'cancelled'
        and exists (select 1 from payments p where p.order_id = o.id and p.state = 'paid')`)) {
      broken.push(`order ${row.number}: cancelled with a payment kept (no refund_due)`);
    }
    // Stuck: unpaid past its deadline by more than the sweep's interval and a margin, which no job moved.
    for (const row of await rows(sql`
      select o.number from orders o
      where o.state = 'pending_payment' and o.pay_by < now() - interval '5 minutes'`)) {
      broken.push(`order ${row.number}: unpaid five minutes past its deadline (stuck)`);
    }
    return { acknowledged, present, lost, duplicated, broken };
  } finally {
    await database.close();
  }
}

/**
 * A scenario's figures: the audit of what the buyers were told, with the scenario's own problems. With
 * `fault`, every answer of code 500 is a problem too: while that fault lasts the store must say 503.
 */
export async function auditedFigures(
  journal: Journal,
  where: { dataDir: string; databaseUrl: string },
  scenario: { problems: string[]; notes: string; fault?: string },
): Promise<Figures> {
  const found = await audit(journal, where);
  const serverErrors = scenario.fault
    ? [...journal.serverErrors].map(
        ([message, count]) => `answered 500 ${count}× (${message}): ${scenario.fault} must be a 503`,
      )
    : [];
  return {
    acknowledged: found.acknowledged,
    present: found.present,
    lost: found.lost.length,
    duplicated: found.duplicated.length,
    notes: scenario.notes,
    problems: [
      ...scenario.problems,
      ...serverErrors,
      ...found.lost.map((l) => `lost: ${l}`),
      ...found.duplicated.map((d) => `duplicated: ${d}`),
      ...found.broken,
    ],
  };
}
