import {
  userAccount,
  userEditPassword,
  userEditPhone,
  userSessions,
  userSessionsEnd,
} from '@labmall/contract/settings';
import { defineRoute } from '../platform/route.ts';

export const settingsRoutes = [
  defineRoute({
    ...userAccount,
    handler: ({ user, deps }) => deps.settings.overview(user.id),
  }),
  defineRoute({
    ...userEditPhone,
    handler: ({ payload, user, deps }) => deps.settings.changePhone(user, payload),
  }),
  defineRoute({
    ...userEditPassword,
    handler: ({ payload, user, deps }) => deps.settings.setPassword(user, payload),
  }),
  defineRoute({
    ...userSessions,
    handler: ({ user, deps }) => deps.settings.sessions(user),
  }),
  defineRoute({
    ...userSessionsEnd,
    handler: async ({ payload, user, deps, clearSessionCookie }) => {
      const ended = await deps.settings.endSession(user, payload.id);
      if (ended.current) clearSessionCookie();
      return ended;
    },
  }),
];
