import { userDatum, userDatumPost } from '@labmall/contract/verification';
import { defineRoute } from '../platform/route.ts';

export const verificationRoutes = [
  defineRoute({
    ...userDatum,
    handler: ({ user, deps }) => deps.verification.ofMember(user.id),
  }),
  defineRoute({
    ...userDatumPost,
    handler: ({ payload, user, deps }) => deps.verification.submit(user.id, payload),
  }),
];
