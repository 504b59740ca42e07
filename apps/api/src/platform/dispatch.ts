import { changesVisitorPages, type ErrorCode, errorAnswers, permissionLabel } from '@labmall/contract';
import { Code, type Envelope } from '@labmall/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterCommit, auditedWrite } from './audit.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import type { Deps } from './deps.ts';
import { AppError, invalid, messages } from './errors.ts';
import { parsePayload } from './payload-guard.ts';
import type { AnyRoute, CurrentUser, RouteContext } from './route.ts';

export const SESSION_COOKIE = 'session';
/** Staff sessions' cookie (ADR 42): sent with every request, served only to operator routes. */
export const STAFF_SESSION_COOKIE = 'staff_session';
const VISITOR: CurrentUser = { id: 0, sessionId: null };
const OK_MESSAGE = '操作成功';

/** Who is calling, and through what: the same for a browser's sealed request and a page's loader. */
export interface Caller {
  user: CurrentUser;
  /** The client kind: '1' is the PC web storefront (SPEC §7). */
  userResource: string;
  /** The HTTP request being served: the API call itself, or the page a loader runs for. */
  request: FastifyRequest;
  /** Where a login's session cookie goes: the API call's reply, or the page's. */
  reply: FastifyReply;
}

/** The member behind a session token (the transport's `session` field, else the cookie), or a visitor. */
export async function resolveUser(
  deps: Deps,
  token: string | undefined,
  options: { preload?: boolean } = {},
): Promise<CurrentUser> {
  const session = await deps.sessions.resolve(token, options);
  if (!session) return { id: 0, sessionId: null };
  return {
    id: session.userId,
    sessionId: session.sessionId,
    ...(session.preload ? { preload: session.preload } : {}),
  };
}

/** The staff member behind a staff session token, or null. */
export async function resolveStaff(deps: Deps, token: string | undefined): Promise<CurrentUser | null> {
  const session = await deps.operators.resolveSession(token);
  return session ? { id: session.staffId, sessionId: session.sessionId, staff: true } : null;
}

/**
 * Who calls `route` (ADR 42). An operator route is served to the staff session behind `field` (the
 * transport's `session`), else behind the `staff_session` cookie; failing that the member behind the
 * member token is looked up only so dispatch can answer 403 rather than 503. Any other route is served
 * to the member behind `field`, else the `session` cookie: a staff token there finds nobody.
 */
export async function resolveCaller(
  deps: Deps,
  route: AnyRoute,
  tokens: { field?: string | undefined; cookies: Record<string, string | undefined> },
  options: { preload?: boolean } = {},
): Promise<CurrentUser> {
  if (route.auth === 'operator') {
    const staff = await resolveStaff(deps, tokens.field ?? tokens.cookies[STAFF_SESSION_COOKIE]);
    if (staff) return staff;
  }
  return resolveUser(deps, tokens.field ?? tokens.cookies[SESSION_COOKIE], options);
}

/**
 * One call of one route, whoever makes it: access check, payload rules and schema, handler, answer
 * allowlist (a visitor's own schema where the contract has one), business errors to envelopes. The
 * transport calls it for browsers and other processes; server rendering calls it in process, so pages
 * get exactly the answers, codes and access decisions a browser would.
 */
export async function dispatch(
  route: AnyRoute,
  payload: unknown,
  caller: Caller,
  deps: Deps,
): Promise<Envelope> {
  // A staff session is for operator routes only: anywhere else it is nobody (a visitor).
  const user = caller.user.staff && route.auth !== 'operator' ? VISITOR : caller.user;
  const served = { ...caller, user };
  // An operator's write runs in one transaction with its audit row; refused attempts are recorded too.
  if (route.auth === 'operator' && route.method === 'POST') {
    const call = { route, payload, user, request: caller.request };
    return auditedWrite(deps, call, () => serve(route, payload, served, deps));
  }
  return serve(route, payload, served, deps);
}

