import type { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerStructureMedia } from './catalogue/structure/structure-media.ts';
import { registerChatStreams } from './chat/chat-streams.ts';
import type { Config } from './config.ts';
import { createDeps } from './deps.ts';
import { registerSdsMedia } from './lots/sds-media.ts';
import { registerPaymentGateway } from './payments/gateway/gateway.plugin.ts';
import { type Database, ping } from './platform/db.ts';
import type { Deps } from './platform/deps.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { storageOrigins } from './platform/storage/storage-origins.ts';
import { registerTransport } from './platform/transport-plugin.ts';
import { allRoutes } from './routes.ts';
import { registerLocalStorage } from './uploads/local-endpoint/register-local-storage.ts';
import { registerPublicMedia } from './uploads/public-media.ts';

z.config(z.locales.zhCN());

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Where log lines go (stdout by default); tests read them to prove what is never logged. */
  logStream?: Writable;
  /** How long a plugin may take to start (Fastify's 10 s by default); tests on a busy machine give more. */
  pluginTimeoutMs?: number;
}

/** Query strings under /api carry ciphertext, signs and session tokens: logs get the path only. */
const pathOnly = (url: string) => url.split('?')[0] ?? url;

/**
 * Builds the store's Fastify instance without listening (server.ts listens; tests inject).
 * The storefront is mounted by the caller, so API tests never need a web build.
 */
export async function buildApp({
  config,
  database,
  logStream,
  pluginTimeoutMs,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(pluginTimeoutMs ? { pluginTimeout: pluginTimeoutMs } : {}),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Node's defaults leave an idle or trickling client holding a socket for minutes (slowloris);
    // docs/operations.md says how to size these behind a load balancer.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: config.CONNECTION_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        req: (req) => ({ method: req.method, url: pathOnly(req.url), ip: req.ip }),
      },
    },
  });

  const deps = await createDeps(config, database, app.log);
  app.decorate('deps', deps);
  app.addHook('onClose', () => deps.shared.close());
  app.addHook('onClose', () => deps.structureSearch.close());

  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerSecurityHeaders(app, { storageOrigins: storageOrigins(config) });

  app.get('/healthz', async (request, reply) => {
    try {
      await ping(database.db);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await registerTransport(app, deps, allRoutes);
  registerChatStreams(app, deps, {
    chat: deps.chat,
    heartbeatSeconds: config.CHAT_HEARTBEAT_SECONDS,
    perBuyer: config.CHAT_STREAMS_PER_BUYER,
    perStaff: config.CHAT_STREAMS_PER_STAFF,
  });
  await registerLocalStorage(app, deps.storage);
  registerPublicMedia(app, deps.uploads);
  registerSdsMedia(app, deps.lots);
  registerStructureMedia(app, deps.storage);
  await registerPaymentGateway(app, { payments: deps.onlinePayments, sandbox: deps.sandboxGateway });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
