import { userEditAvatar, userEditNickName, userInfo, userLogout } from '@labmall/contract/accounts';
import { defineRoute } from '../platform/route.ts';

export const accountRoutes = [
  defineRoute({
    ...userInfo,
    handler: ({ user, deps }) => deps.account.info(user.id, user.preload),
  }),
  defineRoute({
    ...userEditNickName,
    handler: ({ payload, user, deps }) => deps.account.setNickname(user.id, payload.nick_name),
  }),
  defineRoute({
    ...userEditAvatar,
    handler: ({ payload, user, deps }) => deps.account.setAvatar(user.id, payload.filePath),
  }),
  defineRoute({
    ...userLogout,
    handler: async ({ user, deps, clearSessionCookie }) => {
      if (user.sessionId !== null) await deps.sessions.revoke(user.sessionId);
      clearSessionCookie();
      return null;
    },
  }),
];
