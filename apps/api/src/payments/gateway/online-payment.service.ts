import { formatYuan } from '@labmall/rules';
import type { FastifyBaseLogger } from 'fastify';
import { lockOrder } from '../../orders/order-machine.service.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { type PaymentService, refuseNothingToPay, refuseWhileTransferAwaits } from '../payments.service.ts';
import { type PaymentGateway, type TradeState, tradeStatus } from './gateway.ts';
import {
  closePayment,
  insertOnlinePayment,
  latestOnlinePayment,
  lockPayment,
  markRefundDue,
  memberOrder,
  type OnlinePayment,
  paymentByTradeNo,
  reopenPayment,
} from './online-payment.repository.ts';
import { randomHex } from './rsa2.ts';

export interface OnlinePaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  payments: PaymentService;
  shopName: string;
  /** Where the gateway posts its notify: PUBLIC_ORIGIN or the listen address (server to server). */
  notifyOrigin: string;
  log: FastifyBaseLogger;
  /** Money kept as `refund_due` goes back at once (refunds, ADR 0051); the refunds job catches up too. */
  refundLate?: (paymentId: number) => Promise<void>;
}

const ATTEMPT_STATES = ['pending', 'paid', 'rejected', 'failed', 'closed', 'refund_due'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number] | 'none';

/** A `payments.state` as the status call names it (`none`: no online attempt yet). */
function attemptState(state: string | undefined): AttemptState {
  return ATTEMPT_STATES.find((known) => known === state) ?? 'none';
}

/** Why an online payment is kept as `refund_due` (shown in the member's payment record). */
const REFUND_DUE_REASON = '订单已通过其他方式付款或已取消，本笔在线支付款项原路退回';

/** What the store answers a notify: the gateway stops retrying on `success` only. */
export type NotifyAnswer = 'success' | 'fail';

/** An outcome reported by the gateway (a notify or a query answer), for one of our trades. */
interface Outcome {
  status: TradeState['status'];
  amount: string | undefined;
  gatewayTradeNo: string | undefined;
}

/**
 * 在线支付 (issue 21 item 4): opening a trade at the configured gateway, the notify and the query on
 * return. Every outcome lands through `apply`: one transaction, the order row then the payment row
 * locked, settled through `payments.settle`; an outcome already applied writes nothing.
 */
