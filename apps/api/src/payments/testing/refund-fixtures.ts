import { formatYuan } from '@labmall/rules';
import type { TestApp } from '../../../test/helper.ts';
import { refundToCredit } from '../../credit/credit-refund.ts';
import type { PaymentGateway, RefundRequest, RefundState } from '../gateway/gateway.ts';
import { createRefundService } from '../refunds/refunds.service.ts';

export type FakeRefundMode = 'succeed' | 'timeout' | 'fail';

/**
 * A gateway that keeps its trades' refunds the way Alipay does (one per `out_request_no`, never more in
 * all than the trade) and counts what it was asked. `timeout`: the money moves but the answer is lost
 * (the caller sees `pending`); `fail`: refused for good.
 */
export function fakeRefundGateway(paidYuan: (tradeNo: string) => string | undefined) {
  let mode: FakeRefundMode = 'succeed';
  const moved = new Map<string, number>();
  const calls = { refund: 0, query: 0 };
  const key = (tradeNo: string, requestNo: string) => `${tradeNo}/${requestNo}`;
  const refundedOf = (tradeNo: string) =>
    [...moved].filter(([k]) => k.startsWith(`${tradeNo}/`)).reduce((sum, [, fen]) => sum + fen, 0);

  const gateway: PaymentGateway = {
    name: 'sandbox',
    appId: 'fake',
    createTrade: () => 'http://fake.invalid/',
    verifyNotify: async () => false,
    queryTrade: async () => ({ status: 'unknown' }),
    async refund(request: RefundRequest): Promise<RefundState> {
      calls.refund += 1;
      const k = key(request.tradeNo, request.requestNo);
      const already = moved.get(k);
      if (already !== undefined) return { status: 'succeeded', amount: formatYuan(already) };
      if (mode === 'fail') return { status: 'failed', reason: '交易不存在' };
      const fen = Math.round(Number(request.amount) * 100);
      const paid = Math.round(Number(paidYuan(request.tradeNo) ?? '0') * 100);
      if (refundedOf(request.tradeNo) + fen > paid) return { status: 'failed', reason: '退款金额超限' };
      moved.set(k, fen);
      return mode === 'timeout' ? { status: 'pending' } : { status: 'succeeded', amount: request.amount };
    },
    async queryRefund(tradeNo: string, requestNo: string): Promise<RefundState> {
      calls.query += 1;
      const fen = moved.get(key(tradeNo, requestNo));
      if (fen !== undefined) return { status: 'succeeded', amount: formatYuan(fen) };
      // Alipay answers a request it never received with no refund in it: nothing moved, ask again.
      return { status: 'failed', reason: '退款请求不存在' };
    },
  };
  return {
    gateway,
    calls,
    /** Fen moved for a trade, all requests together. */
    refunded: refundedOf,
    /** Requests that moved money. */
    requests: () => moved.size,
    setMode(next: FakeRefundMode) {
      mode = next;
    },
  };
}

/** The app's refund service over its database, but asking `gateway`; texts go to the app's SMS outbox. */
export function refundServiceWith(t: TestApp, gateway: PaymentGateway) {
  return createRefundService({
    db: t.database.db,
    gateway,
    creditRefund: refundToCredit,
    notices: t.app.deps.notices,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    uploads: t.app.deps.uploads,
  });
}
