import {
  Code,
  type Envelope,
  REPLAY_WINDOW_MS,
  TRANSPORT_REJECTED_MESSAGE,
  TransportError,
} from '@labmall/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from './deps.ts';
import { AppError, messages } from './errors.ts';
import { parsePayload } from './payload-guard.ts';
import { requestLinePath } from './request-path.ts';
import type { AnyRoute, CurrentUser, RouteContext } from './route.ts';

export const SESSION_COOKIE = 'session';

const OK_MESSAGE = '操作成功';

/** The transport's own refusals are plain JSON and say nothing about which check failed (DESIGN §3). */
function reject(reply: FastifyReply, status = 400, message = TRANSPORT_REJECTED_MESSAGE) {
  return reply
    .code(status)
    .header('cache-control', 'private, no-store')
    .send({ code: Code.INVALID, message });
}

async function sendEnvelope(reply: FastifyReply, deps: Deps, envelope: Envelope) {
  const sealed = await deps.transport.sealResponse(envelope);
  return reply.code(200).header('cache-control', 'private, no-store').send(sealed);
}

/**
 * Everything under /api: verify and decrypt the request, resolve the member, check access,
 * validate the payload, call the handler, filter and encrypt the answer.
 */
export async function registerTransport(app: FastifyInstance, deps: Deps, routes: AnyRoute[]) {
  await app.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) =>
        sendEnvelope(reply, deps, { code: Code.NOT_FOUND, obj: null, message: messages.notFound }),
      );

      // Parser and body-limit failures happen before any route runs.
      api.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reject(reply, 413, messages.tooLarge);
        if (error.statusCode && error.statusCode < 500) return reject(reply);
        request.log.error({ err: error }, 'unhandled error under /api');
        return reply
          .code(500)
          .header('cache-control', 'private, no-store')
          .send({ code: Code.SERVER_ERROR, message: messages.server });
      });

      for (const route of routes) {
        api.route({
          method: route.method,
          url: route.path,
          handler: (request, reply) => handle(route, request, reply, deps),
        });
      }
    },
    { prefix: '/api' },
  );
}

async function handle(route: AnyRoute, request: FastifyRequest, reply: FastifyReply, deps: Deps) {
  const fields = (route.method === 'GET' ? request.query : request.body) as Record<string, unknown> | null;
  if (!fields || typeof fields !== 'object') return reject(reply);

  let payload: unknown;
  let timestamp: number;
  try {
    // The sign covers the path as sent, not the route it decodes to (docs/protocol.md §4).
    const path = requestLinePath(request.raw.url ?? '');
    ({ payload, timestamp } = await deps.transport.openRequest(route.method, path, fields));
  } catch (error) {
    if (error instanceof TransportError) return reject(reply);
    throw error;
  }
  if (
    route.method === 'POST' &&
    (await deps.replay.seen(String(fields.sign), timestamp + REPLAY_WINDOW_MS))
  ) {
    return reject(reply);
  }

  try {
    const user = await currentUser(request, fields, deps);
    if (route.auth !== 'public' && user.id === 0) {
      return sendEnvelope(reply, deps, {
        code: Code.SESSION_EXPIRED,
        obj: null,
        message: messages.loginRequired,
      });
    }
    if (route.auth === 'operator' && !(await deps.operators.isOperator(user.id))) {
      return sendEnvelope(reply, deps, { code: Code.FORBIDDEN, obj: null, message: messages.forbidden });
    }
    const parsed = parsePayload(route.payload, payload);
    if (!parsed.success) {
      const message = Object.values(parsed.fields)[0] ?? messages.invalid;
      return sendEnvelope(reply, deps, { code: Code.INVALID, obj: { fields: parsed.fields }, message });
    }
    const context: RouteContext<unknown> = {
      payload: parsed.data,
      user,
      userResource: String(fields.user_resource),
      deps,
      request,
      setSessionCookie: (token, expiresAt) =>
        reply.setCookie(SESSION_COOKIE, token, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure: request.protocol === 'https',
          expires: expiresAt,
        }),
      clearSessionCookie: () => reply.clearCookie(SESSION_COOKIE, { path: '/' }),
    };
    const obj = route.answer.parse(await route.handler(context));
    return sendEnvelope(reply, deps, { code: Code.OK, obj, message: OK_MESSAGE });
  } catch (error) {
    if (error instanceof AppError) {
      const obj =
        error.fields || error.extra
          ? { ...(error.fields ? { fields: error.fields } : {}), ...error.extra }
          : null;
      return sendEnvelope(reply, deps, { code: error.code, obj, message: error.message });
    }
    // Details stay in the log, under this request's id; the client learns nothing of them.
    request.log.error({ err: error, route: route.path }, 'handler failed');
    return sendEnvelope(reply, deps, { code: Code.SERVER_ERROR, obj: null, message: messages.server });
  }
}

async function currentUser(
  request: FastifyRequest,
  fields: Record<string, unknown>,
  deps: Deps,
): Promise<CurrentUser> {
  const token =
    typeof fields.session === 'string' && fields.session ? fields.session : request.cookies[SESSION_COOKIE];
  const session = await deps.sessions.resolve(token);
  return session ? { id: session.userId, sessionId: session.sessionId } : { id: 0, sessionId: null };
}
