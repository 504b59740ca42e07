import { returnOrderCoupon } from './coupons/coupon-return.ts';
import { markInvoiceForReversal } from './invoicing/order-invoices.service.ts';
import type { RefundFollowUp } from './payments/refunds/refunds.service.ts';
import type { DbOrTx } from './platform/db.ts';
import { type RefundedShare, reverseRefundPoints } from './points/order-points.ts';

/** What of an order's payment has gone back so far: the refund service's answer. */
export type RefundedShareOf = (handle: DbOrTx, orderId: number) => Promise<RefundedShare | null>;

/**
 * What else goes back when a refund succeeds (issue 35, item 4), each the function of the component that
 * owns the rows it moves; the refund service imports none of them. Part of the composition root, beside
 * order-effects.ts. A late payment's refund is of money the order never needed: nothing follows it.
 */
export function refundFollowUps(shareOf: RefundedShareOf): RefundFollowUp[] {
  // In the lock order of ADR 0027: the coupon, then the member's points.
  return [
    // Once all of it has gone back, the coupon returns if its template says so.
    async (tx, refund) => {
      if (refund.cause === 'late_payment') return;
      const share = await shareOf(tx, refund.orderId);
      if (share && share.refundedFen >= share.paidFen) await returnOrderCoupon(tx, refund.orderId, true);
    },
    // Points earned come down in proportion to what went back.
    async (tx, refund) => {
      if (refund.cause === 'late_payment') return;
      await reverseRefundPoints(tx, refund, await shareOf(tx, refund.orderId));
    },
    // An issued invoice no longer matches what was paid: finance sees it under 待红冲.
    markInvoiceForReversal,
  ];
}
