import { chinaDate, formatYuan } from '@labmall/rules';
import type { NoticePort } from '../notices/notices.service.ts';
import type { Db } from '../platform/db.ts';
import { owingStatementsDueBetween } from './credit.repository.ts';

/** How many days before its due date a statement still owing is recalled. */
export const STATEMENT_NOTICE_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * 账期账单即将到期: each statement still owing something and due within 3 days (China dates) is recalled
 * once, with what is left to pay; a statement repaid in full is not.
 */
export async function remindDueStatements(
  { db, notices }: { db: Db; notices: NoticePort },
  now: Date,
): Promise<number> {
  const until = chinaDate(now.getTime() + STATEMENT_NOTICE_DAYS * DAY_MS);
  let posted = 0;
  for (const row of await owingStatementsDueBetween(db, chinaDate(now), until)) {
    const notice = {
      kind: 'statement_due' as const,
      params: { amount: formatYuan(row.owedFen), due_date: row.dueDate },
    };
    if (!(await notices.post(db, row.userId, notice, { dedupeKey: `statement_due:${row.id}` }))) continue;
    posted++;
    await notices.text(row.userId, notice);
  }
  return posted;
}
