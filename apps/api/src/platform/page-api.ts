import { Code, type Envelope, SERVICE_UNAVAILABLE_MESSAGE } from '@labmall/protocol';
import type { PageApi } from '@labmall/protocol/ssr-context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import type { Deps } from './deps.ts';
import { dispatch, resolveStaff, resolveUser, SESSION_COOKIE, STAFF_SESSION_COOKIE } from './dispatch.ts';
import { messages } from './errors.ts';
import { markMemberRender } from './page-audience.ts';
import { publicOrigin } from './public-origin.ts';
import type { AnyRoute, CurrentUser } from './route.ts';
import type { PageContext } from './web.ts';

/** The storefront's client kind (SPEC §7): pages are the PC web store. */
const PC_WEB = '1';

/**
 * The API as server rendering reaches it: `dispatch` in process, no sealing, no `inject`. One per
 * page request; the member behind the request's cookie is looked up once, on the first call, and
 * shared by every call the page's loaders make (user info, frame data, the page's own).
 */
export function createPageApiFactory(deps: Deps, routes: readonly AnyRoute[]) {
  const table = new Map(routes.map((route) => [`${route.method} ${route.path}`, route]));
  return (request: FastifyRequest, reply: FastifyReply): PageApi => {
    // A GET page changes nothing: its session query also brings the member's header data, and a read
    // two loaders make with the same payload is made once. A POST (a page action) reads afresh.
    const reading = request.method === 'GET' || request.method === 'HEAD';
    let member: Promise<CurrentUser> | undefined;
    let staff: Promise<CurrentUser | null> | undefined;
    const reads = new Map<string, Promise<Envelope>>();
    // As the transport does (dispatch.ts resolveCaller): operator routes are served to the staff
    // cookie's session, the others to the member's; each looked up once per page request.
    const callerFor = async (route: AnyRoute): Promise<CurrentUser> => {
      if (route.auth === 'operator') {
        staff ??= resolveStaff(deps, request.cookies[STAFF_SESSION_COOKIE]);
        const found = await staff;
        if (found) return found;
      }
      member ??= resolveUser(deps, request.cookies[SESSION_COOKIE], { preload: reading });
      return member;
    };
    const run = async (route: AnyRoute, payload: unknown): Promise<Envelope> => {
      let user: CurrentUser;
      try {
        user = await callerFor(route);
      } catch (error) {
        if (isDatabaseUnavailable(error)) return databaseAway(deps, request, route, error);
        request.log.error({ err: error, route: route.path }, 'session lookup failed');
        return { code: Code.SERVER_ERROR, obj: null, message: messages.server };
      }
      // Before any member data is read: a page so marked is never kept for visitors (web.ts).
      if (user.id !== 0) markMemberRender(request);
      try {
        return await dispatch(route, payload, { user, userResource: PC_WEB, request, reply }, deps);
      } catch (error) {
        if (isDatabaseUnavailable(error)) return databaseAway(deps, request, route, error);
        throw error;
      }
    };
    return {
      call(method, path, payload = {}) {
        const route = table.get(`${method} ${path}`);
        if (!route) return Promise.resolve({ code: Code.NOT_FOUND, obj: null, message: messages.notFound });
        if (!reading || method !== 'GET') return run(route, payload);
        const key = `${path} ${JSON.stringify(payload)}`;
        let answer = reads.get(key);
        if (!answer) {
          answer = run(route, payload);
          reads.set(key, answer);
        }
        return answer;
      },
    };
  };
}

/**
 * The database could not be reached: the page's loader gets a failure that says so (its error page shows
 * 服务暂时不可用，请稍后重试), as the transport answers 503 to the browser's own calls.
 */
function databaseAway(deps: Deps, request: FastifyRequest, route: AnyRoute, error: unknown): Envelope {
  deps.outages(request.log, 'database unreachable during a page', { err: error, route: route.path });
  return { code: Code.SERVER_ERROR, obj: null, message: SERVICE_UNAVAILABLE_MESSAGE };
}

/** What every page request's loaders get (React Router load context), but the CSP nonce registerWeb adds. */
export function pageContextFactory(deps: Deps, routes: readonly AnyRoute[]) {
  const pageApi = createPageApiFactory(deps, routes);
  const { config } = deps;
  return (request: FastifyRequest, reply: FastifyReply): PageContext => ({
    shopName: config.SHOP_NAME,
    api: pageApi(request, reply),
    transport: { cipherKey: config.API_CIPHER_KEY, signSecret: config.API_SIGN_SECRET },
    errorLinkSecret: config.ERROR_LINK_SECRET,
    publicOrigin: publicOrigin(config, request),
  });
}
