import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { textField } from '../platform/input-rules.ts';
import { defineRoute, type RouteContext } from '../platform/route.ts';
import type { LoggedIn } from './auth.service.ts';
import { mobileField, purposeField, smsCodeField } from './fields.ts';
import { toUserInfo, userInfoSchema } from './user-info.ts';

const PC_WEB = '1';

const loginAnswer = z.object({
  user: userInfoSchema,
  session: z
    .string()
    .optional()
    .describe('会话令牌：仅返回给非 PC 网页客户端（小程序等）；网页使用 HttpOnly Cookie'),
});

const clientOf = (context: RouteContext<unknown>) => ({
  ip: context.request.ip,
  userAgent: String(context.request.headers['user-agent'] ?? ''),
});

/** Sets the cookie; hands the token itself only to clients that cannot hold an HttpOnly cookie. */
function answerLogin(context: RouteContext<unknown>, loggedIn: LoggedIn) {
  context.setSessionCookie(loggedIn.token, loggedIn.expiresAt);
  return {
    user: toUserInfo(loggedIn.user, { coupons: 0 }),
    ...(context.userResource === PC_WEB ? {} : { session: loggedIn.token }),
  };
}

export const authRoutes = [
  defineRoute({
    method: 'GET',
    path: '/captcha',
    summary: '获取图形验证码（同一地址发送短信过多时需要）',
    auth: 'public',
    payload: z.object({}),
    answer: z.object({ captcha_id: z.string(), image: z.string().describe('SVG 图片的 data URL') }),
    handler: ({ deps }) => deps.captchas.create(),
  }),
  defineRoute({
    method: 'POST',
    path: '/sms/send',
    summary: '发送短信验证码',
    auth: 'public',
    payload: z.object({
      phone: mobileField,
      purpose: purposeField,
      captcha_id: textField({ max: 64 }).optional().describe('图形验证码 ID（需要时）'),
      captcha: textField({ max: 10 }).optional().describe('图形验证码（需要时）'),
    }),
    answer: z.object({ expires_in: z.number().int().describe('验证码有效秒数') }),
    codes: [Code.NOT_FOUND, Code.CONFLICT, Code.RATE_LIMITED, Code.SESSION_EXPIRED, Code.FORBIDDEN],
    handler: ({ payload, user, deps, request }) =>
      deps.auth.sendCode(payload, { userId: user.id, ip: request.ip }),
  }),
  defineRoute({
    method: 'POST',
    path: '/sms/check',
    summary: '校验短信验证码（不消耗；错误次数计入上限）',
    auth: 'public',
    payload: z.object({ phone: mobileField, purpose: purposeField, code: smsCodeField }),
    answer: z.null(),
    handler: async ({ payload, deps }) => {
      await deps.smsCodes.verify(payload, { consume: false });
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/login/sms',
    summary: '手机号 + 短信验证码登录',
    auth: 'public',
    payload: z.object({ phone: mobileField, code: smsCodeField }),
    answer: loginAnswer,
    codes: [Code.NOT_FOUND, Code.RATE_LIMITED],
    handler: async (context) => {
      const { phone, code } = context.payload;
      return answerLogin(context, await context.deps.auth.loginWithCode(phone, code, clientOf(context)));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/login/password',
    summary: '手机号或用户名 + 密码登录（已设置密码的会员）',
    auth: 'public',
    payload: z.object({
      account: textField({ max: 40, trim: true, error: '请输入手机号或用户名' })
        .min(1, '请输入手机号或用户名')
        .describe('手机号或用户名'),
      password: textField({ max: 64, error: '请输入密码' }).min(1, '请输入密码'),
    }),
    answer: loginAnswer,
    codes: [Code.RATE_LIMITED],
    handler: async (context) => {
      const { account, password } = context.payload;
      return answerLogin(
        context,
        await context.deps.auth.loginWithPassword(account, password, clientOf(context)),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/register/mobile',
    summary: '注册第一步：验证手机号，创建会员（实名状态 -1）并登录',
    auth: 'public',
    payload: z.object({ phone: mobileField, code: smsCodeField }),
    answer: loginAnswer,
    codes: [Code.CONFLICT],
    handler: async (context) => {
      const { phone, code } = context.payload;
      return answerLogin(context, await context.deps.auth.registerMobile(phone, code, clientOf(context)));
    },
  }),
];
