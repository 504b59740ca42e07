import {
  payCredit,
  payCreditQuote,
  userBill,
  userBillExport,
  userBillRepay,
  userBillStatement,
} from '@labmall/contract/credit';
import { defineRoute } from '../platform/route.ts';

/** The member's side of 账期: the bill, statements, repayment, and paying an order on credit. */
export const creditRoutes = [
  defineRoute({
    ...userBill,
    handler: ({ payload, user, deps }) => deps.credit.bill(user.id, payload),
  }),
  defineRoute({
    ...userBillStatement,
    handler: ({ payload, user, deps }) => deps.credit.statement(user.id, payload.id),
  }),
  defineRoute({
    ...userBillExport,
    handler: ({ payload, user, deps }) => deps.credit.statementFile(user.id, payload.id),
  }),
  defineRoute({
    ...userBillRepay,
    handler: ({ payload, user, deps }) =>
      deps.credit.repay(user.id, {
        statementId: payload.statement_id,
        amountFen: payload.amount,
        voucher: payload.voucher,
      }),
  }),
  defineRoute({
    ...payCreditQuote,
    handler: ({ payload, user, deps }) => deps.credit.quote(user.id, payload.number),
  }),
  defineRoute({
    ...payCredit,
    handler: ({ payload, user, deps }) => deps.credit.pay(user.id, payload.number),
  }),
];
