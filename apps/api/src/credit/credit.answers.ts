import { formatYuan } from '@labmall/rules';
import type {
  CreditAccountRow,
  EntryKind,
  EntryRow,
  RepaymentRow,
  StatementRow,
} from './credit.repository.ts';

/** Wire shapes of the credit account (packages/contract/src/credit.ts): money as 元 strings. */

/** The figures as yuan strings: limit, outstanding, available (never below zero). */
export function figures(account: Pick<CreditAccountRow, 'limitFen' | 'outstandingFen'>) {
  return {
    limit: formatYuan(account.limitFen),
    outstanding: formatYuan(account.outstandingFen),
    available: formatYuan(Math.max(0, account.limitFen - account.outstandingFen)),
  };
}

export function accountAnswer(view: {
  account: CreditAccountRow;
  opened: boolean;
  nextStatementDate: string;
  nextDueDate: string | null;
}) {
  return {
    ...figures(view.account),
    opened: view.opened,
    statement_day: view.account.statementDay,
    due_days: view.account.dueDays,
    next_statement_date: view.nextStatementDate,
    next_due_date: view.nextDueDate,
  };
}

/** An opened account as the console lists it, with whose it is. */
export function accountRowAnswer(row: {
  account: CreditAccountRow;
  phone: string;
  organisation: string | null;
}) {
  return {
    ...figures(row.account),
    user_id: row.account.userId,
    phone: row.phone,
    organisation: row.organisation ?? '',
    statement_day: row.account.statementDay,
    due_days: row.account.dueDays,
    updated_at: row.account.updatedAt.toISOString(),
  };
}

export function entryAnswer(entry: EntryRow) {
  return {
    id: entry.id,
    kind: entry.kind as EntryKind,
    amount: formatYuan(entry.deltaFen),
    order_number: entry.orderNumber,
    note: entry.note,
    at: entry.at.toISOString(),
  };
}

export function statementAnswer(row: StatementRow, pendingFen: number) {
  const unpaid = Math.max(0, row.totalFen - row.repaidFen);
  return {
    id: row.id,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    due_date: row.dueDate,
    total: formatYuan(row.totalFen),
    repaid: formatYuan(row.repaidFen),
    unpaid: formatYuan(unpaid),
    pending: formatYuan(pendingFen),
    state: unpaid === 0 ? ('repaid' as const) : row.repaidFen > 0 ? ('partly' as const) : ('unpaid' as const),
    created_at: row.createdAt.toISOString(),
  };
}

export function repaymentAnswer(row: RepaymentRow) {
  return {
    id: row.id,
    statement_id: row.statementId,
    amount: formatYuan(row.amountFen),
    state: row.state as 'pending' | 'confirmed' | 'rejected',
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}
