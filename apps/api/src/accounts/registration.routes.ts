import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineRoute } from '../platform/route.ts';
import { emailField, organisationField, passwordField, realNameField, usernameField } from './fields.ts';
import { userInfoSchema } from './user-info.ts';

export const registrationRoutes = [
  defineRoute({
    method: 'POST',
    path: '/register/datum',
    summary:
      '注册第二步：填写账户信息（单位、联系人、邮箱、用户名、密码），实名状态变为 0（待审核）；仅限状态 -1',
    auth: 'member',
    payload: z.object({
      organisation: organisationField,
      contact_name: realNameField('联系人真实姓名'),
      email: emailField,
      username: usernameField,
      password: passwordField,
    }),
    answer: userInfoSchema,
    codes: [Code.CONFLICT],
    handler: ({ payload, user, deps }) => deps.registration.complete(user.id, payload),
  }),
];
