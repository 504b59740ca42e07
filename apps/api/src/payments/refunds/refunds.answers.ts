import type { RefundCause, RefundMethod, RefundState } from '@labmall/contract/refund-choices';
import { formatYuan } from '@labmall/rules';
import type { RefundRow } from './refunds.repository.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A refund on the buyer's order page and in their record (packages/contract/src/refund-answers.ts). */
export function refundAnswer(row: RefundRow) {
  return {
    id: row.id,
    method: row.method as RefundMethod,
    state: row.state as RefundState,
    amount: formatYuan(row.amountFen),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    settled_at: iso(row.settledAt),
  };
}

/** The same for staff: the order, the member's company, why, the gateway's words, the voucher. */
export function adminRefundAnswer(
  row: RefundRow,
  extra: { number: string; company: string; voucherUrl: string },
) {
  return {
    ...refundAnswer(row),
    order_number: extra.number,
    company: extra.company,
    cause: row.cause as RefundCause,
    failure: row.failure,
    attempts: row.attempts,
    voucher_url: extra.voucherUrl,
  };
}
