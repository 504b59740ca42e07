import {
  userAccount,
  userEditPassword,
  userEditPhone,
  userSessions,
  userSessionsEnd,
} from '@labmall/contract/settings';
import { defineRoute } from '../platform/route.ts';
import { accountOverview, changePhone, endSession, memberSessions, setPassword } from './settings.service.ts';

export const settingsRoutes = [
  defineRoute({
    ...userAccount,
    handler: ({ user, deps }) => accountOverview(deps.db, user.id),
  }),
  defineRoute({
    ...userEditPhone,
    handler: ({ payload, user, deps }) => changePhone(deps, user, payload),
  }),
  defineRoute({
    ...userEditPassword,
    handler: ({ payload, user, deps }) => setPassword(deps, user, payload),
  }),
  defineRoute({
    ...userSessions,
    handler: ({ user, deps }) => memberSessions(deps.db, user, deps.config.SESSION_IDLE_MINUTES),
  }),
  defineRoute({
    ...userSessionsEnd,
    handler: async ({ payload, user, deps, clearSessionCookie }) => {
      const ended = await endSession(deps.db, user, payload.id);
      if (ended.current) clearSessionCookie();
      return ended;
    },
  }),
];
