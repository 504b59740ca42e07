import { userDashboard } from '@labmall/contract/dashboard';
import { defineRoute } from '../platform/route.ts';

/** 个人中心 (/user): the member's own numbers only; a visitor is refused like on every member route. */
export const dashboardRoutes = [
  defineRoute({
    ...userDashboard,
    handler: ({ user, deps }) => deps.dashboard.of(user.id),
  }),
];
