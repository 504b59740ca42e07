import { z } from 'zod';
import { textField } from '../platform/input-rules.ts';
import { defineRoute } from '../platform/route.ts';
import { readUrlForOwner, requireOwnedUpload } from '../uploads/uploads.service.ts';
import { toUserInfo, userInfoSchema, visitorInfo } from './user-info.ts';
import { findUserById, updateAvatar, updateNickname } from './users.repository.ts';

const NICKNAME_REQUIRED = '请填写昵称';

export const accountRoutes = [
  defineRoute({
    method: 'GET',
    path: '/user/info',
    summary: '当前用户信息；访客返回 user_id 为 0',
    auth: 'public',
    payload: z.object({}),
    answer: userInfoSchema,
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
    method: 'POST',
    path: '/user/edit/nick_name',
    summary: '修改昵称',
    auth: 'member',
    payload: z.object({
      nick_name: textField({
        max: 20,
        trim: true,
        displayName: true,
        error: NICKNAME_REQUIRED,
        tooLong: '昵称不能超过20个字符',
      })
        .min(1, NICKNAME_REQUIRED)
        .describe('新昵称，1–20 个字符，不含不可见字符'),
    }),
    answer: z.null(),
    handler: async ({ payload, user, deps }) => {
      await updateNickname(deps.db, user.id, payload.nick_name);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/user/edit/avatar',
    summary: '修改头像：先经上传控件上传并登记（用途 avatar），再提交其 filePath',
    auth: 'member',
    payload: z.object({
      filePath: textField({ max: 512, error: '请先上传头像', tooLong: '头像无效，请重新上传' })
        .min(1, '请先上传头像')
        .describe('登记上传时返回的 filePath'),
    }),
    answer: z.null(),
    handler: async ({ payload, user, deps }) => {
      await requireOwnedUpload(deps, user.id, payload.filePath, 'avatar');
      await updateAvatar(deps.db, user.id, payload.filePath);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/user/logout',
    summary: '退出登录：在服务器端结束当前会话并清除 session Cookie（访客调用也成功）',
    auth: 'public',
    payload: z.object({}),
    answer: z.null(),
    handler: async ({ user, deps, clearSessionCookie }) => {
      if (user.sessionId !== null) await deps.sessions.revoke(user.sessionId);
      clearSessionCookie();
      return null;
    },
  }),
];
