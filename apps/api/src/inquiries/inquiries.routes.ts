import {
  adminInquiries,
  adminInquiryAnswer,
  adminInquiryAssign,
  adminInquiryAssignees,
  inquiryCreate,
  userInquiries,
} from '@labmall/contract/inquiries';
import { defineRoute } from '../platform/route.ts';

/** 询价登记 from the zero-result page, the member's own list, and the operators' list, assignment and answer. */
export const inquiryRoutes = [
  defineRoute({
    ...inquiryCreate,
    handler: ({ payload, user, deps, request }) =>
      deps.inquiries.create(payload, { userId: user.id, ip: request.ip }),
  }),
  defineRoute({
    ...userInquiries,
    handler: ({ payload, user, deps }) => deps.inquiries.listMine(user.id, payload),
  }),
  defineRoute({
    ...adminInquiries,
    handler: ({ payload, user, deps }) => deps.inquiries.list(payload, user.id),
  }),
  defineRoute({
    ...adminInquiryAssignees,
    handler: ({ deps }) => deps.inquiries.assignees(),
  }),
  defineRoute({
    ...adminInquiryAssign,
    handler: ({ payload, deps }) => deps.inquiries.assign(payload.id, payload.operator_id),
  }),
  defineRoute({
    ...adminInquiryAnswer,
    handler: ({ payload, user, deps }) => deps.inquiries.answer(payload.id, payload.answer, user.id),
  }),
];