export function createOnlinePaymentService({
  db,
  gateway,
  payments,
  shopName,
  notifyOrigin,
  log,
  refundLate,
}: OnlinePaymentDeps) {
  /** Opens the order's online payment (or reuses its open one) and answers the gateway URL. */
  async function open(userId: number, number: string, returnOrigin: string) {
    const { order, payment } = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, { number, memberId: userId });
      if (!order) throw notFound('订单不存在');
      refuseNothingToPay(order);
      if (order.state !== 'pending_payment') throw conflict('订单不是待付款状态，不能支付');
      await refuseWhileTransferAwaits(tx, order.id);
      const latest = await latestOnlinePayment(tx, order.id);
      if (
        latest?.state === 'pending' &&
        latest.gateway === gateway.name &&
        latest.amountFen === order.payableFen
      ) {
        return { order, payment: latest };
      }
      const opened = await insertOnlinePayment(tx, {
        orderId: order.id,
        userId,
        amountFen: order.payableFen,
        gateway: gateway.name,
        tradeNo: `${order.number}_${randomHex(5)}`,
      });
      return { order, payment: opened };
    });
    const url = gateway.createTrade({
      tradeNo: payment.tradeNo as string,
      amount: formatYuan(payment.amountFen),
      subject: `${shopName}订单 ${order.number}`,
      returnUrl: `${returnOrigin}/pay?number=${encodeURIComponent(order.number)}&method=online`,
      notifyUrl: `${notifyOrigin}/pay/notify/${gateway.name}`,
    });
    return { url, trade_no: payment.tradeNo as string };
  }

  /**
   * Applies a gateway's outcome to its payment row. `refused` when the outcome contradicts the store
   * (amount, order state): nothing written.
   */
  async function apply(payment: OnlinePayment, outcome: Outcome): Promise<'applied' | 'already' | 'refused'> {
    try {
      const result = await applyOnce(payment, outcome);
      if (result !== 'late') return result;
      try {
        await refundLate?.(payment.id);
      } catch (error) {
        log.error(
          { err: error, tradeNo: payment.tradeNo },
          'refund of a late payment failed; the job retries',
        );
      }
      return 'applied';
    } catch (error) {
      // settle's own refusals (the order's state or amount changed under us): rolled back, nothing written.
      if (error instanceof AppError) {
        log.warn({ tradeNo: payment.tradeNo, err: error }, 'online payment refused by settle');
        return 'refused';
      }
      throw error;
    }
  }

  async function applyOnce(
    payment: OnlinePayment,
    outcome: Outcome,
  ): Promise<'applied' | 'already' | 'refused' | 'late'> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, { id: payment.orderId });
      const row = await lockPayment(tx, payment.id);
      if (!order || !row) return 'refused';
      if (row.state === 'paid' || row.state === 'refund_due') return 'already';
      if (outcome.status === 'paid') {
        if (outcome.amount !== formatYuan(row.amountFen)) {
          log.warn(
            { tradeNo: row.tradeNo, amount: outcome.amount },
            'online payment refused: amount differs',
          );
          return 'refused';
        }
        // From here the gateway holds our money for this trade: it settles the order if the order is
        // still unpaid, or is kept to be refunded. Never refused (the gateway would retry for ever and
        // the money would sit unrecorded).
        if (order.state === 'pending_payment' && row.amountFen === order.payableFen) {
          // A trade the buyer cancelled to pay by transfer, then paid at the cashier still open: the
          // money is real, so the order is paid by it (a pending voucher closes, with the reason).
          if (row.state !== 'pending') await reopenPayment(tx, row.id);
          const { settled } = await payments.settle(tx, {
            order,
            orderId: order.id,
            userId: row.userId,
            method: 'online',
            amountFen: row.amountFen,
            gateway: gateway.name,
            tradeNo: row.tradeNo as string,
            ...(outcome.gatewayTradeNo ? { gatewayTradeNo: outcome.gatewayTradeNo } : {}),
            paymentId: row.id,
          });
          if (settled) {
            log.info({ tradeNo: row.tradeNo, order: order.number }, 'order paid online');
            return 'applied';
          }
        }
        await markRefundDue(tx, row.id, outcome.gatewayTradeNo, REFUND_DUE_REASON);
        log.error(
          { tradeNo: row.tradeNo, payment: row.state, order: order.state },
          'online payment received for an order no longer payable: kept as refund_due, refunded at the gateway',
        );
        return 'late';
      }
      if (outcome.status === 'closed') {
        if (row.state !== 'pending') return 'already';
        await closePayment(tx, row.id, 'failed', outcome.gatewayTradeNo);
        return 'applied';
      }
      return 'already';
    });
  }

  /**
   * 取消在线支付: the buyer gives up the open trade to pay by transfer. The gateway is asked first: a trade
   * paid there settles the order (the buyer is told it is paid). Otherwise the row closes; should the
   * buyer still pay at a cashier left open, the late notify finds the money and `apply` settles the
   * order with it or keeps it as `refund_due` (ADR 33).
   */
  async function cancel(userId: number, number: string) {
    const order = await memberOrder(db, userId, number);
    if (!order) throw notFound('订单不存在');
    const payment = await latestOnlinePayment(db, order.id);
    if (payment?.state !== 'pending' || order.state !== 'pending_payment') {
      return { state: order.state, payment: 'none' as const };
    }
    try {
      const trade = await gateway.queryTrade(payment.tradeNo as string);
      if (trade.status === 'paid') {
        await apply(payment, { status: 'paid', amount: trade.amount, gatewayTradeNo: trade.gatewayTradeNo });
        const now = await memberOrder(db, userId, number);
        if (now?.state !== 'pending_payment')
          return { state: now?.state ?? order.state, payment: 'paid' as const };
      }
    } catch (error) {
      log.warn({ err: error, tradeNo: payment.tradeNo }, 'querying the gateway before a cancel failed');
    }
    const state = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, { id: order.id });
      const row = await lockPayment(tx, payment.id);
      if (row?.state === 'pending') await closePayment(tx, row.id, 'closed', undefined);
      return locked?.state ?? order.state;
    });
    return { state, payment: 'closed' as const };
  }

  /** The gateway's asynchronous notify (form fields, already decoded). */
  async function handleNotify(gatewayName: string, fields: Record<string, string>): Promise<NotifyAnswer> {
    const tradeNo = fields.out_trade_no ?? '';
    const refuse = (reason: string): NotifyAnswer => {
      log.warn({ gateway: gatewayName, tradeNo, reason }, 'payment notify refused');
      return 'fail';
    };
    if (gatewayName !== gateway.name) return refuse('not the configured gateway');
    if (!(await gateway.verifyNotify(fields))) return refuse('signature does not verify');
    if (fields.app_id !== gateway.appId) return refuse('app_id is not ours');
    const currency = fields.trans_currency ?? fields.currency;
    if (currency && currency !== 'CNY') return refuse('currency is not CNY');
    const payment = tradeNo ? await paymentByTradeNo(db, gateway.name, tradeNo) : undefined;
    if (!payment) return refuse('unknown trade');
    const outcome: Outcome = {
      status: tradeStatus(fields.trade_status),
      amount: fields.total_amount,
      gatewayTradeNo: fields.trade_no,
    };
    const result = await apply(payment, outcome);
    return result === 'refused' ? refuse('contradicts the order') : 'success';
  }

  /**
   * The buyer is back (or the page asks again): a pending trade is asked about at the gateway and its
   * outcome applied, so an order paid before the notify arrived shows paid.
   */
  async function status(userId: number, number: string) {
    const order = await memberOrder(db, userId, number);
    if (!order) throw notFound('订单不存在');
    let payment = await latestOnlinePayment(db, order.id);
    if (payment?.state === 'pending' && payment.tradeNo && order.state === 'pending_payment') {
      try {
        const trade = await gateway.queryTrade(payment.tradeNo);
        if (trade.status === 'paid' || trade.status === 'closed') {
          await apply(payment, {
            status: trade.status,
            amount: trade.amount,
            gatewayTradeNo: trade.gatewayTradeNo,
          });
        }
      } catch (error) {
        log.warn({ err: error, tradeNo: payment.tradeNo }, 'querying the gateway failed');
      }
      payment = await latestOnlinePayment(db, order.id);
    }
    const now = await memberOrder(db, userId, number);
    return { state: now?.state ?? order.state, payment: attemptState(payment?.state) };
  }

  /**
   * The unpaid sweep's question before it cancels an order (issue 35): is its open trade paid at the
   * gateway after all (a notify lost or late)? Then the order is paid by it, not cancelled. A gateway
   * that does not answer changes nothing: the sweep goes on, and money that arrives later is refunded.
   */
  async function settleOpenTrade(orderId: number): Promise<void> {
    const payment = await latestOnlinePayment(db, orderId);
    if (payment?.state !== 'pending' || !payment.tradeNo || payment.gateway !== gateway.name) return;
    try {
      const trade = await gateway.queryTrade(payment.tradeNo);
      if (trade.status !== 'paid' && trade.status !== 'closed') return;
      await apply(payment, {
        status: trade.status,
        amount: trade.amount,
        gatewayTradeNo: trade.gatewayTradeNo,
      });
    } catch (error) {
      log.warn(
        { err: error, tradeNo: payment.tradeNo },
        'querying the gateway before the unpaid sweep failed',
      );
    }
  }

  return { open, cancel, handleNotify, status, settleOpenTrade };
}

export type OnlinePaymentService = ReturnType<typeof createOnlinePaymentService>;
