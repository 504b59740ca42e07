import { z } from 'zod';
import { ORDER_INVOICE_STATES } from './invoice-choices.ts';
import { yuanAnswer } from './money-fields.ts';

// Apart from order-invoices.ts so that the order pages' contracts (orders.ts, operator-orders.ts) can
// show invoices without an import loop (order-invoices.ts takes the order number field from orders.ts).

/** An invoice issued for an order, as its buyer sees it. */
export const buyerInvoiceAnswer = z.object({
  invoice_no: z.string().describe('发票号码'),
  amount: yuanAnswer('开票金额'),
  state: z
    .enum(ORDER_INVOICE_STATES)
    .describe('issued 已开具、reversal_due 红冲处理中（退款后待财务红冲）、reversed 已红冲'),
  issued_at: z.string(),
  red_invoice_no: z.string().describe('红字发票号码；未红冲为空'),
});

/** The same for staff: which order, why it must be reversed, who did what when. */
export const adminInvoiceAnswer = buyerInvoiceAnswer.extend({
  id: z.number().int(),
  order_number: z.string(),
  company: z.string().describe('会员单位'),
  issued_by: z.string().describe('登记开票的员工'),
  reversal_reason: z.string().describe('需要红冲的原因（每笔成功的退款）；无则为空'),
  reversal_due_at: z.string().nullable().describe('标记为待红冲的时间'),
  reversed_at: z.string().nullable(),
  reversed_by: z.string().describe('登记红冲的员工；未红冲为空'),
});
