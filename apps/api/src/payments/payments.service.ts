import type { NoticePort } from '../notices/notices.service.ts';
import {
  extendPayBy,
  type LockedOrder,
  lockOrder,
  type OrderMachine,
  openLongPayWindow,
} from '../orders/order-machine.service.ts';
import type { Db, Tx } from '../platform/db.ts';
import { conflict, notFound } from '../platform/errors.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { orderPaymentAnswer, payPageAnswer, recordAnswer } from './payments.answers.ts';
import {
  closeOtherPending,
  hasPendingOnline,
  hasPendingTransfer,
  insertPaidPayment,
  insertPendingTransfer,
  latestTransfer,
  markPaymentPaid,
  memberPayments,
  orderLineSummary,
  ordersWithPendingTransfer,
  ownOrderForPay,
  type PaymentMethod,
  paidPaymentOf,
  paymentsOfOrder,
  withdrawPendingTransfer,
} from './payments.repository.ts';
import { transferReview } from './transfer-review.ts';

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
  /** The order as the caller already locked it (order-locks): settle then reads it no second time. */
  order?: LockedOrder;
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

export interface SettlePort {
  /**
   * THE way an order becomes paid, whatever the method, inside the caller's transaction `tx`:
   * locks the order row through order-locks, or takes the `order` its caller locked there (so settles
   * of one order run one after another, and the order is read once), checks it is the member's
   * (else 404), still 待付款 (else 409 with its state) and that `amountFen` is its payable (else 409);
   * writes the `paid` payment row (or turns `paymentId`'s pending row into it), closes the order's other
   * pending attempts, and moves the order to 待发货 (`markPaid`). A second settle of an order that is
   * already paid through a `paid` payment writes nothing and answers `settled: false`: a replayed
   * notify or a double click is a no-op, and the caller decides whether that is an error.
   */
  settle(tx: Tx, input: SettleInput): Promise<{ settled: boolean }>;
}

/** The shop's receiving account for 对公转账 (settings TRANSFER_*). */
export interface BankAccount {
  accountName: string;
  bankName: string;
  accountNo: string;
}

export interface PaymentDeps {
  db: Db;
  /** A settled order moves 待付款 → 待发货 through the order machine, never by a write of its own. */
  orders: Pick<OrderMachine, 'markPaid'>;
  /** The voucher must be an upload of the member's own, purpose `voucher`; operators read it back. */
  uploads?: Pick<UploadService, 'requireOwned' | 'readUrlForOperator'>;
  /** Read at each use: an operator may change the account (系统配置) while the server runs. */
  bank?: () => Promise<BankAccount>;
  /** After a rejected transfer the buyer has at least this long again before the order is cancelled. */
  payMinutes?: number;
  /** TRANSFER_PAY_DAYS: the window once 对公转账 (or 账期 pending a limit) is chosen. */
  transferPayDays?: number;
  /**
   * Whether the member is waiting for a credit limit that covers this payable (none, or too small):
   * only then may 账期 hold the order for days. The credit component answers it (wired in deps.ts).
   */
  creditShort?: (tx: Tx, userId: number, payableFen: number) => Promise<boolean>;
  /** The buyer's 消息中心 hears of a voucher confirmed or rejected (notices component, wired in deps.ts). */
  notices?: NoticePort;
}

const LINES_SHOWN = 5;

/**
 * An order whose payable is ¥0.00 was settled when it was placed (ADR 0026): no method has anything to
 * take, and a payment row must be positive. Refused with a clear 409 before any state check.
 */
export function refuseNothingToPay(order: { payableFen: number }): void {
  if (order.payableFen === 0) throw conflict('订单应付金额为 ¥0.00，无需支付');
}

/**
 * One payment at a time (issue 32, ADR 33): while a transfer voucher awaits an operator, no other method
 * may take the order's money — the clerk may really have wired it. The buyer withdraws the voucher first.
 */
export async function refuseWhileTransferAwaits(tx: Tx, orderId: number): Promise<void> {
  if (await hasPendingTransfer(tx, orderId)) {
    throw conflict('转账凭证已提交，正在等待确认，不能改用其他方式付款。如需改用其他方式，请先撤回凭证', {
      pending_method: 'transfer',
    });
  }
}

