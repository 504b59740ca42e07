import type { OrderState } from '../orders/orders.schema.ts';
import type { Tx } from '../platform/db.ts';
import {
  earnedBy,
  hasOrderEntry,
  lockedBalance,
  moveItemStock,
  movePoints,
  orderPointsFacts,
  redemptionOf,
} from './points.repository.ts';

/** A completed order earns the points fixed when it was placed, once (unique order + kind). */
export async function earnOrderPoints(tx: Tx, orderId: number): Promise<void> {
  const order = await orderPointsFacts(tx, orderId);
  if (!order || order.pointsReward <= 0) return;
  await movePoints(tx, {
    userId: order.userId,
    kind: 'earn',
    delta: order.pointsReward,
    orderId,
    note: `订单 ${order.number} 完成`,
  });
}

/**
 * A refunded (completed → cancelled) order takes back the points it earned, once (`reverse`, unique per
 * order). The balance never goes below 0: when the member has already spent some, what is there is
 * taken and the note says how much could not be. Nothing earned, or nothing left: no entry.
 */
export async function reverseOrderPoints(tx: Tx, orderId: number): Promise<number> {
  const earned = await earnedBy(tx, orderId);
  if (!earned || earned.delta <= 0) return 0;
  const facts = await orderPointsFacts(tx, orderId);
  const balance = await lockedBalance(tx, earned.userId);
  const taken = Math.min(balance, earned.delta);
  if (taken <= 0) return 0;
  const note =
    taken < earned.delta
      ? `订单 ${facts?.number ?? ''} 退款：应扣回 ${earned.delta} 积分，余额仅 ${balance}，已扣回 ${taken}`
      : `订单 ${facts?.number ?? ''} 退款，扣回 ${taken} 积分`;
  const moved = await movePoints(tx, {
    userId: earned.userId,
    kind: 'reverse',
    delta: -taken,
    orderId,
    note,
  });
  return moved ? taken : 0;
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
