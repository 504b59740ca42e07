import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { mobileField, purposeField, smsCodeField } from './account-fields.ts';
import { userInfoSchema } from './accounts.ts';
import { defineContract } from './define.ts';
import { textField } from './input-rules.ts';

const loginAnswer = z.object({
  user: userInfoSchema,
  session: z
    .string()
    .optional()
    .describe('会话令牌：仅返回给非 PC 网页客户端（小程序等）；网页使用 HttpOnly Cookie'),
});

export const captcha = defineContract({
  method: 'GET',
  path: '/captcha',
  summary: '获取图形验证码（同一地址发送短信过多时需要）',
  auth: 'public',
  payload: z.object({}),
  answer: z.object({ captcha_id: z.string(), image: z.string().describe('SVG 图片的 data URL') }),
});

export const smsSend = defineContract({
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
});

export const smsCheck = defineContract({
  method: 'POST',
  path: '/sms/check',
  summary: '校验短信验证码（不消耗；错误次数计入上限）',
  auth: 'public',
  payload: z.object({ phone: mobileField, purpose: purposeField, code: smsCodeField }),
  answer: z.null(),
});

export const loginSms = defineContract({
  method: 'POST',
  path: '/login/sms',
  summary: '手机号 + 短信验证码登录',
  auth: 'public',
  payload: z.object({ phone: mobileField, code: smsCodeField }),
  answer: loginAnswer,
  codes: [Code.NOT_FOUND, Code.RATE_LIMITED, Code.FORBIDDEN],
});

export const loginPassword = defineContract({
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
  codes: [Code.RATE_LIMITED, Code.FORBIDDEN],
});

export const registerMobile = defineContract({
  method: 'POST',
  path: '/register/mobile',
  summary: '注册第一步：验证手机号，创建会员（实名状态 -1）并登录',
  auth: 'public',
  payload: z.object({ phone: mobileField, code: smsCodeField }),
  answer: loginAnswer,
  codes: [Code.CONFLICT],
});
