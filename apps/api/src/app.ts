import type { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { createTransport } from '@labmall/protocol';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createAuthService } from './accounts/auth.service.ts';
import { createCaptchaService } from './accounts/captcha.ts';
import { createIdNumberCipher } from './accounts/id-numbers/id-number-cipher.ts';
import { idNumberKeys } from './accounts/id-numbers/id-number-config.ts';
import { createSmsProvider } from './accounts/sms/create-sms-provider.ts';
import { createSmsCodeService } from './accounts/sms/sms-codes.ts';
import { createAddressService } from './addresses/addresses.service.ts';
import { createCatalogOptions } from './catalog/catalog-options.service.ts';
import { createContentService } from './content/content.service.ts';
import { createInvoicingService } from './invoicing/invoicing.service.ts';
import { createOperatorAccess } from './operators/operator-access.ts';
import { createOrderService } from './orders/lifecycle.ts';
import { createPlacementService } from './orders/placement.service.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db.ts';
import type { Deps } from './platform/deps.ts';
import { createMemoryReplayCache } from './platform/replay-cache.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { createSessionService } from './platform/sessions.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { storageOrigins } from './platform/storage/storage-origins.ts';
import { registerTransport } from './platform/transport-plugin.ts';
import { allRoutes } from './routes.ts';
import { registerLocalStorage } from './uploads/local-endpoint/register-local-storage.ts';

z.config(z.locales.zhCN());

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Where log lines go (stdout by default); tests read them to prove what is never logged. */
  logStream?: Writable;
}

/** Query strings under /api carry ciphertext, signs and session tokens: logs get the path only. */
const pathOnly = (url: string) => url.split('?')[0] ?? url;

/**
 * Builds the store's Fastify instance without listening (server.ts listens; tests inject).
 * The storefront is mounted by the caller, so API tests never need a web build.
 */
export async function buildApp({ config, database, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
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

  const sessions = createSessionService(database.db, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    maxDays: config.SESSION_MAX_DAYS,
  });
  const sms = createSmsProvider(config, app.log);
  const captchas = createCaptchaService(database.db);
  const smsCodes = createSmsCodeService(database.db, {
    sms,
    captchas,
    captchaAfter: config.SMS_CAPTCHA_AFTER,
    resendSeconds: config.SMS_RESEND_SECONDS,
    ipHourLimit: config.SMS_IP_HOUR_LIMIT,
    shopName: config.SHOP_NAME,
  });
  const deps: Deps = {
    config,
    db: database.db,
    transport: await createTransport({
      cipherKey: config.API_CIPHER_KEY,
      signSecret: config.API_SIGN_SECRET,
    }),
    replay: createMemoryReplayCache(),
    sessions,
    sms,
    captchas,
    smsCodes,
    auth: createAuthService(database.db, sessions, smsCodes),
    content: createContentService(database.db, config.CONTENT_CACHE_SECONDS * 1000),
    catalogOptions: createCatalogOptions(database.db, config.CONTENT_CACHE_SECONDS * 1000),
    storage: createStorage(config),
    operators: createOperatorAccess(database.db),
    idNumbers: createIdNumberCipher(idNumberKeys(config)),
    orders: createOrderService({
      db: database.db,
      autoCompleteDays: config.ORDER_AUTO_COMPLETE_DAYS,
      shopName: config.SHOP_NAME,
    }),
    placement: createPlacementService({ db: database.db, config }),
    addresses: createAddressService({ db: database.db }),
    invoicing: createInvoicingService({ db: database.db }),
  };
  app.decorate('deps', deps);

  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerSecurityHeaders(app, { storageOrigins: storageOrigins(config) });

  app.get('/healthz', async (request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await registerTransport(app, deps, allRoutes);
  await registerLocalStorage(app, deps.storage);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
