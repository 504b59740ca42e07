import { and, eq, sql, sum } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { sandboxGatewayRefunds, sandboxGatewayTrades } from './sandbox-gateway.schema.ts';

/** A trade in the sandbox's tables (sandbox-gateway.schema.ts), which only the sandbox gateway uses. */
export interface SandboxTradeRow {
  outTradeNo: string;
  tradeNo: string;
  totalFen: number;
  status: 'paid' | 'closed';
  /** What its refunds took back so far, in fen. */
  refundedFen: number;
}

export interface SandboxRefundRow {
  amountFen: number;
}

/**
 * The tester's choice, kept. A trade paid once stays paid with its amount; every trade keeps the
 * sandbox trade number of its first choice (`tradeNo` is used only for a new trade).
 */
export async function recordChoice(
  db: Db,
  choice: { outTradeNo: string; tradeNo: string; totalFen: number; status: 'paid' | 'closed' },
): Promise<{ tradeNo: string; status: 'paid' | 'closed' }> {
  const t = sandboxGatewayTrades;
  const [row] = await db
    .insert(t)
    .values(choice)
    .onConflictDoUpdate({
      target: t.outTradeNo,
      set: {
        status: sql`case when ${t.status} = 'paid' then 'paid' else excluded.status end`,
        totalFen: sql`case when ${t.status} = 'paid' then ${t.totalFen} else excluded.total_fen end`,
      },
    })
    .returning({ tradeNo: t.tradeNo, status: t.status });
  return row as { tradeNo: string; status: 'paid' | 'closed' };
}

async function refundedFen(db: DbOrTx, outTradeNo: string): Promise<number> {
  const [row] = await db
    .select({ fen: sum(sandboxGatewayRefunds.amountFen).mapWith(Number) })
    .from(sandboxGatewayRefunds)
    .where(eq(sandboxGatewayRefunds.outTradeNo, outTradeNo));
  return row?.fen ?? 0;
}

export async function findTrade(db: Db, outTradeNo: string): Promise<SandboxTradeRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxGatewayTrades)
    .where(eq(sandboxGatewayTrades.outTradeNo, outTradeNo));
  if (!row) return undefined;
  return {
    outTradeNo: row.outTradeNo,
    tradeNo: row.tradeNo,
    totalFen: row.totalFen,
    status: row.status as 'paid' | 'closed',
    refundedFen: await refundedFen(db, outTradeNo),
  };
}

export async function findRefund(
  db: DbOrTx,
  outTradeNo: string,
  outRequestNo: string,
): Promise<SandboxRefundRow | undefined> {
  const [row] = await db
    .select({ amountFen: sandboxGatewayRefunds.amountFen })
    .from(sandboxGatewayRefunds)
    .where(
      and(
        eq(sandboxGatewayRefunds.outTradeNo, outTradeNo),
        eq(sandboxGatewayRefunds.outRequestNo, outRequestNo),
      ),
    );
  return row;
}

export type RefundOutcome =
  | { kind: 'refunded' | 'known'; amountFen: number }
  | { kind: 'no_trade' | 'not_paid' | 'too_much' };

/**
 * One refund request, as Alipay takes it: the trade's row locked, so parallel requests of one trade
 * run one after another; a request number already refunded answers what it refunded (`known`); a new
 * one is refused when the trade is not paid or the refunds would pass what was paid.
 */
export async function takeRefund(
  db: Db,
  request: { outTradeNo: string; outRequestNo: string; amountFen: number; reason: string },
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [trade] = await tx
      .select({ totalFen: sandboxGatewayTrades.totalFen, status: sandboxGatewayTrades.status })
      .from(sandboxGatewayTrades)
      .where(eq(sandboxGatewayTrades.outTradeNo, request.outTradeNo))
      .for('update');
    if (!trade) return { kind: 'no_trade' };
    const known = await findRefund(tx, request.outTradeNo, request.outRequestNo);
    if (known) return { kind: 'known', amountFen: known.amountFen };
    if (trade.status !== 'paid') return { kind: 'not_paid' };
    const refunded = await refundedFen(tx, request.outTradeNo);
    if (refunded + request.amountFen > trade.totalFen) return { kind: 'too_much' };
    await tx.insert(sandboxGatewayRefunds).values(request);
    return { kind: 'refunded', amountFen: request.amountFen };
  });
}
