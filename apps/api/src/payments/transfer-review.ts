import type { TransferReviewState } from '@labmall/contract/finance-choices';
import { extendPayBy, lockOrder } from '../orders/order-machine.service.ts';
import { recordChange } from '../platform/audit.ts';
import type { Tx } from '../platform/db.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { reviewedTransferAnswer } from './payments.answers.ts';
import { lockPayment, paymentById, rejectPendingTransfer, transfersByState } from './payments.repository.ts';
import type { PaymentDeps, SettlePort } from './payments.service.ts';

/**
 * The operators' side of 对公转账 (the console's 财务 → 转账凭证): the vouchers by state, and their
 * confirmation (the transfer settles the order) or rejection with a reason the buyer reads.
 */
export function transferReview({
  deps,
  settle,
  shortWindowEnd,
}: {
  deps: PaymentDeps;
  settle: SettlePort['settle'];
  /** When a buyer whose voucher was rejected must have paid another way. */
  shortWindowEnd: () => Date;
}) {
  /**
   * A pending transfer, locked for review. The order row is locked first, as settle locks it: the same
   * order as a concurrent notify or settle, so the two never wait on each other in opposite order.
   */
  async function reviewable(tx: Tx, paymentId: number) {
    const seen = await paymentById(tx, paymentId);
    if (seen?.method !== 'transfer') throw notFound('转账记录不存在');
    const order = await lockOrder(tx, { id: seen.orderId });
    const payment = await lockPayment(tx, paymentId);
    if (!order || payment?.state !== 'pending') throw conflict('该转账已处理');
    return { payment, order };
  }

  return {
    /** The operators' transfers in one state, each voucher with a short-lived read URL. */
    async transfers(query: { state: TransferReviewState; index: number; pageSize: number }) {
      const offset = (query.index - 1) * query.pageSize;
      const { list, total } = await transfersByState(deps.db, query.state, query.pageSize, offset);
      const uploads = deps.uploads;
      const withUrls = await Promise.all(
        list.map(async (row) => ({
          ...row,
          voucherUrl: row.voucher && uploads ? (await uploads.readUrlForOperator(row.voucher)).url : '',
        })),
      );
      return { total, list: withUrls.map(reviewedTransferAnswer) };
    },

    /** An operator saw the money arrive: the transfer settles the order (→ 待发货). */
    async confirmTransfer(operatorId: number, paymentId: number) {
      const { answer, userId, notice } = await deps.db.transaction(async (tx) => {
        const { payment, order } = await reviewable(tx, paymentId);
        const { settled } = await settle(tx, {
          order,
          orderId: payment.orderId,
          userId: payment.userId,
          method: 'transfer',
          amountFen: payment.amountFen,
          paymentId: payment.id,
          reviewedBy: operatorId,
        });
        if (!settled) throw conflict('订单已付款，无需确认');
        recordChange({ payment: payment.id }, { state: 'pending' }, { state: 'paid' });
        const notice = { kind: 'transfer_confirmed' as const, params: { number: order.number } };
        await deps.notices?.post(tx, payment.userId, notice);
        return {
          answer: { state: 'paid' as const, order_state: 'paid' as const },
          userId: payment.userId,
          notice,
        };
      });
      await deps.notices?.text(userId, notice);
      return answer;
    },

    /** An operator found no such money: the transfer is rejected with a reason the buyer sees. */
    async rejectTransfer(operatorId: number, paymentId: number, reason: string) {
      const { userId, notice } = await deps.db.transaction(async (tx) => {
        const { payment, order } = await reviewable(tx, paymentId);
        if (!(await rejectPendingTransfer(tx, payment.id, reason, operatorId)))
          throw conflict('该转账已处理');
        recordChange(
          { payment: payment.id, order: order.number },
          { state: 'pending' },
          { state: 'rejected', reason },
        );
        await extendPayBy(tx, payment.orderId, shortWindowEnd());
        const notice = { kind: 'transfer_rejected' as const, params: { number: order.number, reason } };
        await deps.notices?.post(tx, payment.userId, notice);
        return { userId: payment.userId, notice };
      });
      await deps.notices?.text(userId, notice);
      return { state: 'rejected' };
    },
  };
}
