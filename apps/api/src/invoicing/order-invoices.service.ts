import { formatYuan } from '@labmall/rules';
import { lockOrder } from '../orders/order-machine.service.ts';
import type { Db, Tx } from '../platform/db.ts';
import { conflict, invalid, notFound } from '../platform/errors.ts';
import { adminInvoiceAnswer, buyerInvoiceAnswer } from './order-invoices.answers.ts';
import {
  appendReversalReason,
  type InvoiceFilter,
  insertInvoice,
  invoiceChoiceOf,
  invoiceList,
  invoiceStateOf,
  invoicesOfOrder,
  listedInvoice,
  liveInvoiceOf,
  markReversalDue,
  paidAmountsOf,
  reverseInvoice,
} from './order-invoices.repository.ts';

/** What the refund follow-up reads of a refund that has just succeeded (payments' RefundRow). */
export interface SucceededRefund {
  orderId: number;
  amountFen: number;
  cause: string;
  settledAt: Date | null;
}

/**
 * The refund follow-up (refund-follow-ups.ts, ADR 0051): money went back on the order, so its issued
 * invoice no longer matches what was paid and finance must reverse it (红冲). Runs once per refund in
 * the transaction that marks it succeeded, the order locked. The first refund marks `reversal_due` (a
 * conditional update: one mark, whatever runs again); a later one only adds its words to the reason.
 * A late payment's refund gives back money the invoice never covered (the order was paid otherwise or
 * cancelled first), so it marks nothing.
 */
export async function markInvoiceForReversal(tx: Tx, refund: SucceededRefund) {
  if (refund.cause === 'late_payment') return;
  const reason = `退款 ¥${formatYuan(refund.amountFen)}`;
  const marked = await markReversalDue(tx, refund.orderId, reason, refund.settledAt ?? new Date());
  if (!marked) await appendReversalReason(tx, refund.orderId, reason);
}

/**
 * 发票管理 (issue 35, ADR 0053): invoices finance issued in the tax system, registered by number, one
 * live per order; their 红冲 when money goes back. Writes lock the order first, as every money path
 * does (ADR 0027), so an issue and a refund of the same order queue instead of crossing.
 */
export function createOrderInvoiceService({ db }: { db: Db }) {
  async function answerOf(id: number) {
    const row = await listedInvoice(db, id);
    if (!row) throw notFound('发票记录不存在');
    return adminInvoiceAnswer(row);
  }

  /** What may still be invoiced: paid less refunded (and held by refunds under way); 0 if never paid. */
  async function invoiceableFen(orderId: number) {
    const paid = await paidAmountsOf(db, orderId);
    return paid ? paid.amountFen - paid.refundedFen : 0;
  }

  return {
    /**
     * 登记开票: the number from the tax system and the amount (fen; absent: all that may be invoiced), by
     * a staff member (null: the demo seed).
     */
    async issue(
      staffId: number | null,
      number: string,
      invoiceNo: string,
      amountFen?: number,
      now = new Date(),
    ) {
      const id = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, { number });
        if (!order) throw notFound('订单不存在');
        if (!(await invoiceChoiceOf(tx, order.id))) throw conflict('买家下单时选择了不开票，不能登记开票');
        const paid = order.state === 'pending_payment' ? null : await paidAmountsOf(tx, order.id);
        if (!paid) throw conflict('订单未付款，不能开票');
        const live = await liveInvoiceOf(tx, order.id);
        if (live) {
          throw conflict(`该订单已有未红冲的发票（号码 ${live.invoiceNo}），红冲后才能重新开票`);
        }
        const left = paid.amountFen - paid.refundedFen;
        if (left <= 0) throw conflict('订单款项已全部退回，没有可开票的金额');
        const amount = amountFen ?? left;
        if (amount > left) throw conflict(`开票金额不能超过可开票金额 ¥${formatYuan(left)}`);
        return insertInvoice(tx, {
          orderId: order.id,
          invoiceNo,
          amountFen: amount,
          issuedBy: staffId,
          issuedAt: now,
        });
      });
      return answerOf(id);
    },

    /** 登记红冲: the 红字发票's number; from `issued` or `reversal_due` only. */
    async reverse(staffId: number, id: number, redInvoiceNo: string, now = new Date()) {
      await db.transaction(async (tx) => {
        const current = await invoiceStateOf(tx, id);
        if (!current) throw notFound('发票记录不存在');
        if (current.state === 'reversed') throw conflict('该发票已红冲');
        if (current.invoiceNo === redInvoiceNo) {
          throw invalid({ red_invoice_no: '红字发票号码不能与原发票号码相同' });
        }
        const moved = await reverseInvoice(tx, id, { redInvoiceNo, reversedBy: staffId, reversedAt: now });
        if (!moved) throw conflict('该发票已红冲');
      });
      return answerOf(id);
    },

    /** 发票管理: 待红冲 first unless a state is chosen, then newest first; how many wait for 红冲. */
    async list(filter: InvoiceFilter, page: { index: number; pageSize: number }) {
      const found = await invoiceList(db, filter, (page.index - 1) * page.pageSize, page.pageSize);
      return { total: found.total, due: found.due, list: found.rows.map(adminInvoiceAnswer) };
    },

    /** The order's invoices for its buyer. */
    async ofOrder(orderId: number) {
      return (await invoicesOfOrder(db, orderId)).map(buyerInvoiceAnswer);
    },

    /** The order's invoices for staff, and what may still be invoiced. */
    async ofOrderForStaff(orderId: number) {
      const [rows, left] = await Promise.all([invoicesOfOrder(db, orderId), invoiceableFen(orderId)]);
      return { invoices: rows.map(adminInvoiceAnswer), invoiceable: formatYuan(Math.max(left, 0)) };
    },
  };
}

export type OrderInvoiceService = ReturnType<typeof createOrderInvoiceService>;
