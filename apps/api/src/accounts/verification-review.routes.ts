import {
  adminVerifications,
  adminVerificationsApprove,
  adminVerificationsDetail,
  adminVerificationsReject,
} from '@labmall/contract/verification-review';
import { defineRoute } from '../platform/route.ts';

/** The operators' side of real-name verification (the console arrives later; the API is here now). */
export const verificationReviewRoutes = [
  defineRoute({
    ...adminVerifications,
    handler: ({ payload, deps }) => deps.verification.queue(payload),
  }),
  defineRoute({
    ...adminVerificationsDetail,
    handler: ({ payload, user, deps, request }) =>
      deps.verification.forReview({ operatorId: user.id, requestId: request.id }, payload.id),
  }),
  defineRoute({
    ...adminVerificationsApprove,
    handler: ({ payload, user, deps }) => deps.verification.review(user.id, payload.id, { approve: true }),
  }),
  defineRoute({
    ...adminVerificationsReject,
    handler: ({ payload, user, deps }) =>
      deps.verification.review(user.id, payload.id, { approve: false, reason: payload.reason }),
  }),
];
