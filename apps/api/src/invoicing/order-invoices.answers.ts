import { formatYuan } from '@labmall/rules';
import type { ListedInvoice } from './order-invoices.repository.ts';

/** One invoice as its buyer reads it on the order. */
export function buyerInvoiceAnswer({ invoice }: Pick<ListedInvoice, 'invoice'>) {
  return {
    invoice_no: invoice.invoiceNo,
    amount: formatYuan(invoice.amountFen),
    state: invoice.state,
    issued_at: invoice.issuedAt.toISOString(),
    red_invoice_no: invoice.redInvoiceNo ?? '',
  };
}

/** The same for staff, on 发票管理 and the order's page. */
export function adminInvoiceAnswer(row: ListedInvoice) {
  const { invoice } = row;
  return {
    ...buyerInvoiceAnswer(row),
    id: invoice.id,
    order_number: row.number,
    company: row.company,
    issued_by: row.issuedBy,
    reversal_reason: invoice.reversalReason,
    reversal_due_at: invoice.reversalDueAt?.toISOString() ?? null,
    reversed_at: invoice.reversedAt?.toISOString() ?? null,
    reversed_by: row.reversedBy,
  };
}
