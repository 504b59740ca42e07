import {
  Code,
  type Envelope,
  REPLAY_WINDOW_MS,
  SERVICE_UNAVAILABLE_MESSAGE,
  TRANSPORT_REJECTED_MESSAGE,
  TransportError,
} from '@labmall/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import type { Deps } from './deps.ts';
import { dispatch, resolveCaller, SESSION_COOKIE } from './dispatch.ts';
import { messages } from './errors.ts';
import { SharedStateUnavailable } from './replay-cache.ts';
import { requestLinePath } from './request-path.ts';
import type { AnyRoute, CurrentUser } from './route.ts';

export { SESSION_COOKIE };

/** Redis reconnects every 2 s at most (shared-state.ts): a retry after this finds it back if it is. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The transport's own refusals are plain JSON and say nothing about which check failed (DESIGN §3). */
function reject(reply: FastifyReply, status = 400, message = TRANSPORT_REJECTED_MESSAGE) {
  return reply
    .code(status)
    .header('cache-control', 'private, no-store')
    .send({ code: Code.INVALID, message });
}

/**
 * Redis (the shared replay cache) or the database is away: HTTP 503, plain like the other transport
 * refusals (docs/protocol.md §6). Its body code is 500, never the envelope's 503, which tells clients to
 * log in.
 */
function unavailable(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'private, no-store')
    .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
    .send({ code: Code.SERVER_ERROR, message: SERVICE_UNAVAILABLE_MESSAGE });
}

async function sendEnvelope(reply: FastifyReply, deps: Deps, envelope: Envelope) {
  const sealed = await deps.transport.sealResponse(envelope);
  return reply.code(200).header('cache-control', 'private, no-store').send(sealed);
}

/**
 * Everything under /api: verify and decrypt the request, resolve the member, hand the call to
 * `dispatch` (access, payload, handler, answer allowlist), encrypt the answer.
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
  if (route.method === 'POST') {
    let replayed: boolean;
    try {
      replayed = await deps.replay.seen(String(fields.sign), timestamp + REPLAY_WINDOW_MS);
    } catch (error) {
      // Fails closed: without the check a captured POST could be sent again, so nothing runs.
      if (!(error instanceof SharedStateUnavailable)) throw error;
      deps.outages(request.log, 'replay check unavailable: POST refused', {
        err: error,
        route: route.path,
      });
      return unavailable(reply);
    }
    if (replayed) return reject(reply);
  }

  const field = typeof fields.session === 'string' && fields.session ? fields.session : undefined;
  let user: CurrentUser;
  try {
    user = await resolveCaller(deps, route, { field, cookies: request.cookies });
  } catch (error) {
    if (isDatabaseUnavailable(error)) return databaseAway(deps, request, reply, error, route);
    request.log.error({ err: error, route: route.path }, 'session lookup failed');
    return sendEnvelope(reply, deps, { code: Code.SERVER_ERROR, obj: null, message: messages.server });
  }
  const caller = { user, userResource: String(fields.user_resource), request, reply };
  let envelope: Envelope;
  try {
    envelope = await dispatch(route, payload, caller, deps);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return databaseAway(deps, request, reply, error, route);
    throw error;
  }
  return sendEnvelope(reply, deps, envelope);
}

/**
 * The database could not be reached (database-unavailable.ts): 503, as when Redis is away. What the call
 * began was rolled back with its connection; a write sent again with its idempotency key is done once.
 */
function databaseAway(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  route: AnyRoute,
) {
  deps.outages(request.log, 'database unreachable: answered 503', { err: error, route: route.path });
  return unavailable(reply);
}
