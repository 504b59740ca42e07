import { userEditAvatar, userEditNickName, userInfo, userLogout } from '@labmall/contract/accounts';
import { defineRoute } from '../platform/route.ts';
import { readUrlForOwner, requireOwnedUpload } from '../uploads/uploads.service.ts';
import { toUserInfo, visitorInfo } from './user-info.ts';
import { findUserById, updateAvatar, updateNickname } from './users.repository.ts';

export const accountRoutes = [
  defineRoute({
    ...userInfo,
    handler: async ({ user, deps }) => {
      if (user.id === 0) return visitorInfo;
      const row = await findUserById(deps.db, user.id);
      if (!row) return visitorInfo;
      // Avatars are private objects: the page gets a short-lived read address, fresh on every navigation.
      const avatarUrl = row.avatar
        ? (await readUrlForOwner(deps, row.id, row.avatar).catch(() => null))?.url
        : '';
      // Coupons arrive with their own module; until then nobody holds any.
      return toUserInfo({ ...row, avatar: avatarUrl ?? '' }, { coupons: 0 });
    },
  }),
  defineRoute({
    ...userEditNickName,
    handler: async ({ payload, user, deps }) => {
      await updateNickname(deps.db, user.id, payload.nick_name);
      return null;
    },
  }),
  defineRoute({
    ...userEditAvatar,
    handler: async ({ payload, user, deps }) => {
      await requireOwnedUpload(deps, user.id, payload.filePath, 'avatar');
      await updateAvatar(deps.db, user.id, payload.filePath);
      return null;
    },
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
