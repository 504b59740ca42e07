import { adminInquiries, inquiryCreate } from '@labmall/contract/inquiries';
import { defineRoute } from '../platform/route.ts';

/** 询价登记 from the zero-result page, and the operators' list of them. */
export const inquiryRoutes = [
  defineRoute({
    ...inquiryCreate,
    handler: ({ payload, user, deps, request }) =>
      deps.inquiries.create(payload, { userId: user.id, ip: request.ip }),
  }),
  defineRoute({
    ...adminInquiries,
    handler: ({ payload, deps }) => deps.inquiries.list(payload),
  }),
];
