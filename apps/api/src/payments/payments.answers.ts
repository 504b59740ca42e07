import type { TransferReviewState } from '@labmall/contract/finance-choices';
import type { OrderStateName } from '@labmall/contract/orders';
import { formatYuan } from '@labmall/rules';
import type {
  latestTransfer,
  memberPayments,
  orderLineSummary,
  ownOrderForPay,
  PaymentMethod,
  transfersByState,
} from './payments.repository.ts';

/** Wire shapes of payments (packages/contract/src/payments.ts): money as 元 strings, times ISO 8601. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `orders.pay_window` as the wire names it (the column's CHECK allows only these). */
const payWindowOf = (value: string | null): 'transfer' | 'credit' | null =>
  value === 'transfer' || value === 'credit' ? value : null;

type PayOrder = NonNullable<Awaited<ReturnType<typeof ownOrderForPay>>>;
type PayLine = Awaited<ReturnType<typeof orderLineSummary>>['lines'][number];
type Transfer = Awaited<ReturnType<typeof latestTransfer>>;
type RecordRow = Awaited<ReturnType<typeof memberPayments>>['list'][number];
type ReviewedTransfer = Awaited<ReturnType<typeof transfersByState>>['list'][number] & {
  voucherUrl: string;
};

export interface PayPageView {
  order: PayOrder;
  lines: PayLine[];
  lineCount: number;
  transfer: Transfer;
  awaitingTransfer: boolean;
  onlineOpen: boolean;
  bank: { accountName: string; bankName: string; accountNo: string };
  longWindowDays: number;
  now: Date;
}

/** /pay: the order's figures, its first lines, its last transfer and where to send the money. */
export function payPageAnswer(view: PayPageView) {
  const { order, transfer, bank } = view;
  return {
    number: order.number,
    state: order.state,
    awaiting_transfer: view.awaitingTransfer,
    online_open: view.onlineOpen,
    goods: formatYuan(order.goodsFen),
    freight: formatYuan(order.freightFen),
    discount: formatYuan(order.discountFen),
    payable: formatYuan(order.payableFen),
    pay_by: order.payBy.toISOString(),
    pay_window: payWindowOf(order.payWindow),
    long_window_days: view.longWindowDays,
    now: view.now.toISOString(),
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    line_count: view.lineCount,
    lines: view.lines.map((line) => ({
      name: line.name,
      sku: line.sku,
      spec: line.spec,
      pack: line.pack,
      quantity: line.quantity,
      subtotal: formatYuan(line.subtotalFen),
    })),
    transfer: transfer
      ? {
          state: transfer.state,
          reason: transfer.reason,
          file_name: transfer.fileName ?? '',
          created_at: transfer.createdAt.toISOString(),
        }
      : null,
    bank: { account_name: bank.accountName, bank_name: bank.bankName, account_no: bank.accountNo },
  };
}

/** One row of /user/bill/record: an order's payment or a statement's repayment. */
export function recordAnswer(row: RecordRow) {
  return {
    id: row.id,
    kind: row.kind,
    order_number: row.orderNumber,
    statement_period_end: row.statementPeriodEnd,
    method: row.method,
    state: row.state,
    amount: formatYuan(row.amountFen),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    settled_at: iso(row.settledAt),
  };
}

/** One transfer of the operators' list, its voucher behind a short-lived URL, beside the order's payable. */
export function reviewedTransferAnswer(row: ReviewedTransfer) {
  return {
    id: row.id,
    order_number: row.orderNumber,
    user_id: row.userId,
    phone: row.phone,
    company: row.company,
    state: row.state as TransferReviewState,
    amount: formatYuan(row.amountFen),
    order_payable: formatYuan(row.orderPayableFen),
    order_state: row.orderState as OrderStateName,
    voucher_url: row.voucherUrl,
    file_name: row.fileName ?? '',
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: iso(row.settledAt),
  };
}

/** One payment attempt on the operator's order page. */
export function orderPaymentAnswer(
  row: {
    id: number;
    method: string;
    state: string;
    amountFen: number;
    reason: string;
    createdAt: Date;
    settledAt: Date | null;
  },
  voucherUrl: string,
) {
  return {
    id: row.id,
    method: row.method as PaymentMethod,
    state: row.state,
    amount: formatYuan(row.amountFen),
    voucher_url: voucherUrl,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt ? row.settledAt.toISOString() : null,
  };
}
