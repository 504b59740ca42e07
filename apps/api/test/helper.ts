import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import {
  createTransport,
  type Envelope,
  generateCipherKey,
  generateSignSecret,
  type SealedRequest,
  type Transport,
} from '@labmall/protocol';
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { insertUser, type UserRow } from '../src/accounts/users.repository.ts';
import { buildApp } from '../src/app.ts';
import { type Config, parseConfig, resolveKeys } from '../src/config.ts';
import type { Database } from '../src/platform/db.ts';
import { pageContextFactory } from '../src/platform/page-api.ts';
import { registerWeb } from '../src/platform/web.ts';
import { allRoutes } from '../src/routes.ts';
import { type DatabaseKind, freshDatabase } from './databases.ts';

export { type DatabaseKind, databaseKinds } from './databases.ts';

export interface OutboxMessage {
  to: string;
  text: string;
  code: string;
  template: string;
  params: Record<string, string>;
  at: string;
}

export function readOutbox(dataDir: string): OutboxMessage[] {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}

let phoneCounter = 0;
/** Unique per process run, valid by the mobile pattern. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const tail = `${process.pid % 10_000}`.padStart(4, '0') + `${phoneCounter}`.padStart(4, '0');
  return `139${tail.slice(-8)}`;
}

export interface CallOptions {
  session?: string | null;
  cookie?: string;
  now?: number;
  /** The client address the server sees (rate limits per IP). */
  ip?: string;
}

/** The path `send` puts on the request line: inject parses `/api{path}` as a URL, which re-encodes it (乙 → %E4%B9%99). */
function pathAsSent(path: string): string {
  return new URL(`/api${path}`, 'http://localhost').pathname;
}

/** Speaks the encrypted transport to an app through inject, like the browser's client does. */
export class TestClient {
  session: string | undefined;
  readonly app: FastifyInstance;
  readonly transport: Transport;

  constructor(app: FastifyInstance, transport: Transport) {
    this.app = app;
    this.transport = transport;
  }

  async seal(method: 'GET' | 'POST', path: string, payload: unknown = {}, options: CallOptions = {}) {
    const session = options.session === null ? undefined : (options.session ?? this.session);
    return this.transport.seal(method, pathAsSent(path), payload, {
      ...(session ? { session } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** Sends already-sealed fields (or anything else, to test refusals) and returns the raw response. */
  send(
    method: 'GET' | 'POST',
    path: string,
    fields: Partial<SealedRequest> | Record<string, unknown>,
    cookie?: string,
    ip = '127.0.0.1',
  ) {
    const headers = cookie ? { cookie } : {};
    if (method === 'GET') {
      const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
      return this.app.inject({ method, url: `/api${path}?${query}`, headers, remoteAddress: ip });
    }
    return this.app.inject({ method, url: `/api${path}`, payload: fields, headers, remoteAddress: ip });
  }

  async open(response: LightMyRequestResponse): Promise<Envelope> {
    if (response.statusCode !== 200) {
      throw new Error(`transport refused: HTTP ${response.statusCode} ${response.body}`);
    }
    return this.transport.openResponse(response.json());
  }

  async call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    payload: unknown = {},
    options: CallOptions = {},
  ) {
    const fields = await this.seal(method, path, payload, options);
    return (await this.open(
      await this.send(method, path, fields, options.cookie, options.ip),
    )) as Envelope<T>;
  }

  get<T = unknown>(path: string, payload: unknown = {}, options?: CallOptions) {
    return this.call<T>('GET', path, payload, options);
  }

  post<T = unknown>(path: string, payload: unknown = {}, options?: CallOptions) {
    return this.call<T>('POST', path, payload, options);
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  client: TestClient;
  /** Creates a member and logs the client in as them (session field). */
  login(values?: Partial<UserRow>): Promise<UserRow>;
  /** Another client on the same app, logged out. */
  newClient(): TestClient;
  /** The codes the console SMS provider wrote for a number, oldest first. */
  smsCodes(phone: string): string[];
  /** Every text the console SMS provider wrote for a number, oldest first. */
  smsTexts(phone: string): OutboxMessage[];
  close(): Promise<void>;
}

/** The whole API on a fresh database of the given kind, with an encrypted client bound to it. */
export interface TestAppOptions {
  env?: Record<string, string>;
  logStream?: Writable;
  /** Also mount the built storefront (apps/web/build), as `npm start` does. */
  web?: boolean;
  /** With `web`: replaces which requests the visitor page cache treats as a visitor's (web.ts). */
  isVisitorRequest?: (request: FastifyRequest) => boolean;
  /** An open, migrated database to serve instead of a fresh one (several instances on one database). */
  database?: Database;
  /** Adds routes of the test's own before the app is ready. */
  register?: (app: FastifyInstance) => void | Promise<void>;
}

export async function buildTestApp(
  kind: DatabaseKind = 'pglite',
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labmall-test-'));
  const config = resolveKeys(
    parseConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // Tests change content rows directly and read them back at once.
      CONTENT_CACHE_SECONDS: '0',
      // Likewise visitors' pages and list answers; their own tests turn them on.
      PAGE_CACHE_SECONDS: '0',
      LIST_CACHE_SECONDS: '0',
      API_CIPHER_KEY: generateCipherKey(),
      API_SIGN_SECRET: generateSignSecret(),
      ...options.env,
    }),
  );
  const database = options.database ?? (await freshDatabase(kind));
  const app = await buildApp({
    config,
    database,
    // Loading the web build while other test files run can pass Fastify's 10 s on two cores.
    pluginTimeoutMs: 60_000,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  if (options.web) {
    await registerWeb(app, {
      dev: false,
      webRoot: path.resolve(import.meta.dirname, '../../web'),
      getLoadContext: pageContextFactory(app.deps, allRoutes),
      pageCache: app.deps.pageCache,
      ...(options.isVisitorRequest ? { isVisitorRequest: options.isVisitorRequest } : {}),
    });
  }
  await options.register?.(app);
  await app.ready();
  const transport = await createTransport({
    cipherKey: config.API_CIPHER_KEY,
    signSecret: config.API_SIGN_SECRET,
  });
  const client = new TestClient(app, transport);

  return {
    app,
    config,
    database,
    client,
    newClient: () => new TestClient(app, transport),
    smsCodes: (phone) =>
      readOutbox(dataDir)
        .filter((m) => m.to === phone)
        .map((m) => m.code),
    smsTexts: (phone) => readOutbox(dataDir).filter((m) => m.to === phone),
    async login(values = {}) {
      const user = await insertUser(database.db, { phone: uniquePhone(), ...values } as never);
      const issued = await app.deps.sessions.issue(user.id);
      client.session = issued.token;
      return user;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
