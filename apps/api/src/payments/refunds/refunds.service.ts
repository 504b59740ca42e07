import { formatYuan } from '@labmall/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { NoticePort } from '../../notices/notices.service.ts';
import { type LockedOrder, lockOrder } from '../../orders/order-machine.service.ts';
import { afterCommit } from '../../platform/audit.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import type { UploadService } from '../../uploads/uploads.service.ts';
import type { RefundState as GatewayRefund, PaymentGateway } from '../gateway/gateway.ts';
import type { RefundState } from '../payments.schema.ts';
import { adminRefundAnswer, refundAnswer } from './refunds.answers.ts';
import {
  dueOnlineRefunds,
  insertRefund,
  lockPaidPayment,
  lockPayment,
  lockRefund,
  orderNumberOf,
  paidPaymentAmounts,
  paymentOfRefund,
  type RefundCause,
  type RefundFilter,
  type RefundRow,
  refundById,
  refundedShare,
  refundList,
  refundsOfOrder,
  releaseReservation,
  reserveRefund,
  unrefundedLatePayments,
  updateRefund,
} from './refunds.repository.ts';

/** The credit component's release of a refund on the member's account (credit/credit-refund.ts). */
export type CreditRefundPort = (
  tx: Tx,
  refund: { userId: number; orderId: number; refundId: number; amountFen: number; actorId: number | null },
) => Promise<number>;

export interface RefundServiceOptions {
  db: Db;
  gateway: PaymentGateway;
  creditRefund: CreditRefundPort;
  notices: NoticePort;
  /** A payout's bank voucher: a file finance uploaded (purpose `voucher`), read back through a short URL. */
  uploads: Pick<UploadService, 'requireStaffUpload' | 'readUrlForOperator'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /**
   * What else goes back when a refund succeeds (points, the coupon, the invoice's 红冲 mark), each from the
   * component that owns those rows, inside the settling transaction with the order locked (refund-follow-ups.ts).
   */
  followUps?: readonly RefundFollowUp[];
}

/** Runs once per refund, in the transaction that marks it succeeded; the refund row already says so. */
export type RefundFollowUp = (tx: Tx, refund: RefundRow) => Promise<void>;

/** What opening a refund is told: the order (locked by the caller), how much, why, by whom. */
export interface RefundOpening {
  order: Pick<LockedOrder, 'id' | 'userId' | 'number'>;
  /** Fen; absent: all that is left of the payment. */
  amountFen?: number;
  cause: RefundCause;
  reason: string;
  /** The staff member, or null for the system. */
  actorId: number | null;
}

/** Minutes before the job asks the gateway again about a refund still processing, by attempt (then hourly). */
const RETRY_MINUTES = [1, 5, 15, 60];
const JOB_BATCH = 50;
const PAID_OUT_BY_TRANSFER = '已还款部分由财务转账退回';

const retryAt = (attempts: number, now: Date) =>
  new Date(now.getTime() + (RETRY_MINUTES[Math.min(attempts, RETRY_MINUTES.length) - 1] ?? 1) * 60_000);

/**
 * Money going back (issue 35, ADR 0051), the way it came: one refund row each, never more in all than the
 * payment (a conditional update holds the amount when the row opens), settled once. Online refunds are
 * asked of the gateway after their transaction commits, with the refund's id as `out_request_no`, and a
 * job asks again (querying first) until the gateway says succeeded or failed.
 */
