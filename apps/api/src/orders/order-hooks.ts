import { returnOrderCoupon } from '../coupons/coupon-return.ts';
import type { Tx } from '../platform/db.ts';
import { earnOrderPoints, returnRedemption, reverseOrderPoints } from '../points/order-points.ts';
import type { OrderState } from './orders.schema.ts';

/**
 * What else moves when an order moves, inside the transition's own transaction and only after its
 * conditional state update won (so exactly once): a cancelled order gives its coupon back and, for a
 * points-mall order, its points and item stock; a completed order earns the points fixed at placement,
 * and a refunded one (completed → cancelled) has them reversed.
 * Stock and credit are returned by the lifecycle itself.
 */
export async function afterTransition(tx: Tx, orderId: number, from: OrderState, to: OrderState) {
  if (to === 'cancelled') {
    await returnOrderCoupon(tx, orderId);
    await returnRedemption(tx, orderId, from);
    // 退款 of a completed order: the points it earned go back.
    if (from === 'completed') await reverseOrderPoints(tx, orderId);
  }
  if (to === 'completed') await earnOrderPoints(tx, orderId);
}
