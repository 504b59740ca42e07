import { captcha, loginPassword, loginSms, registerMobile, smsCheck, smsSend } from '@labmall/contract/auth';
import { defineRoute, type RouteContext } from '../platform/route.ts';
import type { LoggedIn } from './auth.service.ts';

const PC_WEB = '1';

const clientOf = (context: RouteContext<unknown>) => ({
  ip: context.request.ip,
  userAgent: String(context.request.headers['user-agent'] ?? ''),
});

/** Sets the cookie; hands the token itself only to clients that cannot hold an HttpOnly cookie. */
function answerLogin(context: RouteContext<unknown>, loggedIn: LoggedIn) {
  context.setSessionCookie(loggedIn.token, loggedIn.expiresAt);
  return {
    user: loggedIn.user,
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
    handler: ({ payload, user, deps, request }) =>
      deps.auth.sendCode(payload, { userId: user.id, ip: request.ip }),
  }),
  defineRoute({
    ...smsCheck,
    handler: ({ payload, deps }) => deps.smsCodes.check(payload),
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