export function createRefundService(options: RefundServiceOptions) {
  const { db, gateway, log } = options;

  /**
   * Inside the caller's transaction, the order locked: the refund rows of its paid payment (or of the
   * `refund_due` payment named), their amounts held.
   */
  async function open(tx: Tx, opening: RefundOpening, paymentId?: number): Promise<RefundRow[]> {
    const payment =
      paymentId === undefined
        ? await lockPaidPayment(tx, opening.order.id)
        : await lockPayment(tx, paymentId);
    if (!payment) return [];
    const left = payment.amountFen - payment.refundedFen;
    const amountFen = opening.amountFen ?? left;
    if (amountFen <= 0 && opening.amountFen === undefined) return [];
    if (amountFen <= 0 || amountFen > left || !(await reserveRefund(tx, payment.id, amountFen))) {
      throw conflict(`退款金额超过可退金额（可退 ¥${formatYuan(left)}）`);
    }
    const base = {
      orderId: opening.order.id,
      paymentId: payment.id,
      userId: opening.order.userId,
      cause: opening.cause,
      reason: opening.reason,
      createdBy: opening.actorId,
    };
    const method = payment.method as RefundRow['method'];
    if (method === 'online') {
      return [await insertRefund(tx, { ...base, method, state: 'requested', amountFen })];
    }
    if (method === 'transfer') {
      return [await insertRefund(tx, { ...base, method, state: 'processing', amountFen })];
    }
    const row = await insertRefund(tx, { ...base, method: 'credit', state: 'processing', amountFen });
    const released = await options.creditRefund(tx, {
      userId: row.userId,
      orderId: row.orderId,
      refundId: row.id,
      amountFen,
      actorId: opening.actorId,
    });
    if (released === 0) {
      // Everything was repaid already: finance pays it back by transfer.
      await updateRefund(tx, row.id, { method: 'transfer', failure: PAID_OUT_BY_TRANSFER });
      return [{ ...row, method: 'transfer', failure: PAID_OUT_BY_TRANSFER }];
    }
    const now = new Date();
    await updateRefund(tx, row.id, { state: 'succeeded', amountFen: released, settledAt: now });
    const done = { ...row, state: 'succeeded' as const, amountFen: released, settledAt: now };
    await succeeded(tx, done, opening.order.number);
    if (released === amountFen) return [done];
    const rest = await insertRefund(tx, {
      ...base,
      method: 'transfer',
      state: 'processing',
      amountFen: amountFen - released,
      failure: PAID_OUT_BY_TRANSFER,
    });
    return [done, rest];
  }

  /**
   * In the settling transaction: the follow-ups, and the member's 消息中心; the SMS goes after it commits
   * (`text`).
   */
  async function succeeded(tx: Tx, refund: RefundRow, number: string) {
    for (const followUp of options.followUps ?? []) await followUp(tx, refund);
    await options.notices.post(tx, refund.userId, {
      kind: 'refund_succeeded',
      params: { number, amount: formatYuan(refund.amountFen), method: refund.method },
    });
  }

  /** The buyer's 退款 SMS (if they want it), in the 消息中心 notice's words: where the money went by its way. */
  const text = (refund: RefundRow, number: string) =>
    options.notices.text(refund.userId, {
      kind: 'refund_succeeded',
      params: { number, amount: formatYuan(refund.amountFen), method: refund.method },
    });

  /** Applies what the gateway said to a refund still open; answers whether it succeeded now. */
  async function settle(id: number, answer: GatewayRefund, now = new Date()): Promise<boolean> {
    const done = await db.transaction(async (tx) => {
      const refund = await lockRefund(tx, id);
      if (!refund || (refund.state !== 'requested' && refund.state !== 'processing')) return null;
      if (answer.status === 'pending') {
        await updateRefund(tx, id, { state: 'processing', nextAttemptAt: retryAt(refund.attempts, now) });
        return null;
      }
      const order = await lockOrder(tx, { id: refund.orderId });
      await lockPayment(tx, refund.paymentId);
      if (answer.status === 'failed') {
        await updateRefund(tx, id, {
          state: 'failed',
          failure: (answer.reason ?? '支付通道拒绝退款').slice(0, 200),
          nextAttemptAt: null,
          settledAt: now,
        });
        await releaseReservation(tx, refund.paymentId, refund.amountFen);
        log.error({ refund: id, reason: answer.reason }, 'refund failed at the gateway');
        return null;
      }
      await updateRefund(tx, id, { state: 'succeeded', nextAttemptAt: null, settledAt: now });
      await succeeded(
        tx,
        { ...refund, state: 'succeeded', nextAttemptAt: null, settledAt: now },
        order?.number ?? '',
      );
      return { refund, number: order?.number ?? '' };
    });
    if (done) await text(done.refund, done.number);
    return done !== null;
  }

  /**
   * Asks the gateway for one online refund: the attempt is counted and the next one scheduled before the
   * call, so that a crash during it leaves the refund for the job, which queries before asking again.
   */
  async function send(id: number, now = new Date()): Promise<void> {
    const claimed = await db.transaction(async (tx) => {
      const refund = await lockRefund(tx, id);
      if (refund?.method !== 'online') return null;
      if (refund.state !== 'requested' && refund.state !== 'processing') return null;
      const attempts = refund.attempts + 1;
      await updateRefund(tx, id, { state: 'processing', attempts, nextAttemptAt: retryAt(attempts, now) });
      return refund;
    });
    if (!claimed) return;
    const payment = await paymentOfRefund(db, claimed.paymentId);
    if (!payment?.tradeNo || payment.gateway !== gateway.name) {
      await settle(id, {
        status: 'failed',
        reason: `付款通道（${payment?.gateway ?? '未知'}）已不可用，请人工退款`,
      });
      return;
    }
    let answer: GatewayRefund;
    try {
      if (claimed.state === 'processing') {
        // Asked before (a timeout, a crash): the gateway may have refunded already.
        const known = await gateway.queryRefund(payment.tradeNo, String(id));
        if (known.status === 'succeeded') return void (await settle(id, known, now));
      }
      answer = await gateway.refund({
        tradeNo: payment.tradeNo,
        requestNo: String(id),
        amount: formatYuan(claimed.amountFen),
        reason: claimed.reason.slice(0, 256) || '退款',
      });
    } catch (error) {
      log.warn({ err: error, refund: id }, 'refund request to the gateway failed; the job asks again');
      answer = { status: 'pending' };
    }
    await settle(id, answer, now);
  }

  /**
   * What follows the opening of `rows` once their transaction committed: the online ones are asked of
   * the gateway, and the buyer gets the SMS of those already done (账期). Errors are logged: the job
   * asks again.
   */
  async function sendAll(rows: readonly RefundRow[], number: string) {
    for (const row of rows) {
      try {
        if (row.method === 'online') await send(row.id);
        else if (row.state === 'succeeded') await text(row, number);
      } catch (error) {
        log.error({ err: error, refund: row.id }, 'sending a refund failed; the job asks again');
      }
    }
  }

  /**
   * `sendAll` once staff's write has committed (ADR 0050), at once outside one: asked inside it, money
   * could move for a write that is then rolled back, and no refund row would know of it. For a caller
   * whose own transaction has already ended; an order effect, still inside one, uses `afterCommitOrDetach`.
   */
  const sendCommitted = (rows: readonly RefundRow[], number: string) =>
    afterCommit(() => sendAll(rows, number));

  /**
   * Money the gateway took for an order already paid otherwise or cancelled (`refund_due`) goes back in
   * full, once: the payment's held amount is what stops a second refund of it.
   */
  async function openLate(paymentId: number): Promise<RefundRow[]> {
    const head = await paymentOfRefund(db, paymentId);
    if (!head) return [];
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, { id: head.orderId });
      const payment = await lockPayment(tx, paymentId);
      if (!order || payment?.state !== 'refund_due') return [];
      const reason = '订单已通过其他方式付款或已取消，在线支付款项原路退回';
      return open(tx, { order, cause: 'late_payment', reason, actorId: null }, paymentId);
    });
  }

  return {
    open,
    send,
    sendAll,
    settle,
    sendCommitted,

    /** What of an order's payment has gone back so far (succeeded refunds), for what follows a refund. */
    share: (handle: DbOrTx, orderId: number) => refundedShare(handle, orderId),

    /** The job's run: online refunds never sent or whose next ask has come. Returns how many succeeded. */
    async retryDue(now = new Date()): Promise<number> {
      for (const paymentId of await unrefundedLatePayments(db, JOB_BATCH)) await openLate(paymentId);
      let done = 0;
      for (const id of await dueOnlineRefunds(db, now, JOB_BATCH)) {
        await send(id, now);
        const row = await refundById(db, id);
        if (row?.state === 'succeeded') done += 1;
      }
      return done;
    },

    /** A late payment's refund, opened and sent at once (the notify's path; the job catches up too). */
    async refundLate(paymentId: number) {
      const opened = await openLate(paymentId);
      if (opened[0]) await sendAll(opened, (await orderNumberOf(db, opened[0].orderId)) ?? '');
    },

    /** A partial (or full) refund staff grant on an order that was paid, whatever its state. */
    async grant(staffId: number, number: string, amountFen: number, reason: string) {
      // The answer is the rows as they stand after the gateway was asked (an online one may be done).
      const rows = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, { number });
        if (!order) throw notFound('订单不存在');
        if (order.state === 'pending_payment') throw conflict('订单未付款，不能退款');
        const opened = await open(tx, { order, amountFen, cause: 'operator', reason, actorId: staffId });
        if (opened.length === 0) throw conflict('订单没有可退的付款');
        return opened;
      });
      // Inside staff's write the answer shows the rows as opened; the console reads them again.
      await sendCommitted(rows, number);
      const now = await Promise.all(rows.map((row) => refundById(db, row.id)));
      return { list: now.filter((row) => row !== null).map(refundAnswer) };
    },

    /** Finance has paid a transfer refund out: its bank voucher, and it is done. */
    async payOut(staffId: number, id: number, voucher: string, now = new Date()) {
      await options.uploads.requireStaffUpload(voucher, 'voucher').catch(() => {
        throw invalid({ voucher: '打款凭证无效，请重新上传' }, '打款凭证无效，请重新上传');
      });
      const done = await db.transaction(async (tx) => {
        const refund = await lockRefund(tx, id);
        if (!refund) throw notFound('退款不存在');
        if (refund.method !== 'transfer' || refund.state !== 'processing') {
          throw conflict('该退款不是待打款的转账退款');
        }
        const order = await lockOrder(tx, { id: refund.orderId });
        await updateRefund(tx, id, { state: 'succeeded', voucher, settledBy: staffId, settledAt: now });
        const paid = { ...refund, state: 'succeeded' as const, voucher, settledBy: staffId, settledAt: now };
        await succeeded(tx, paid, order?.number ?? '');
        return { refund, number: order?.number ?? '' };
      });
      await text(done.refund, done.number);
      return { state: 'succeeded' as const };
    },

    /** A failed online refund asked again (staff, after fixing what the gateway refused): holds its amount anew. */
    async retry(id: number) {
      const row = await db.transaction(async (tx) => {
        const refund = await lockRefund(tx, id);
        if (!refund) throw notFound('退款不存在');
        if (refund.method !== 'online' || refund.state !== 'failed')
          throw conflict('只有失败的在线退款可以重试');
        await lockOrder(tx, { id: refund.orderId });
        if (!(await reserveRefund(tx, refund.paymentId, refund.amountFen))) {
          throw conflict('退款金额超过可退金额');
        }
        await updateRefund(tx, id, { state: 'requested', failure: '', nextAttemptAt: null, settledAt: null });
        return refund;
      });
      await afterCommit(() => send(row.id));
      return { state: ((await refundById(db, row.id))?.state ?? 'failed') as RefundState };
    },

    /** An order's refunds as its buyer sees them. */
    async ofOrder(orderId: number) {
      return (await refundsOfOrder(db, orderId)).map(refundAnswer);
    },

    /** An order's refunds for staff, and what can still be refunded of it. */
    async ofOrderForStaff(orderId: number, number: string, company: string) {
      const rows = await refundsOfOrder(db, orderId);
      const payment = await paidPaymentAmounts(db, orderId);
      return {
        refunds: await Promise.all(rows.map((row) => staffAnswer(row, number, company))),
        refundable: formatYuan(payment ? payment.amountFen - payment.refundedFen : 0),
      };
    },

    /** 退款管理: every refund, newest first, by state, method or order. */
    async list(filter: RefundFilter, page: { index: number; pageSize: number }) {
      const { rows, total } = await refundList(db, filter, (page.index - 1) * page.pageSize, page.pageSize);
      return {
        total,
        list: await Promise.all(rows.map((r) => staffAnswer(r.refund, r.number, r.company))),
      };
    },
  };

  async function staffAnswer(row: RefundRow, number: string, company: string) {
    const voucherUrl = row.voucher ? (await options.uploads.readUrlForOperator(row.voucher)).url : '';
    return adminRefundAnswer(row, { number, company, voucherUrl });
  }
}

export type RefundService = ReturnType<typeof createRefundService>;
