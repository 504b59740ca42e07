import { markPaid } from '../../orders/lifecycle.service.ts';
import type { Tx } from '../../platform/db.ts';
import { hasPaidPayment, lockOrder, markPaymentPaid } from './online-payment.repository.ts';

/** The one settle of issue 21 (`deps.payments.settle`, owned by payments.service.ts). */
export interface SettleInput {
  orderId: number;
  userId: number;
  method: 'credit' | 'transfer' | 'online';
  amountFen: number;
  gateway?: string;
  tradeNo?: string;
  gatewayTradeNo?: string;
  paymentId?: number;
}

export interface Settler {
  settle(tx: Tx, input: SettleInput): Promise<{ settled: boolean }>;
}

/**
 * Stands in for `deps.payments.settle` until the payment service is merged, with its signature and
 * rules for an existing online row only: the order the member's, 待付款, the amount its payable; the row
 * paid; markPaid. Removed at merge.
 */
export const interimSettler: Settler = {
  async settle(tx, input) {
    const order = await lockOrder(tx, input.orderId);
    if (!order || order.userId !== input.userId || order.state !== 'pending_payment')
      return { settled: false };
    if (order.payableFen !== input.amountFen || !input.paymentId) return { settled: false };
    if (await hasPaidPayment(tx, order.id)) return { settled: false };
    await markPaymentPaid(tx, input.paymentId, input.gatewayTradeNo);
    await markPaid(tx, order.id, '在线支付成功');
    return { settled: true };
  },
};
