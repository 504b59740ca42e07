import type { Permission } from '@labmall/contract';
import { LICENCE_EXPIRY_DAYS, SHIP_OVERDUE_DAYS, WORKBENCH_CHART_DAYS } from '@labmall/contract/workbench';
import { chinaDate, chinaMidnight, formatYuan } from '@labmall/rules';
import type { Db } from '../platform/db.ts';
import {
  expiringLicences,
  pendingLicences,
  pendingRepayments,
  pendingTransfers,
  pendingVerifications,
  salesByDay,
  salesSince,
  toShip,
  toShipOverdue,
  unansweredInquiries,
} from './workbench.repository.ts';

export interface WorkbenchOptions {
  db: Db;
  /** What the operator may do (the operators component answers); null for a member who is none. */
  permissionsOf: (userId: number) => Promise<ReadonlySet<Permission> | null>;
}

const DAY_MS = 24 * 3600 * 1000;

/** A China date `days` after `date` (negative for before). */
const shiftDate = (date: string, days: number) => chinaDate(chinaMidnight(date).getTime() + days * DAY_MS);

const sale = (figures: { orders: number; fen: number }) => ({
  orders: figures.orders,
  amount: formatYuan(figures.fen),
});

/**
 * 工作台 (/admin): each count only for an operator whose permissions open its list, so a clerk sees
 * what waits for them and nothing about the rest. Owns no table and writes nothing.
 */
export function createWorkbenchService({ db, permissionsOf }: WorkbenchOptions) {
  async function salesView(now: Date) {
    const today = chinaDate(now);
    const firstDay = shiftDate(today, 1 - WORKBENCH_CHART_DAYS);
    const monthStart = `${today.slice(0, 8)}01`;
    const [byDay, month] = await Promise.all([
      salesByDay(db, chinaMidnight(firstDay)),
      salesSince(db, chinaMidnight(monthStart)),
    ]);
    const found = new Map(byDay.map((row) => [row.date, row]));
    const days = Array.from({ length: WORKBENCH_CHART_DAYS }, (_, i) => {
      const date = shiftDate(firstDay, i);
      return { date, ...sale(found.get(date) ?? { orders: 0, fen: 0 }) };
    });
    return { today: sale(found.get(today) ?? { orders: 0, fen: 0 }), month: sale(month), days };
  }

  return {
    async of(userId: number, now = new Date()) {
      const may = (await permissionsOf(userId)) ?? new Set<Permission>();
      const today = chinaDate(now);
      const when = async <T>(permission: Permission, read: () => Promise<T>) =>
        may.has(permission) ? read() : undefined;
      const [transfers, repayments, verifications, licences, expiring, ship, overdue, inquiries, sales] =
        await Promise.all([
          when('finance.transfers', () => pendingTransfers(db)),
          // Whoever confirms repayments, and may open their list (finance.credit_view) to do it.
          may.has('finance.credit_view')
            ? when('finance.repayments', () => pendingRepayments(db))
            : undefined,
          when('members.verifications', () => pendingVerifications(db)),
          when('compliance.licences', () => pendingLicences(db)),
          when('compliance.licences', () =>
            expiringLicences(db, today, shiftDate(today, LICENCE_EXPIRY_DAYS)),
          ),
          when('orders.view', () => toShip(db)),
          when('orders.view', () => toShipOverdue(db, new Date(now.getTime() - SHIP_OVERDUE_DAYS * DAY_MS))),
          when('inquiries.view', () => unansweredInquiries(db)),
          when('orders.view', () => salesView(now)),
        ]);
      const counts = {
        transfers,
        repayments,
        verifications,
        licences,
        licences_expiring: expiring,
        to_ship: ship,
        to_ship_overdue: overdue,
        inquiries,
      };
      return {
        counts: Object.fromEntries(Object.entries(counts).filter(([, n]) => n !== undefined)),
        sales: sales ?? null,
      };
    },
  };
}

export type WorkbenchService = ReturnType<typeof createWorkbenchService>;
