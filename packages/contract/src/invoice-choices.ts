/**
 * Issued invoices' fixed choices and labels (issue 35, ADR 0053), zod-free so pages may import them
 * (ADR 16): where an invoice stands, and what a 发票号码 looks like.
 */
export const ORDER_INVOICE_STATES = ['issued', 'reversal_due', 'reversed'] as const;
export type OrderInvoiceState = (typeof ORDER_INVOICE_STATES)[number];

/** As staff read them. */
export const orderInvoiceStateLabels: Record<OrderInvoiceState, string> = {
  issued: '已开具',
  reversal_due: '待红冲',
  reversed: '已红冲',
};

/** As the buyer reads them: a 红冲 waiting for finance is in hand, not the buyer's to do. */
export const buyerInvoiceStateLabels: Record<OrderInvoiceState, string> = {
  issued: '已开具',
  reversal_due: '红冲处理中',
  reversed: '已红冲',
};

/** 发票号码: 8 digits (增值税发票, paper or electronic, with its 发票代码) or 20 (全电发票). */
export const INVOICE_NO = /^(\d{8}|\d{20})$/;
export const invoiceNoMessage = '发票号码为8位或20位数字';
