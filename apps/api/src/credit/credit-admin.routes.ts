import {
  adminCreditAccount,
  adminCreditAdjust,
  adminCreditRepaymentConfirm,
  adminCreditRepaymentReject,
  adminCreditRepayments,
  adminCreditSet,
  adminCreditStatement,
} from '@labmall/contract/credit';
import { defineRoute } from '../platform/route.ts';
import { accountAnswer, entryAnswer, repaymentAnswer, statementAnswer } from './credit.answers.ts';

/** The operators' side of 账期 (the console arrives later; the API is here now). */
export const creditAdminRoutes = [
  defineRoute({
    ...adminCreditSet,
    handler: async ({ payload, deps }) => ({
      account: accountAnswer(
        await deps.credit.setTerms(payload.user_id, {
          limitFen: payload.limit,
          statementDay: payload.statement_day,
          dueDays: payload.due_days,
        }),
      ),
    }),
  }),
  defineRoute({
    ...adminCreditAdjust,
    handler: async ({ payload, user, deps }) => {
      const done = await deps.credit.adjust(user.id, payload.user_id, payload.amount, payload.reason);
      return { account: accountAnswer(done.view), entry: entryAnswer(done.entry) };
    },
  }),
  defineRoute({
    ...adminCreditAccount,
    handler: async ({ payload, deps }) => {
      const [view, undrawn, page] = await Promise.all([
        deps.credit.operatorAccountView(payload.user_id),
        deps.credit.undrawn(payload.user_id),
        deps.credit.statementsPage(payload.user_id, payload),
      ]);
      return {
        account: accountAnswer(view),
        undrawn: undrawn.map(entryAnswer),
        total: page.total,
        statements: page.statements.map((s) => statementAnswer(s.row, s.pendingFen)),
      };
    },
  }),
  defineRoute({
    ...adminCreditStatement,
    handler: async ({ payload, deps }) => {
      const found = await deps.credit.statementDetail(payload.id);
      return {
        user_id: found.statement.userId,
        statement: statementAnswer(found.statement, found.pendingFen),
        entries: found.entries.map(entryAnswer),
        repayments: found.repayments.map(repaymentAnswer),
      };
    },
  }),
  defineRoute({
    ...adminCreditRepayments,
    handler: async ({ payload, deps }) => {
      const found = await deps.credit.repayments(payload.state, payload);
      return {
        total: found.total,
        list: found.rows.map((r) => ({ ...repaymentAnswer(r), user_id: r.userId, voucher: r.voucher })),
      };
    },
  }),
  defineRoute({
    ...adminCreditRepaymentConfirm,
    handler: async ({ payload, user, deps }) => ({
      repayment: repaymentAnswer(await deps.credit.confirmRepayment(user.id, payload.id)),
    }),
  }),
  defineRoute({
    ...adminCreditRepaymentReject,
    handler: async ({ payload, user, deps }) => ({
      repayment: repaymentAnswer(await deps.credit.rejectRepayment(user.id, payload.id, payload.reason)),
    }),
  }),
];
