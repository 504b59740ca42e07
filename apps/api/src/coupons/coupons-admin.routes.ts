import {
  adminCouponIssue,
  adminCouponTemplateListing,
  adminCouponTemplateSave,
  adminCouponTemplates,
} from '@labmall/contract/coupons';
import { defineRoute } from '../platform/route.ts';

/** Coupon templates for operators (the console comes later): list, create or change, list/delist, issue. */
export const couponAdminRoutes = [
  defineRoute({
    ...adminCouponTemplates,
    handler: ({ payload, deps }) =>
      deps.coupons.templates({ index: payload.index, pageSize: payload.pageSize }),
  }),
  defineRoute({
    ...adminCouponTemplateSave,
    handler: ({ payload, deps }) => deps.coupons.saveTemplate(payload),
  }),
  defineRoute({
    ...adminCouponTemplateListing,
    handler: ({ payload, deps }) => deps.coupons.setListed(payload.id, payload.listed),
  }),
  defineRoute({
    ...adminCouponIssue,
    handler: ({ payload, deps }) => deps.coupons.issue(payload.id, payload.phone),
  }),
];