async function serve(route: AnyRoute, payload: unknown, caller: Caller, deps: Deps): Promise<Envelope> {
  const { user, request, reply } = caller;
  try {
    if (route.auth !== 'public' && user.id === 0) {
      return { code: Code.SESSION_EXPIRED, obj: null, message: messages.loginRequired };
    }
    if (route.auth === 'operator') {
      // A member, however privileged elsewhere, is no staff member (ADR 42).
      if (!user.staff) return { code: Code.FORBIDDEN, obj: null, message: messages.forbidden };
      // The one place an operator route's permission is checked (ADR 37): read on every call, no
      // cache, so a revoked role or an edited role takes effect at the staff member's next call.
      const held = await deps.operators.permissionsOf(user.id);
      if (!held) return { code: Code.FORBIDDEN, obj: null, message: messages.forbidden };
      if (route.permission !== null && !held.has(route.permission)) {
        return {
          code: Code.FORBIDDEN,
          obj: { permission: route.permission },
          message: messages.permissionMissing(permissionLabel(route.permission)),
        };
      }
    }
    const parsed = parsePayload(route.payload, payload);
    if (!parsed.success) throw invalid(parsed.fields);
    const setCookie = (name: string, sameSite: 'lax' | 'strict', token: string, expires: Date) =>
      reply.setCookie(name, token, {
        httpOnly: true,
        sameSite,
        path: '/',
        secure: request.protocol === 'https',
        expires,
      });
    const context: RouteContext<unknown> = {
      payload: parsed.data,
      user,
      userResource: caller.userResource,
      deps,
      request,
      setSessionCookie: (token, expiresAt) => setCookie(SESSION_COOKIE, 'lax', token, expiresAt),
      clearSessionCookie: () => reply.clearCookie(SESSION_COOKIE, { path: '/' }),
      // Staff's is strict: the console is never entered from another site's link with a session.
      setStaffSessionCookie: (token, expiresAt) =>
        setCookie(STAFF_SESSION_COOKIE, 'strict', token, expiresAt),
      clearStaffSessionCookie: () => reply.clearCookie(STAFF_SESSION_COOKIE, { path: '/' }),
      setCookie: (name, value, expires) => setCookie(name, 'lax', value, expires),
      clearCookie: (name) => reply.clearCookie(name, { path: '/' }),
    };
    const answer = user.id === 0 && route.visitorAnswer ? route.visitorAnswer : route.answer;
    const obj = answer.parse(await route.handler(context));
    // An operator's write that may change what visitors see (catalogue, home page, content, activities,
    // coupons, the points mall): every instance forgets its cached visitor pages (ADR 22), once
    // committed. Shipping, confirming money or answering a buyer does not (ADR 0066).
    if (route.auth === 'operator' && route.method === 'POST' && changesVisitorPages(route.permission)) {
      await afterCommit(() => deps.pageCache.purge());
    }
    return { code: Code.OK, obj, message: OK_MESSAGE };
  } catch (error) {
    if (error instanceof AppError) {
      // The contract declares each code's obj for every client; one built otherwise (past the types,
      // with a cast or a spread) is a bug and fails like a bad answer does.
      const code: ErrorCode = error.code;
      const declared = errorAnswers[code].safeParse(error.obj);
      if (declared.success) return { code: error.code, obj: declared.data, message: error.message };
      request.log.error(
        { err: error, route: route.path, issues: declared.error.issues },
        'error answer not as the contract declares',
      );
    } else if (isDatabaseUnavailable(error)) {
      // Not this call's fault: the transport answers 503 and a page says 服务暂时不可用 (their callers).
      throw error;
    } else {
      // Details stay in the log, under this request's id; the caller learns nothing of them.
      request.log.error({ err: error, route: route.path }, 'handler failed');
    }
    return { code: Code.SERVER_ERROR, obj: null, message: messages.server };
  }
}
