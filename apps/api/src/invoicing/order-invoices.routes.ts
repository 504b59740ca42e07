import { adminInvoices, adminInvoicesIssue, adminInvoicesReverse } from '@labmall/contract/order-invoices';
import { defineRoute } from '../platform/route.ts';

/** 发票管理 in the console: the list, 登记开票 on a paid order, 登记红冲. */
export const orderInvoiceRoutes = [
  defineRoute({
    ...adminInvoices,
    handler: ({ payload, deps }) =>
      deps.orderInvoices.list({ state: payload.state ?? null, number: payload.number ?? null }, payload),
  }),
  defineRoute({
    ...adminInvoicesIssue,
    handler: ({ payload, user, deps }) =>
      deps.orderInvoices.issue(user.id, payload.number, payload.invoice_no, payload.amount),
  }),
  defineRoute({
    ...adminInvoicesReverse,
    handler: ({ payload, user, deps }) =>
      deps.orderInvoices.reverse(user.id, payload.id, payload.red_invoice_no),
  }),
];
