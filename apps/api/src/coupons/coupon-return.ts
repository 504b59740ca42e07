import type { Tx } from '../platform/db.ts';
import { releaseOrderCoupon } from './coupons.repository.ts';

/**
 * A cancelled order gives back the coupon it used, inside the cancel's transaction: order_id cleared
 * and a `return` event, once (a second call finds no coupon on the order). The coupon keeps the validity
 * it was claimed with, so one that expired meanwhile comes back expired. When the order was paid and its
 * money goes back (`refunded`), the coupon returns only if its template says so (`return_on_refund`, the
 * operator's rule); otherwise it stays used by the order.
 */
export async function returnOrderCoupon(tx: Tx, orderId: number, refunded: boolean): Promise<void> {
  await releaseOrderCoupon(tx, orderId, refunded ? { returnOnRefund: true } : {});
}
