import { captcha, loginPassword, loginSms, registerMobile, smsCheck, smsSend } from '@labmall/contract/auth';
import { Code } from '@labmall/protocol';
import { AppError } from '../platform/errors.ts';
import { defineRoute, type RouteContext } from '../platform/route.ts';
import { ALREADY_REGISTERED, type LoggedIn, NOT_REGISTERED } from './auth.service.ts';
import { toUserInfo } from './user-info.ts';

const PC_WEB = '1';

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
    ...captcha,
    handler: ({ deps }) => deps.captchas.create(),
  }),
  defineRoute({
    ...smsSend,
    handler: async ({ payload, user, deps, request }) => {
      const owner = await deps.auth.findByPhone(payload.phone);
      if (payload.purpose === 'login' && !owner) throw new AppError(Code.NOT_FOUND, NOT_REGISTERED);
      if (payload.purpose === 'register' && owner) throw new AppError(Code.CONFLICT, ALREADY_REGISTERED);
      if (payload.purpose === 'change_phone' || payload.purpose === 'password') {
        if (user.id === 0) throw new AppError(Code.SESSION_EXPIRED, '请先登录');
        // A member may receive these codes on their own number, or (changing it) on a free new number.
        const ownNumber = owner?.id === user.id;
        const freeNewNumber = payload.purpose === 'change_phone' && !owner;
        if (!ownNumber && !freeNewNumber) {
          throw new AppError(
            Code.FORBIDDEN,
            owner ? '该手机号已被其他账户使用' : '只能向本人手机号发送验证码',
          );
        }
      }
      const captcha =
        payload.captcha_id && payload.captcha
          ? { id: payload.captcha_id, answer: payload.captcha }
          : undefined;
      return deps.smsCodes.send({ phone: payload.phone, purpose: payload.purpose, ip: request.ip, captcha });
    },
  }),
  defineRoute({
    ...smsCheck,
    handler: async ({ payload, deps }) => {
      await deps.smsCodes.verify(deps.db, payload, { consume: false });
      return null;
    },
  }),
  defineRoute({
    ...loginSms,
    handler: async (context) => {
      const { phone, code } = context.payload;
      return answerLogin(context, await context.deps.auth.loginWithCode(phone, code, clientOf(context)));
    },
  }),
  defineRoute({
    ...loginPassword,
    handler: async (context) => {
      const { account, password } = context.payload;
      return answerLogin(
        context,
        await context.deps.auth.loginWithPassword(account, password, clientOf(context)),
      );
    },
  }),
  defineRoute({
    ...registerMobile,
    handler: async (context) => {
      const { phone, code } = context.payload;
      return answerLogin(context, await context.deps.auth.registerMobile(phone, code, clientOf(context)));
    },
  }),
];
