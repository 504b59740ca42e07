import type { OrderState } from '../orders/orders.schema.ts';
import type { Tx } from '../platform/db.ts';
import {
  earnedBy,
  hasOrderEntry,
  lockedBalance,
  moveItemStock,
  movePoints,
  orderNetPoints,
  orderPointsFacts,
  redemptionOf,
} from './points.repository.ts';

/** What of an order's payment has gone back: its paid amount and its succeeded refunds, in fen. */
export interface RefundedShare {
  paidFen: number;
  refundedFen: number;
}

/**
 * What an order should net in points once `share` of its money has gone back: its reward less the
 * refunded part, rounded in the member's favour (a ¥0.01 refund of a 100-point order takes nothing).
 */
export function pointsKept(reward: number, share: RefundedShare | null): number {
  if (!share || share.paidFen <= 0 || share.refundedFen <= 0) return reward;
  const refunded = Math.min(share.refundedFen, share.paidFen);
  return reward - Math.floor((reward * refunded) / share.paidFen);
}

/**
 * A completed order earns the points fixed when it was placed, less the part of them its refunds so far
 * took (a 售后 refund before receipt), once (unique order + kind).
 */
export async function earnOrderPoints(tx: Tx, orderId: number, share: RefundedShare | null): Promise<void> {
  const order = await orderPointsFacts(tx, orderId);
  if (!order || order.pointsReward <= 0) return;
  const earned = pointsKept(order.pointsReward, share);
  if (earned <= 0) return;
  await movePoints(tx, {
    userId: order.userId,
    kind: 'earn',
    delta: earned,
    orderId,
    note:
      earned < order.pointsReward
        ? `订单 ${order.number} 完成（已退款部分不计积分）`
        : `订单 ${order.number} 完成`,
  });
}

/**
 * Takes back `due` points of an order (a `reverse` entry). The balance never goes below 0: when the
 * member has already spent some, what is there is taken and the note says how much could not be.
 */
async function takeBack(
  tx: Tx,
  order: { orderId: number; userId: number; number: string; refundId: number | null },
  due: number,
): Promise<number> {
  const balance = await lockedBalance(tx, order.userId);
  const taken = Math.min(balance, due);
  if (taken <= 0) return 0;
  const note =
    taken < due
      ? `订单 ${order.number} 退款：应扣回 ${due} 积分，余额仅 ${balance}，已扣回 ${taken}`
      : `订单 ${order.number} 退款，扣回 ${taken} 积分`;
  const moved = await movePoints(tx, {
    userId: order.userId,
    kind: 'reverse',
    delta: -taken,
    orderId: order.orderId,
    refundId: order.refundId,
    note,
  });
  return moved ? taken : 0;
}

/**
 * A refunded (completed → cancelled) order takes back what it still nets, once (`reverse` without a
 * refund, unique per order). Nothing earned, or nothing left: no entry.
 */
export async function reverseOrderPoints(tx: Tx, orderId: number): Promise<number> {
  const earned = await earnedBy(tx, orderId);
  if (!earned || earned.delta <= 0) return 0;
  const net = await orderNetPoints(tx, orderId);
  if (net <= 0) return 0;
  const facts = await orderPointsFacts(tx, orderId);
  return takeBack(tx, { orderId, userId: earned.userId, number: facts?.number ?? '', refundId: null }, net);
}

/**
 * A refund succeeded on an order that earned points: what the order nets comes down to what its money
 * still paid for (`pointsKept`), in one `reverse` entry naming the refund, so a replay takes nothing
 * more. Before the order completes there is nothing to reverse: `earnOrderPoints` counts the refunds.
 */
export async function reverseRefundPoints(
  tx: Tx,
  refund: { id: number; orderId: number },
  share: RefundedShare | null,
): Promise<number> {
  const earned = await earnedBy(tx, refund.orderId);
  if (!earned || earned.delta <= 0) return 0;
  const facts = await orderPointsFacts(tx, refund.orderId);
  if (!facts) return 0;
  const due = (await orderNetPoints(tx, refund.orderId)) - pointsKept(facts.pointsReward, share);
  if (due <= 0) return 0;
  const order = { orderId: refund.orderId, userId: earned.userId, number: facts.number, refundId: refund.id };
  return takeBack(tx, order, due);
}

/**
 * A cancelled points-mall order gives its points back (`redeem_return`), inside the cancel's
 * transaction and once. Cancelled before shipping, the gifts also go back on the mall's shelf (a
 * `cancel` movement each, items in key order as redemption takes them); a refund of a completed one
 * gives the points only (the gifts are with the member).
 */
export async function returnRedemption(tx: Tx, orderId: number, from: OrderState): Promise<void> {
  const order = await redemptionOf(tx, orderId);
  if (!order || order.pointsSpent <= 0) return;
  if (await hasOrderEntry(tx, orderId, 'redeem_return')) return;
  if (from !== 'completed' && from !== 'shipped') {
    for (const line of order.lines) {
      await moveItemStock(tx, { itemId: line.itemId, delta: line.quantity, reason: 'cancel', orderId });
    }
  }
  await movePoints(tx, {
    userId: order.userId,
    kind: 'redeem_return',
    delta: order.pointsSpent,
    orderId,
    note: from === 'completed' ? `兑换订单 ${order.number} 退款` : `兑换订单 ${order.number} 取消`,
  });
}
