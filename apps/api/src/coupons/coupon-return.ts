import type { Tx } from '../platform/db.ts';

/**
 * A cancelled order gives back the coupon it used (the coupons issue fills this in: clear
 * member_coupons.order_id, write a `return` event), inside the cancel's transaction.
 */
export async function returnOrderCoupon(_tx: Tx, _orderId: number): Promise<void> {}
