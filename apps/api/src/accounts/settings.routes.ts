import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { idField } from '../platform/input-rules.ts';
import { defineRoute } from '../platform/route.ts';
import { mobileField, passwordField, smsCodeField } from './fields.ts';

export const settingsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/user/account',
    summary: '账户设置概览：手机号、用户名、是否已设置密码、注册时填写的单位信息',
    auth: 'member',
    payload: z.object({}),
    answer: z.object({
      phone: z.string().describe('手机号（本人可见）'),
      username: z.string().describe('用户名（未设置时为空）'),
      has_password: z.boolean().describe('是否已设置登录密码'),
      organisation: z.string().describe('单位名称'),
      contact_name: z.string().describe('联系人'),
      email: z.string().describe('电子邮箱'),
    }),
    handler: ({ user, deps }) => deps.settings.overview(user.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/edit/phone',
    summary:
      '更换手机号：原手机号与新手机号各自收到的验证码（用途 change_phone）；新号码须未被使用；成功后结束其他所有登录',
    auth: 'member',
    payload: z.object({
      old_code: smsCodeField.describe('发到当前手机号的 6 位验证码'),
      phone: mobileField.describe('新手机号'),
      code: smsCodeField.describe('发到新手机号的 6 位验证码'),
    }),
    answer: z.object({ phone: z.string().describe('新手机号') }),
    codes: [Code.CONFLICT],
    handler: ({ payload, user, deps }) => deps.settings.changePhone(user, payload),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/edit/password',
    summary: '设置或修改登录密码：需发到本人手机号的验证码（用途 password）；成功后结束其他所有登录',
    auth: 'member',
    payload: z.object({ code: smsCodeField, password: passwordField }),
    answer: z.null(),
    handler: ({ payload, user, deps }) => deps.settings.setPassword(user, payload),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/sessions',
    summary: '本人当前有效的登录（设备、地址、时间），最近活动的在前',
    auth: 'member',
    payload: z.object({}),
    answer: z
      .array(
        z.object({
          id: z.number().int(),
          device: z.string().describe('设备摘要，如 “Chrome · Windows”'),
          ip: z.string().describe('登录时的地址'),
          created_at: z.string().describe('登录时间（ISO 8601）'),
          last_seen_at: z.string().describe('最近活动时间（ISO 8601，精确到分钟）'),
          current: z.boolean().describe('是否为发出本请求的这次登录'),
        }),
      )
      .describe('登录列表'),
    handler: ({ user, deps }) => deps.settings.sessions(user),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/sessions/end',
    summary: '结束本人的一次登录（结束当前这次等同于退出登录，并清除 Cookie）',
    auth: 'member',
    payload: z.object({
      id: idField('请选择要退出的登录设备').describe('登录 ID（来自 GET /user/sessions）'),
    }),
    answer: z.object({ current: z.boolean().describe('结束的是否为当前这次登录') }),
    codes: [Code.NOT_FOUND],
    handler: async ({ payload, user, deps, clearSessionCookie }) => {
      const ended = await deps.settings.endSession(user, payload.id);
      if (ended.current) clearSessionCookie();
      return ended;
    },
  }),
];
