import { couponCentre, couponClaim, userCouponList } from '@labmall/contract/coupons';
import { defineRoute } from '../platform/route.ts';

/** The coupon centre (/coupon) and the member's coupons (/user/coupon), issue 22. */
export const couponRoutes = [
  defineRoute({
    ...couponCentre,
    handler: async ({ user, deps }) => ({ list: await deps.coupons.centre(user.id) }),
  }),
  defineRoute({
    ...couponClaim,
    handler: ({ payload, user, deps }) => deps.coupons.claim(user.id, payload.id),
  }),
  defineRoute({
    ...userCouponList,
    handler: ({ payload, user, deps }) =>
      deps.coupons.memberList(user.id, payload.tab, { index: payload.index, pageSize: payload.pageSize }),
  }),
];
