import { markPaid } from '../orders/lifecycle.service.ts';
import type { Db, Tx } from '../platform/db.ts';
import { conflict, notFound } from '../platform/errors.ts';
import {
  closeOtherPending,
  insertPaidPayment,
  lockPayableOrder,
  markPaymentPaid,
  type PaymentMethod,
  paidPaymentOf,
} from './payments.repository.ts';

export interface SettleInput {
  orderId: number;
  userId: number;
  method: PaymentMethod;
  amountFen: number;
  gateway?: string;
  tradeNo?: string;
  gatewayTradeNo?: string;
  /** A pending row written earlier (an online trade, a transfer) that this settles; else a new row. */
  paymentId?: number;
  /** The operator who confirmed a transfer. */
  reviewedBy?: number;
}

const methodNotes: Record<PaymentMethod, string> = {
  credit: '账期支付成功',
  transfer: '对公转账已确认',
  online: '在线支付成功',
};

const stateRefusals: Record<string, string> = {
  paid: '订单已付款，无需重复支付',
  shipped: '订单已付款，无需重复支付',
  completed: '订单已付款，无需重复支付',
  cancelled: '订单已取消，不能支付',
};

export interface PaymentService {
  /**
   * THE way an order becomes paid, whatever the method, inside the caller's transaction `tx`:
   * locks the order row (so settles of one order run one after another), checks it is the member's
   * (else 404), still 待付款 (else 409 with its state) and that `amountFen` is its payable (else 409);
   * writes the `paid` payment row (or turns `paymentId`'s pending row into it), closes the order's other
   * pending attempts, and moves the order to 待发货 (`markPaid`). A second settle of an order that is
   * already paid through a `paid` payment writes nothing and answers `settled: false`: a replayed
   * notify or a double click is a no-op, and the caller decides whether that is an error.
   */
  settle(tx: Tx, input: SettleInput): Promise<{ settled: boolean }>;
}

export function createPaymentService(_deps: { db: Db }): PaymentService {
  return {
    async settle(tx, input) {
      const order = await lockPayableOrder(tx, input.orderId);
      if (!order || order.userId !== input.userId) throw notFound('订单不存在');
      if (await paidPaymentOf(tx, order.id)) return { settled: false };
      if (order.state !== 'pending_payment') {
        throw conflict(stateRefusals[order.state] ?? '订单当前状态不能支付');
      }
      if (input.amountFen !== order.payableFen) throw conflict('支付金额与订单应付金额不符');
      const at = new Date();
      const paidId =
        input.paymentId !== undefined
          ? await markPaymentPaid(
              tx,
              input.paymentId,
              order.id,
              { gatewayTradeNo: input.gatewayTradeNo, reviewedBy: input.reviewedBy },
              at,
            )
          : await insertPaidPayment(
              tx,
              {
                orderId: order.id,
                userId: order.userId,
                method: input.method,
                amountFen: input.amountFen,
                gateway: input.gateway,
                tradeNo: input.tradeNo,
                gatewayTradeNo: input.gatewayTradeNo,
              },
              at,
            );
      if (paidId === null) {
        if (input.paymentId !== undefined) throw conflict('该支付记录已处理');
        return { settled: false };
      }
      await closeOtherPending(tx, order.id, paidId);
      await markPaid(tx, order.id, methodNotes[input.method]);
      return { settled: true };
    },
  };
}
