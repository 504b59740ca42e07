import { formatYuan } from '@labmall/rules';
import type { NoticePort } from '../notices/notices.service.ts';
import { recordChange } from '../platform/audit.ts';
import type { Db } from '../platform/db.ts';
import { conflict, notFound } from '../platform/errors.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { accountAnswer, accountRowAnswer, entryAnswer, repaymentAnswer } from './credit.answers.ts';
import {
  accountOf,
  addRepaid,
  entryById,
  insertEntry,
  listAccounts,
  lockAccount,
  lockStatement,
  moveOutstanding,
  upsertTerms,
  userExists,
} from './credit.repository.ts';
import {
  lockRepayment,
  repaymentById,
  repaymentsByState,
  reviewRepayment,
} from './credit-repayments.repository.ts';

/** What a reviewed repayment tells its member (消息中心, and a text when wanted). */
const confirmed = (amountFen: number) => ({
  kind: 'repayment_confirmed' as const,
  params: { amount: formatYuan(amountFen) },
});
const rejected = (amountFen: number, reason: string) => ({
  kind: 'repayment_rejected' as const,
  params: { amount: formatYuan(amountFen), reason },
});

/**
 * The operators' side of 账期 (the console's 财务): terms, adjustments with a reason, the accounts list,
 * and the review of repayments, each in one transaction with its ledger entry and its audit record.
 */
export function creditOperatorActions({
  db,
  uploads,
  notices,
  accountView,
}: {
  db: Db;
  uploads: Pick<UploadService, 'readUrlForOperator'>;
  notices: NoticePort | undefined;
  /** The account as the service shows it (credit.service.ts). */
  accountView: (userId: number) => Promise<Parameters<typeof accountAnswer>[0]>;
}) {
  return {
    /** Sets the terms; the limit may be below outstanding (no credit payments until it is repaid). */
    async setTerms(userId: number, terms: { limitFen: number; statementDay: number; dueDays: number }) {
      if (!(await userExists(db, userId))) throw notFound('会员不存在');
      await db.transaction(async (tx) => {
        const before = await accountOf(tx, userId);
        await upsertTerms(tx, userId, terms);
        recordChange(
          { user: userId },
          before && { limitFen: before.limitFen, statementDay: before.statementDay, dueDays: before.dueDays },
          terms,
        );
      });
      return { account: accountAnswer(await accountView(userId)) };
    },

    async adjust(operatorId: number, userId: number, deltaFen: number, reason: string) {
      if (!(await userExists(db, userId))) throw notFound('会员不存在');
      const entryId = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, userId);
        if (!account) throw conflict('该会员尚未开通账期');
        if (account.outstandingFen + deltaFen < 0) {
          throw conflict(`调整后欠款不能小于 0（当前欠款 ${formatYuan(account.outstandingFen, 'price')}）`);
        }
        const id = await insertEntry(tx, {
          userId,
          kind: 'adjustment',
          deltaFen,
          note: reason,
          actorId: operatorId,
        });
        await moveOutstanding(tx, userId, deltaFen);
        recordChange(
          { user: userId, entry: id! },
          { outstandingFen: account.outstandingFen },
          { outstandingFen: account.outstandingFen + deltaFen, reason },
        );
        return id!;
      });
      const [view, entry] = await Promise.all([accountView(userId), entryById(db, entryId)]);
      return { account: accountAnswer(view), entry: entryAnswer(entry!) };
    },

    async accounts(query: { keyword: string; owing: boolean; index: number; pageSize: number }) {
      const offset = (query.index - 1) * query.pageSize;
      const { total, rows } = await listAccounts(db, query, offset, query.pageSize);
      return { total, list: rows.map(accountRowAnswer) };
    },

    async repayments(state: 'pending' | 'confirmed' | 'rejected', page: { index: number; pageSize: number }) {
      const found = await repaymentsByState(db, state, (page.index - 1) * page.pageSize, page.pageSize);
      const list = await Promise.all(
        found.rows.map(async ({ repayment, phone, organisation, fileName }) => ({
          ...repaymentAnswer(repayment),
          user_id: repayment.userId,
          phone,
          organisation,
          voucher: repayment.voucher,
          voucher_url: (await uploads.readUrlForOperator(repayment.voucher)).url,
          file_name: fileName,
        })),
      );
      return { total: found.total, list };
    },

    /**
     * Confirms a repayment: account then statement locked, the amount checked again against the
     * statement's unpaid balance and the outstanding, a `repayment` entry (−amount), outstanding lowered
     * and the statement's repaid raised, all in one transaction. A second confirm finds it reviewed.
     */
    async confirmRepayment(operatorId: number, id: number) {
      const found = await repaymentById(db, id);
      if (!found) throw notFound('还款申请不存在');
      const row = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, found.userId);
        const statement = await lockStatement(tx, found.statementId);
        const repayment = await lockRepayment(tx, id);
        if (!repayment || !statement || !account) throw notFound('还款申请不存在');
        if (repayment.state !== 'pending') throw conflict('该还款申请已处理');
        if (repayment.amountFen > statement.totalFen - statement.repaidFen) {
          throw conflict('还款金额超过该对账单未还金额，请驳回');
        }
        if (repayment.amountFen > account.outstandingFen) throw conflict('还款金额超过当前欠款，请驳回');
        await insertEntry(tx, {
          userId: repayment.userId,
          kind: 'repayment',
          deltaFen: -repayment.amountFen,
          note: `还款（对账单 ${statement.periodStart} 至 ${statement.periodEnd}）`,
          actorId: operatorId,
          statementId: statement.id,
        });
        await moveOutstanding(tx, repayment.userId, -repayment.amountFen);
        await addRepaid(tx, statement.id, repayment.amountFen);
        await notices?.post(tx, repayment.userId, confirmed(repayment.amountFen));
        return (await reviewRepayment(tx, id, { state: 'confirmed', reviewedBy: operatorId }))!;
      });
      await notices?.text(row.userId, confirmed(row.amountFen));
      return { repayment: repaymentAnswer(row) };
    },

    async rejectRepayment(operatorId: number, id: number, reason: string) {
      const found = await repaymentById(db, id);
      if (!found) throw notFound('还款申请不存在');
      const row = await db.transaction(async (tx) => {
        const reviewed = await reviewRepayment(tx, id, { state: 'rejected', reason, reviewedBy: operatorId });
        if (!reviewed) throw conflict('该还款申请已处理');
        await notices?.post(tx, reviewed.userId, rejected(reviewed.amountFen, reason));
        return reviewed;
      });
      await notices?.text(row.userId, rejected(row.amountFen, reason));
      return { repayment: repaymentAnswer(row) };
    },
  };
}
