import { registerDatum } from '@labmall/contract/registration';
import { defineRoute } from '../platform/route.ts';
import { completeRegistration } from './registration.service.ts';
import { toUserInfo } from './user-info.ts';

export const registrationRoutes = [
  defineRoute({
    ...registerDatum,
    handler: async ({ payload, user, deps }) => {
      const row = await completeRegistration(deps.db, user.id, {
        organisation: payload.organisation,
        contactName: payload.contact_name,
        email: payload.email,
        username: payload.username,
        password: payload.password,
      });
      return toUserInfo({ ...row, avatar: '' }, { coupons: 0 });
    },
  }),
];
