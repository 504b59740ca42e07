import { chinaDate, chinaMidnight, formatYuan } from '@labmall/rules';
import type { Notice, NoticePort } from '../notices/notices.service.ts';
import { lockOrder } from '../orders/order-machine.service.ts';
import type { PaymentService } from '../payments/payments.service.ts';
import type { Db } from '../platform/db.ts';
import { conflict, invalid, notFound } from '../platform/errors.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { accountAnswer, entryAnswer, figures, repaymentAnswer, statementAnswer } from './credit.answers.ts';
import {
  accountOf,
  type CreditAccountRow,
  drawEntries,
  type EntryRow,
  insertEntry,
  insertStatement,
  lastStatement,
  lockAccount,
  lockStatement,
  memberOf,
  moveOutstanding,
  oldestUnpaidStatement,
  orderForPayment,
  type RepaymentRow,
  type StatementRow,
  statementById,
  statementEntries,
  statementsOf,
  undrawnBefore,
  undrawnEntries,
  usersWithUndrawn,
} from './credit.repository.ts';
import { creditOperatorActions } from './credit-operators.ts';
import {
  insertRepayment,
  pendingByStatement,
  repaymentsOfStatement,
} from './credit-repayments.repository.ts';
import { addDays, latestStatementDay, nextStatementDay } from './statement-dates.ts';
import { buildStatementSheet } from './statement-export.ts';

export interface CreditServiceOptions {
  db: Db;
  payments: Pick<PaymentService, 'settle'>;
  uploads: Pick<UploadService, 'requireOwned' | 'readUrlForOperator'>;
  /** The shop's name on exported statements. */
  shopName: string;
  /** The account members repay to (the same as 对公转账's), read at each use (系统配置 may change it). */
  bank: () => Promise<{ account_name: string; bank_name: string; account_no: string }>;
  /** The member's 消息中心 hears of a statement drawn and a repayment reviewed (wired in deps.ts). */
  notices?: NoticePort;
}

/** An account that was never opened reads as zero terms (statement day 1, 30 days to repay). */
const noAccount = (userId: number): CreditAccountRow => ({
  userId,
  limitFen: 0,
  outstandingFen: 0,
  statementDay: 1,
  dueDays: 30,
  updatedAt: new Date(0),
});

/** A statement with its entries and repayments, as both sides answer it. */
function statementDetailAnswer(found: {
  statement: StatementRow;
  pendingFen: number;
  entries: EntryRow[];
  repayments: RepaymentRow[];
}) {
  return {
    statement: statementAnswer(found.statement, found.pendingFen),
    entries: found.entries.map(entryAnswer),
    repayments: found.repayments.map(repaymentAnswer),
  };
}

