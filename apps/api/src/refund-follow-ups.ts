import { markInvoiceForReversal } from './invoicing/order-invoices.service.ts';
import type { RefundFollowUp } from './payments/refunds/refunds.service.ts';

/**
 * What else goes back when a refund succeeds (issue 35, item 4), each the function of the component that
 * owns the rows it moves; the refund service imports none of them. Part of the composition root, beside
 * order-effects.ts.
 */
export function refundFollowUps(): RefundFollowUp[] {
  return [markInvoiceForReversal];
}