const withdrawRefusals: Record<string, string> = {
  paid: '转账已确认到账，订单已付款，不能撤回凭证',
  shipped: '转账已确认到账，订单已付款，不能撤回凭证',
  completed: '转账已确认到账，订单已付款，不能撤回凭证',
  cancelled: '订单已取消，不能撤回凭证',
};

function refuseUnpayable(state: string): void {
  if (state !== 'pending_payment') throw conflict(stateRefusals[state] ?? '订单当前状态不能支付');
}

export function createPaymentService(deps: PaymentDeps) {
  const { db } = deps;
  const service = {
    settle: (async (tx, input) => {
      const order =
        input.order?.id === input.orderId ? input.order : await lockOrder(tx, { id: input.orderId });
      if (!order || order.userId !== input.userId) throw notFound('订单不存在');
      refuseNothingToPay(order);
      if (await paidPaymentOf(tx, order.id)) return { settled: false };
      if (order.state !== 'pending_payment') {
        throw conflict(stateRefusals[order.state] ?? '订单当前状态不能支付');
      }
      if (input.amountFen !== order.payableFen) throw conflict('支付金额与订单应付金额不符');
      // A new payment (账期) never overtakes a voucher awaiting review. Settling an existing attempt is
      // another matter: an operator's confirmation is that voucher, and an online trade the gateway
      // reports paid is money already received (its transfer then closes, with the reason).
      if (input.paymentId === undefined) await refuseWhileTransferAwaits(tx, order.id);
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
      await deps.orders.markPaid(tx, order, methodNotes[input.method]);
      return { settled: true };
    }) satisfies SettlePort['settle'],

    /** /pay: the member's own order (404 otherwise), its first lines, its last transfer and the bank account. */
    async payPage(userId: number, number: string) {
      const order = await ownOrderForPay(db, userId, number);
      if (!order) throw notFound('订单不存在');
      const [{ lines, count }, transfer] = await Promise.all([
        orderLineSummary(db, order.id, LINES_SHOWN),
        latestTransfer(db, order.id),
      ]);
      const awaitingTransfer = order.state === 'pending_payment' && transfer?.state === 'pending';
      const onlineOpen = order.state === 'pending_payment' && (await hasPendingOnline(db, order.id));
      return payPageAnswer({
        order,
        lines,
        lineCount: count,
        transfer,
        awaitingTransfer,
        onlineOpen,
        bank: await requireBank(),
        longWindowDays: deps.transferPayDays ?? 7,
        now: new Date(),
      });
    },

    /**
     * 对公转账: the buyer's voucher for their own unpaid order becomes a `pending` transfer of the
     * order's payable (never an amount from the client). One pending transfer per order at a time.
     */
    async submitTransfer(userId: number, input: { number: string; voucher: string }) {
      if (!deps.uploads) throw new Error('payments: uploads not configured');
      await deps.uploads.requireOwned(userId, input.voucher, 'voucher');
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, { number: input.number, memberId: userId });
        if (!order) throw notFound('订单不存在');
        refuseNothingToPay(order);
        refuseUnpayable(order.state);
        if (await hasPendingTransfer(tx, order.id)) {
          throw conflict('转账凭证已提交，请等待确认', { pending_method: 'transfer' });
        }
        // The same rule the other way: an open online trade may still be paid at the gateway.
        if (await hasPendingOnline(tx, order.id)) {
          throw conflict('在线支付尚未完成，不能同时提交转账凭证。如需改用对公转账，请先取消在线支付', {
            pending_method: 'online',
          });
        }
        await insertPendingTransfer(tx, {
          orderId: order.id,
          userId,
          amountFen: order.payableFen,
          voucher: input.voucher,
        });
        // A voucher is 对公转账 chosen, should the buyer not have said so first: should it be rejected or
        // withdrawn, the days to send a new one are there (ADR 33).
        await openLongPayWindow(tx, order.id, 'transfer', longWindowEnd());
        return { state: order.state, awaiting_transfer: true };
      });
    },

    /**
     * 撤回凭证: the buyer takes back a voucher awaiting review, to pay another way. The order row is
     * locked first, as the operator's review locks it, so a confirmation and a withdrawal of one voucher
     * run one after the other: whichever comes second finds the voucher no longer pending and is refused
     * (a confirmed one reads as paid here). The buyer then has at least ORDER_PAY_MINUTES again, as
     * after a rejection: the sweep skipped the order while the voucher waited.
     */
    async withdrawTransfer(userId: number, number: string) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, { number, memberId: userId });
        if (!order) throw notFound('订单不存在');
        if (order.state !== 'pending_payment') {
          throw conflict(withdrawRefusals[order.state] ?? '订单当前状态不能撤回凭证');
        }
        if (!(await withdrawPendingTransfer(tx, order.id))) {
          throw conflict('没有待确认的转账凭证，无需撤回');
        }
        await extendPayBy(tx, order.id, shortWindowEnd());
        return { state: order.state, awaiting_transfer: false };
      });
    },

    /**
     * 对公转账 chosen (or 账期 while a limit is pending): the order's deadline becomes TRANSFER_PAY_DAYS
     * days from now, never earlier than it was (ADR 33). Chosen, not only on the voucher: the clerk needs
     * the days before there is a voucher, while the finance office approves the transfer.
     */
    async chooseLongWindow(userId: number, number: string, method: 'transfer' | 'credit') {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, { number, memberId: userId });
        if (!order) throw notFound('订单不存在');
        refuseNothingToPay(order);
        refuseUnpayable(order.state);
        // As 账期支付: an order past its deadline is the sweep's, not to be revived by a late choice.
        if (order.payBy <= new Date()) throw conflict('订单已超时未付款，不能支付');
        if (method === 'credit' && !(await deps.creditShort?.(tx, order.userId, order.payableFen))) {
          throw conflict('您的账期额度足以支付本单，请直接使用账期支付');
        }
        const opened = await openLongPayWindow(tx, order.id, method, longWindowEnd());
        if (!opened) throw conflict('订单当前状态不能支付');
        return { pay_by: opened.payBy.toISOString(), pay_window: method };
      });
    },

    /** 待确认: the order has a transfer awaiting an operator. */
    awaitingTransfer: (orderId: number) => hasPendingTransfer(db, orderId),
    /** The same for a page of orders: the ids among them that are 待确认. */
    awaitingTransfers: (orderIds: number[]) => ordersWithPendingTransfer(db, orderIds),

    /** /user/bill/record: the member's payments, newest first. */
    async record(userId: number, page: { index: number; pageSize: number }) {
      const { list, total } = await memberPayments(
        db,
        userId,
        page.pageSize,
        (page.index - 1) * page.pageSize,
      );
      return { total, list: list.map(recordAnswer) };
    },

    /** An order's payment attempts for the operator's order page, each voucher with a short-lived read URL. */
    async ofOrder(orderId: number) {
      const rows = await paymentsOfOrder(db, orderId);
      const uploads = deps.uploads;
      return Promise.all(
        rows.map(async (row) =>
          orderPaymentAnswer(
            row,
            row.voucher && uploads ? (await uploads.readUrlForOperator(row.voucher)).url : '',
          ),
        ),
      );
    },

    // The operators' review of transfer vouchers (transfer-review.ts).
    ...transferReview({
      deps,
      settle: (tx: Tx, input: SettleInput): Promise<{ settled: boolean }> => service.settle(tx, input),
      shortWindowEnd,
    }),
  };

  /** After a voucher is rejected or withdrawn: at least ORDER_PAY_MINUTES again to pay another way. */
  function shortWindowEnd(): Date {
    return new Date(Date.now() + (deps.payMinutes ?? 30) * 60_000);
  }

  function longWindowEnd(): Date {
    return new Date(Date.now() + (deps.transferPayDays ?? 7) * 24 * 3600_000);
  }

  function requireBank(): Promise<BankAccount> {
    if (!deps.bank) throw new Error('payments: bank account not configured');
    return deps.bank();
  }

  return service;
}

export type PaymentService = ReturnType<typeof createPaymentService>;
