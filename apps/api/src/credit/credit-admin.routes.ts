import {
  adminCreditAccount,
  adminCreditAccounts,
  adminCreditAdjust,
  adminCreditRepaymentConfirm,
  adminCreditRepaymentReject,
  adminCreditRepayments,
  adminCreditSet,
  adminCreditStatement,
} from '@labmall/contract/credit';
import { defineRoute } from '../platform/route.ts';

/** The operators' side of 账期 (the console arrives later; the API is here now). */
export const creditAdminRoutes = [
  defineRoute({
    ...adminCreditSet,
    handler: ({ payload, deps }) =>
      deps.credit.setTerms(payload.user_id, {
        limitFen: payload.limit,
        statementDay: payload.statement_day,
        dueDays: payload.due_days,
      }),
  }),
  defineRoute({
    ...adminCreditAdjust,
    handler: ({ payload, user, deps }) =>
      deps.credit.adjust(user.id, payload.user_id, payload.amount, payload.reason),
  }),
  defineRoute({
    ...adminCreditAccount,
    handler: ({ payload, deps }) => deps.credit.operatorAccount(payload.user_id, payload),
  }),
  defineRoute({
    ...adminCreditAccounts,
    handler: ({ payload, deps }) => deps.credit.accounts(payload),
  }),
  defineRoute({
    ...adminCreditStatement,
    handler: ({ payload, deps }) => deps.credit.operatorStatement(payload.id),
  }),
  defineRoute({
    ...adminCreditRepayments,
    handler: ({ payload, deps }) => deps.credit.repayments(payload.state, payload),
  }),
  defineRoute({
    ...adminCreditRepaymentConfirm,
    handler: ({ payload, user, deps }) => deps.credit.confirmRepayment(user.id, payload.id),
  }),
  defineRoute({
    ...adminCreditRepaymentReject,
    handler: ({ payload, user, deps }) => deps.credit.rejectRepayment(user.id, payload.id, payload.reason),
  }),
];
