import { z } from 'zod';
import { textField } from '../platform/input-rules.ts';
import { defineRoute } from '../platform/route.ts';
import { userInfoSchema } from './user-info.ts';

const NICKNAME_REQUIRED = '请填写昵称';

export const accountRoutes = [
  defineRoute({
    method: 'GET',
    path: '/user/info',
    summary: '当前用户信息；访客返回 user_id 为 0',
    auth: 'public',
    payload: z.object({}),
    answer: userInfoSchema,
    handler: ({ user, deps }) => deps.account.info(user.id),
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
    handler: ({ payload, user, deps }) => deps.account.setNickname(user.id, payload.nick_name),
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
    handler: ({ payload, user, deps }) => deps.account.setAvatar(user.id, payload.filePath),
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
