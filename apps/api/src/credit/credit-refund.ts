import type { Tx } from '../platform/db.ts';
import { insertEntry, lockAccount, moveOutstanding } from './credit.repository.ts';

export interface CreditRefund {
  userId: number;
  orderId: number;
  /** The payments component's refund row: one ledger entry per refund, however often it is replayed. */
  refundId: number;
  amountFen: number;
  actorId: number | null;
}

/**
 * A refund of an order paid on credit goes back as a `refund` entry on the member's account (the next
 * statement shows it), inside the refund's transaction, locking the account after the order and the
 * payment (ADR 0027's order). Outstanding never goes below zero: what the member has already repaid
 * cannot come back this way, so the answer is what was released, and the caller pays the rest out by
 * transfer. A replay of the same refund releases nothing more (0).
 */
export async function refundToCredit(tx: Tx, refund: CreditRefund): Promise<number> {
  const account = await lockAccount(tx, refund.userId);
  if (!account) return 0;
  const amount = Math.min(refund.amountFen, account.outstandingFen);
  if (amount <= 0) return 0;
  const id = await insertEntry(tx, {
    userId: refund.userId,
    kind: 'refund',
    deltaFen: -amount,
    orderId: refund.orderId,
    refundId: refund.refundId,
    note: '订单退款，额度退回',
    actorId: refund.actorId,
  });
  if (id === null) return 0;
  await moveOutstanding(tx, refund.userId, -amount);
  return amount;
}
