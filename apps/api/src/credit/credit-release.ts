import type { Tx } from '../platform/db.ts';
import { insertEntry, lockAccount, moveOutstanding, orderCharge } from './credit.repository.ts';

/**
 * An order paid on credit was cancelled: its charge comes off the member's outstanding, once (the
 * unique (order, kind) index turns a second release into a no-op), inside the cancel's own transaction.
 * Called by the order lifecycle for every cancel; an order not paid on credit has no charge and nothing
 * happens. If an operator has already adjusted the outstanding down below the charge, only what is
 * still outstanding is released (outstanding never goes below zero).
 */
export async function releaseOrderCredit(tx: Tx, orderId: number, actorId: number | null): Promise<number> {
  const charge = await orderCharge(tx, orderId);
  if (!charge) return 0;
  const account = await lockAccount(tx, charge.userId);
  if (!account) return 0;
  const amount = Math.min(charge.deltaFen, account.outstandingFen);
  if (amount <= 0) return 0;
  const id = await insertEntry(tx, {
    userId: charge.userId,
    kind: 'release',
    deltaFen: -amount,
    orderId,
    note: '订单取消，额度退回',
    actorId,
  });
  if (id === null) return 0;
  await moveOutstanding(tx, charge.userId, -amount);
  return amount;
}
