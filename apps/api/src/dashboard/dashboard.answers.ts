import { formatYuan } from '@labmall/rules';
import { figures } from '../credit/credit.answers.ts';
import type { CreditService } from '../credit/credit.service.ts';
import type { OrderService } from '../orders/lifecycle.ts';

/** What 个人中心 reads from each component (dashboard.service.ts), before it is shaped here. */
export interface DashboardView {
  latest: Awaited<ReturnType<OrderService['memberPage']>>;
  awaiting: Set<number>;
  creditView: Awaited<ReturnType<CreditService['accountView']>>;
  points: number;
  coupons: number;
  verification: { state: number; reason: string; canSubmit: boolean };
}

/** 个人中心's answer (packages/contract/src/dashboard.ts): the member's own numbers only. */
export function dashboardAnswer({
  latest,
  awaiting,
  creditView,
  points,
  coupons,
  verification,
}: DashboardView) {
  return {
    counts: latest.counts,
    latest: latest.rows.map(({ row, lines }) => {
      const first = lines[0];
      return {
        number: row.number,
        state: row.state,
        awaiting_transfer: awaiting.has(row.id),
        created_at: row.createdAt.toISOString(),
        payable: formatYuan(row.payableFen),
        line_count: row.lineCount,
        first_line: first
          ? {
              name: first.name,
              sku: first.sku,
              pack: first.pack,
              quantity: first.quantity,
              points_item_id: first.pointsItemId,
            }
          : null,
      };
    }),
    credit: creditView.opened
      ? {
          ...figures(creditView.account),
          next_statement_date: creditView.nextStatementDate,
          next_due_date: creditView.nextDueDate,
        }
      : null,
    points,
    coupons,
    verification: {
      state: verification.state,
      reason: verification.reason,
      can_submit: verification.canSubmit,
    },
  };
}
