import type { OrderState } from '../orders/orders.schema.ts';
import type { Tx } from '../platform/db.ts';
import { movePoints, orderPointsFacts } from './points.repository.ts';

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
 * A cancelled points-mall order gives its points and item stock back (the points-mall work fills
 * this in), inside the cancel's transaction.
 */
export async function returnRedemption(_tx: Tx, _orderId: number, _from: OrderState): Promise<void> {}
