import { DASHBOARD_LATEST } from '@labmall/contract/dashboard';
import { findUserById } from '../accounts/accounts.service.ts';
import { canSubmitVerification, findCurrentVerification } from '../accounts/verification.service.ts';
import { usableCouponCount } from '../coupons/coupons.service.ts';
import type { CreditService } from '../credit/credit.service.ts';
import type { OrderService } from '../orders/lifecycle.ts';
import type { Db } from '../platform/db.ts';
import { pointsBalance } from '../points/points.service.ts';
import { type DashboardView, dashboardAnswer } from './dashboard.answers.ts';

export interface DashboardServiceOptions {
  db: Db;
  /** The order tabs' counts and the latest orders, as /user/order reads them. */
  orders: Pick<OrderService, 'memberPage'>;
  /** 账期: the member's figures and dates, as /user/bill reads them. */
  credit: Pick<CreditService, 'accountView'>;
  /** Which of the latest orders wait for an operator to confirm a transfer (待付款 · 待确认). */
  awaitingTransfers: (orderIds: number[]) => Promise<Set<number>>;
}

/**
 * 个人中心 (/user): one member's numbers from the components that own them (orders, credit, points,
 * coupons, verification), read side by side. It owns no table and writes nothing.
 */
export function createDashboardService({ db, orders, credit, awaitingTransfers }: DashboardServiceOptions) {
  /** The real-name state and whether documents may be sent now (the rule of /user/datum). */
  async function verificationOf(userId: number) {
    const [user, row] = await Promise.all([findUserById(db, userId), findCurrentVerification(db, userId)]);
    const state = user?.identification ?? -1;
    return {
      state,
      reason: state === 2 ? (row?.rejectReason ?? '') : '',
      canSubmit: canSubmitVerification(state, row),
    };
  }

  /** Each component's figures for one member, read side by side. */
  async function viewOf(userId: number, now: Date): Promise<DashboardView> {
    const [latest, creditView, points, coupons, verification] = await Promise.all([
      orders.memberPage(userId, 'all', '', { index: 1, pageSize: DASHBOARD_LATEST }),
      credit.accountView(userId, now),
      pointsBalance(db, userId),
      usableCouponCount(db, userId, now),
      verificationOf(userId),
    ]);
    const awaiting = await awaitingTransfers(latest.rows.map(({ row }) => row.id));
    return { latest, awaiting, creditView, points, coupons, verification };
  }

  return {
    of: async (userId: number, now = new Date()) => dashboardAnswer(await viewOf(userId, now)),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
