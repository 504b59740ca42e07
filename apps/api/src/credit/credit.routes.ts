import {
  payCredit,
  payCreditQuote,
  userBill,
  userBillExport,
  userBillRepay,
  userBillStatement,
} from '@labmall/contract/credit';
import { formatYuan } from '@labmall/rules';
import { defineRoute } from '../platform/route.ts';
import { accountAnswer, entryAnswer, repaymentAnswer, statementAnswer } from './credit.answers.ts';
import { figures } from './credit.service.ts';

/** The member's side of 账期: the bill, statements, repayment, and paying an order on credit. */
export const creditRoutes = [
  defineRoute({
    ...userBill,
    handler: async ({ payload, user, deps }) => {
      const [view, undrawn, page] = await Promise.all([
        deps.credit.accountView(user.id),
        deps.credit.undrawn(user.id),
        deps.credit.statementsPage(user.id, payload),
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
    ...userBillStatement,
    handler: async ({ payload, user, deps }) => {
      const found = await deps.credit.statementDetail(payload.id, user.id);
      return {
        statement: statementAnswer(found.statement, found.pendingFen),
        entries: found.entries.map(entryAnswer),
        repayments: found.repayments.map(repaymentAnswer),
        bank: {
          account_name: deps.config.TRANSFER_ACCOUNT_NAME,
          bank_name: deps.config.TRANSFER_BANK_NAME,
          account_no: deps.config.TRANSFER_ACCOUNT_NO,
        },
      };
    },
  }),
  defineRoute({
    ...userBillExport,
    handler: async ({ payload, user, deps }) => {
      const sheet = await deps.credit.exportStatement(user.id, payload.id);
      return { filename: sheet.filename, xlsx: sheet.data.toString('base64') };
    },
  }),
  defineRoute({
    ...userBillRepay,
    handler: async ({ payload, user, deps }) => ({
      repayment: repaymentAnswer(
        await deps.credit.repay(user.id, {
          statementId: payload.statement_id,
          amountFen: payload.amount,
          voucher: payload.voucher,
        }),
      ),
    }),
  }),
  defineRoute({
    ...payCreditQuote,
    handler: async ({ payload, user, deps }) => {
      const quote = await deps.credit.quote(user.id, payload.number);
      return {
        ...figures(quote.account),
        opened: quote.opened,
        payable: formatYuan(quote.payableFen),
        enough: quote.enough,
      };
    },
  }),
  defineRoute({
    ...payCredit,
    handler: async ({ payload, user, deps }) => {
      const paid = await deps.credit.pay(user.id, payload.number);
      return { number: paid.number, state: 'paid' as const, paid: formatYuan(paid.paidFen) };
    },
  }),
];
