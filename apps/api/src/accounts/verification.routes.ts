import { userDatum, userDatumPost } from '@labmall/contract/verification';
import { defineRoute } from '../platform/route.ts';
import { memberVerification, submitVerification } from './verification.service.ts';

export const verificationRoutes = [
  defineRoute({
    ...userDatum,
    handler: ({ user, deps }) => memberVerification(deps, user.id),
  }),
  defineRoute({
    ...userDatumPost,
    handler: ({ payload, user, deps }) => submitVerification(deps, user.id, payload),
  }),
];