/** 账期: the member's account and statements, paying on credit, repayments, and the operators' side. */
export function createCreditService({
  db,
  payments,
  uploads,
  shopName,
  bank,
  notices,
}: CreditServiceOptions) {
  async function accountView(userId: number, now = new Date()) {
    const account = (await accountOf(db, userId)) ?? noAccount(userId);
    const unpaid = await oldestUnpaidStatement(db, userId);
    return {
      account,
      opened: account.limitFen > 0 || account.outstandingFen > 0,
      nextStatementDate: nextStatementDay(now, account.statementDay),
      nextDueDate: unpaid?.dueDate ?? null,
    };
  }

  async function statementsPage(userId: number, page: { index: number; pageSize: number }) {
    const { rows, total } = await statementsOf(db, userId, (page.index - 1) * page.pageSize, page.pageSize);
    const pending = await pendingByStatement(
      db,
      rows.map((r) => r.id),
    );
    return { total, statements: rows.map((row) => ({ row, pendingFen: pending.get(row.id) ?? 0 })) };
  }

  async function statementDetail(id: number, userId?: number) {
    const statement = await statementById(db, id, userId);
    if (!statement) throw notFound('对账单不存在');
    const [entries, repayments, pending] = await Promise.all([
      statementEntries(db, id),
      repaymentsOfStatement(db, id),
      pendingByStatement(db, [id]),
    ]);
    return { statement, pendingFen: pending.get(id) ?? 0, entries, repayments };
  }

  async function billOf(userId: number, page: { index: number; pageSize: number }) {
    const [view, undrawn, found] = await Promise.all([
      accountView(userId),
      undrawnEntries(db, userId),
      statementsPage(userId, page),
    ]);
    return {
      account: accountAnswer(view),
      undrawn: undrawn.map(entryAnswer),
      total: found.total,
      statements: found.statements.map((one) => statementAnswer(one.row, one.pendingFen)),
    };
  }

  /**
   * Draws one member's statement for the period ending the day before their latest statement day on
   * or before `asOf`: the entries made before that day's 00:00 and not yet drawn get the statement's
   * id, the total is their sum. Nothing is drawn when there are no such entries; a second draw of the
   * same period finds the statement already there (unique user + period end) and changes nothing.
   */
  async function drawFor(userId: number, asOf: Date): Promise<number | null> {
    let drawn: Notice | undefined;
    const id = await db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId);
      if (!account) return null;
      const statementDay = latestStatementDay(asOf, account.statementDay);
      const periodEnd = addDays(statementDay, -1);
      const entries = await undrawnBefore(tx, userId, chinaMidnight(statementDay));
      if (entries.length === 0) return null;
      const previous = await lastStatement(tx, userId);
      if (previous && previous.periodEnd >= periodEnd) return null;
      const first = chinaDate(entries[0]!.at);
      const periodStart = previous ? addDays(previous.periodEnd, 1) : first < periodEnd ? first : periodEnd;
      const dueDate = addDays(statementDay, account.dueDays);
      const totalFen = entries.reduce((sum, e) => sum + e.deltaFen, 0);
      const id = await insertStatement(tx, { userId, periodStart, periodEnd, dueDate, totalFen });
      if (id === null) return null;
      drawn = { kind: 'statement_drawn', params: { amount: formatYuan(totalFen), due_date: dueDate } };
      await notices?.post(tx, userId, drawn);
      await drawEntries(
        tx,
        id,
        entries.map((e) => e.id),
      );
      return id;
    });
    if (drawn) await notices?.text(userId, drawn);
    return id;
  }

  return {
    accountView,

    /** /user/bill: the account's figures, what is not yet on a statement, and a page of statements. */
    bill: (userId: number, page: { index: number; pageSize: number }) => billOf(userId, page),

    /** One of the member's statements with its entries, repayments and the bank to repay to. */
    async statement(userId: number, id: number) {
      const found = await statementDetail(id, userId);
      return { ...statementDetailAnswer(found), bank: await bank() };
    },

    /** The member's statement as an .xlsx (base64 on the wire). */
    async statementFile(userId: number, id: number) {
      const { statement, entries } = await statementDetail(id, userId);
      const sheet = await buildStatementSheet(statement, entries, shopName);
      return { filename: sheet.filename, xlsx: sheet.data.toString('base64') };
    },

    /** An operator's view of a member's account, as /user/bill shows it: 404 for no such member. */
    async operatorAccount(userId: number, page: { index: number; pageSize: number }) {
      const member = await memberOf(db, userId);
      if (!member) throw notFound('会员不存在');
      return { member, ...(await billOf(userId, page)) };
    },

    /** Any member's statement, for an operator. */
    async operatorStatement(id: number) {
      const found = await statementDetail(id);
      return { user_id: found.statement.userId, ...statementDetailAnswer(found) };
    },

    /** The /pay page's figures for one of the member's orders. */
    async quote(userId: number, number: string) {
      const order = await orderForPayment(db, number, userId);
      if (!order) throw notFound('订单不存在');
      const account = (await accountOf(db, userId)) ?? noAccount(userId);
      const availableFen = Math.max(0, account.limitFen - account.outstandingFen);
      return {
        ...figures(account),
        opened: account.limitFen > 0,
        payable: formatYuan(order.payableFen),
        enough: account.limitFen > 0 && availableFen >= order.payableFen,
      };
    },

    /**
     * 账期支付: in one transaction, the order locked and read once (order-locks) and settled on that read
     * (payments.settle checks owner, state and amount), then the member's account locked, available credit checked against the payable the
     * server computed, a ledger entry written and outstanding raised. Locks go order → account, the
     * order as the operator's cancel takes them. Short of credit: refused with the figures, and the
     * settle rolls back with the rest.
     */
    async pay(userId: number, number: string, now = new Date()) {
      return db.transaction(async (tx) => {
        // The order locked and read once (order-locks); settle works on this read.
        const order = await lockOrder(tx, { number, memberId: userId });
        if (!order) throw notFound('订单不存在');
        if (order.state === 'pending_payment' && order.payBy <= now) {
          throw conflict('订单已超时未付款，不能支付');
        }
        const { settled } = await payments.settle(tx, {
          order,
          orderId: order.id,
          userId,
          method: 'credit',
          amountFen: order.payableFen,
        });
        if (!settled) throw conflict('订单已付款，无需重复支付');
        const account = await lockAccount(tx, userId);
        if (!account || account.limitFen === 0)
          throw conflict('您尚未开通账期支付，请联系客服或选择其他支付方式');
        const availableFen = account.limitFen - account.outstandingFen;
        if (availableFen < order.payableFen) {
          throw conflict(
            `可用额度不足：额度 ${formatYuan(account.limitFen, 'price')}，已用 ${formatYuan(account.outstandingFen, 'price')}，可用 ${formatYuan(Math.max(0, availableFen), 'price')}，本单应付 ${formatYuan(order.payableFen, 'price')}`,
            { ...figures(account), payable: formatYuan(order.payableFen) },
          );
        }
        await insertEntry(tx, {
          userId,
          kind: 'order',
          deltaFen: order.payableFen,
          orderId: order.id,
          note: `订单 ${order.number}`,
          actorId: userId,
        });
        await moveOutstanding(tx, userId, order.payableFen);
        return { number: order.number, state: 'paid' as const, paid: formatYuan(order.payableFen) };
      });
    },

    /** A member's repayment of one of their statements: waits for an operator with its voucher. */
    async repay(userId: number, input: { statementId: number; amountFen: number; voucher: string }) {
      const statement = await statementById(db, input.statementId, userId);
      if (!statement) throw notFound('对账单不存在');
      await uploads.requireOwned(userId, input.voucher, 'voucher');
      const row = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, userId);
        const locked = (await lockStatement(tx, statement.id))!;
        const pending = (await pendingByStatement(tx, [statement.id])).get(statement.id) ?? 0;
        const unpaid = locked.totalFen - locked.repaidFen - pending;
        if (input.amountFen > unpaid) {
          throw invalid({
            amount:
              unpaid <= 0
                ? '该对账单已还清或还款待确认'
                : `还款金额不能超过该对账单未还金额 ${formatYuan(unpaid, 'price')}`,
          });
        }
        if (!account || input.amountFen > account.outstandingFen) {
          throw invalid({
            amount: `还款金额不能超过当前欠款 ${formatYuan(account?.outstandingFen ?? 0, 'price')}`,
          });
        }
        return insertRepayment(tx, {
          userId,
          statementId: statement.id,
          amountFen: input.amountFen,
          voucher: input.voucher,
        });
      });
      return { repayment: repaymentAnswer(row) };
    },

    drawFor,
    /** The timed job's step: every member with undrawn entries, as of `asOf`. Returns statements drawn. */
    async drawDue(asOf = new Date()) {
      let drawn = 0;
      for (const userId of await usersWithUndrawn(db)) {
        if ((await drawFor(userId, asOf)) !== null) drawn += 1;
      }
      return drawn;
    },

    // The operators' side (credit-operators.ts).
    ...creditOperatorActions({ db, uploads, notices, accountView }),
  };
}

export type CreditService = ReturnType<typeof createCreditService>;
