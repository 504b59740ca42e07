import type { Tx } from '../platform/db.ts';
import { releaseOrderCoupon } from './coupons.repository.ts';

/**
 * A cancelled order gives back the coupon it used, inside the cancel's transaction: order_id cleared
 * and a `return` event, once (a second call finds no coupon on the order). The coupon keeps the validity
 * it was claimed with, so one that expired meanwhile comes back expired.
 */
export async function returnOrderCoupon(tx: Tx, orderId: number): Promise<void> {
  await releaseOrderCoupon(tx, orderId);
}
