import { registerDatum } from '@labmall/contract/registration';
import { defineRoute } from '../platform/route.ts';

export const registrationRoutes = [
  defineRoute({
    ...registerDatum,
    handler: ({ payload, user, deps }) => deps.registration.complete(user.id, payload),
  }),
];
