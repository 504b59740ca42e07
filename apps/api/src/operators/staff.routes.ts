import {
  adminStaffCreate,
  adminStaffDisable,
  adminStaffList,
  adminStaffResetPassword,
  adminStaffResetTotp,
  adminStaffRoles,
  staffEnrolConfirm,
  staffEnrolStart,
  staffLoginPassword,
  staffLoginVerify,
  staffLogout,
} from '@labmall/contract/staff';
import { defineRoute, type RouteContext } from '../platform/route.ts';
import type { StaffLoggedIn } from './staff-auth.service.ts';

const PC_WEB = '1';

const clientOf = (context: RouteContext<unknown>) => ({
  ip: context.request.ip,
  userAgent: String(context.request.headers['user-agent'] ?? ''),
});

/** As a member's login: the cookie, and the token itself only to clients that cannot hold the cookie. */
function answerLogin(context: RouteContext<unknown>, loggedIn: StaffLoggedIn) {
  context.setStaffSessionCookie(loggedIn.token, loggedIn.expiresAt);
  return context.userResource === PC_WEB ? {} : { session: loggedIn.token };
}

export const staffRoutes = [
  defineRoute({
    ...staffLoginPassword,
    handler: ({ payload, deps }) => deps.staffAuth.password(payload.username, payload.password),
  }),
  defineRoute({
    ...staffLoginVerify,
    handler: async (context) =>
      answerLogin(
        context,
        await context.deps.staffAuth.verify(context.payload.ticket, context.payload.code, clientOf(context)),
      ),
  }),
  defineRoute({
    ...staffEnrolStart,
    handler: ({ payload, deps }) => deps.staffAuth.enrolStart(payload.ticket),
  }),
  defineRoute({
    ...staffEnrolConfirm,
    handler: async (context) => {
      const { ticket, code } = context.payload;
      const done = await context.deps.staffAuth.enrolConfirm(ticket, code, clientOf(context));
      return { ...answerLogin(context, done), recovery_codes: done.recoveryCodes };
    },
  }),
  defineRoute({
    ...staffLogout,
    handler: async (context) => {
      if (context.user.sessionId !== null) await context.deps.staffAuth.logout(context.user.sessionId);
      context.clearStaffSessionCookie();
      return null;
    },
  }),
  defineRoute({ ...adminStaffList, handler: ({ deps }) => deps.staff.list() }),
  defineRoute({ ...adminStaffCreate, handler: ({ payload, deps }) => deps.staff.create(payload) }),
  defineRoute({
    ...adminStaffRoles,
    handler: ({ payload, deps }) => deps.staff.setRoles(payload.id, payload.roles),
  }),
  defineRoute({
    ...adminStaffDisable,
    handler: ({ payload, deps }) => deps.staff.setDisabled(payload.id, payload.disabled),
  }),
  defineRoute({
    ...adminStaffResetPassword,
    handler: ({ payload, deps }) => deps.staff.resetPassword(payload.id, payload.password),
  }),
  defineRoute({ ...adminStaffResetTotp, handler: ({ payload, deps }) => deps.staff.resetTotp(payload.id) }),
];
