import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateCipherKey, generateSignSecret } from '@labmall/protocol';
import { z } from 'zod';
import {
  idNumberProblems,
  idNumberSettings,
  storedIdNumberKey,
} from './accounts/id-numbers/id-number-config.ts';
import { smsProblems, smsSettings } from './accounts/sms/sms-config.ts';
import { backupSettings } from './backups/backup-config.ts';
import { chatSettings } from './chat/chat-config.ts';
import { complianceSettings } from './compliance/compliance-rules.ts';
import { staffSettings } from './operators/staff-config.ts';
import { orderJobSettings } from './orders/order-jobs.config.ts';
import { orderPlacementSettings } from './orders/placement.config.ts';
import { paymentGatewayProblems, paymentGatewaySettings } from './payments/gateway/gateway-config.ts';
import { transferSettings } from './payments/transfer.config.ts';
import { errorLinkSettings, storedErrorLinkSecret } from './platform/error-link-config.ts';
import { pageCacheSettings } from './platform/page-cache.ts';
import { originSettings } from './platform/public-origin.ts';
import { sharedStateSettings } from './platform/shared-state.ts';
import { storageProblems, storageSettings } from './platform/storage/storage-config.ts';
import { pointsSettings } from './points/points.config.ts';
import { uploadQuotaSettings } from './uploads/upload-quota-config.ts';

const boolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .default(false);

/** Every setting the store reads, in one schema. Nothing else in the code reads process.env. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  API_CIPHER_KEY: z
    .string()
    .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v), 'must be base64 of exactly 32 bytes')
    .optional(),
  API_SIGN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SHOP_NAME: z.string().min(1).max(40).default('蓝标实验商城'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolean,
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 60),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(30),
  /** A request (headers and body) that takes longer is answered 408 and its socket closed. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** An idle socket (no bytes either way) is closed after this long. */
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Idle keep-alive connections are closed after this long; keep it above a load balancer's own. */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(72),
  /**
   * On SIGTERM, how long the store serves on with `Connection: close` (and /healthz 503) before it stops
   * listening, so keep-alive clients are told by an answer rather than a reset (platform/drain.ts).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** The largest JSON body under /api (uploads go to object storage, never through here). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(16 * 1024)
    .max(16 * 1024 * 1024)
    .default(1024 * 1024),
  /** How long each instance may serve footer config, navigation and categories before re-reading them. */
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * How long each instance may answer the same product-list query from what it kept (prices included:
   * they are every member's); forgotten on a purge and at an activity's start or end (ADR 0067).
   */
  LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** The embedded database's buffer cache; most of its memory at rest (docs/operations.md, memory). */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(32),
  ...originSettings,
  ...storageSettings,
  ...smsSettings,
  ...idNumberSettings,
  ...uploadQuotaSettings,
  ...chatSettings,
  ...staffSettings,
  ...orderJobSettings,
  ...backupSettings,
  ...orderPlacementSettings,
  ...pointsSettings,
  ...transferSettings,
  ...complianceSettings,
  ...errorLinkSettings,
  ...paymentGatewaySettings,
  ...pageCacheSettings,
  ...sharedStateSettings,
});

export type RawConfig = z.infer<typeof schema>;

export interface Config
  extends Omit<RawConfig, 'API_CIPHER_KEY' | 'API_SIGN_SECRET' | 'ID_NUMBER_KEY' | 'ERROR_LINK_SECRET'> {
  /** Absolute. */
  DATA_DIR: string;
  API_CIPHER_KEY: string;
  API_SIGN_SECRET: string;
  ID_NUMBER_KEY: string;
  ERROR_LINK_SECRET: string;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`invalid configuration:\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

/**
 * Parses the environment once. Fails with every bad key named, not just the first.
 * Relative DATA_DIR values resolve against the directory `npm` was started from (INIT_CWD),
 * so `npm start` at the root and inside a workspace use the same ./data.
 */
export function parseConfig(env: Record<string, string | undefined>): RawConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  const problems = [
    ...(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []),
    ...storageProblems(cleaned),
    ...smsProblems(cleaned),
    ...idNumberProblems(cleaned),
    ...paymentGatewayProblems(cleaned),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  return { ...result.data, DATA_DIR: callerPath(result.data.DATA_DIR, env) };
}

/**
 * A path as the person who typed the command means it: `npm run` moves into the workspace first and
 * passes the directory it was started from as INIT_CWD. For DATA_DIR and the scripts' file arguments.
 */
export function callerPath(value: string, env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), value);
}

interface StoredKeys {
  API_CIPHER_KEY: string;
  API_SIGN_SECRET: string;
}

/**
 * The transport keys ship to the browser, so they guard nothing secret; they only have to be stable
 * across restarts. When absent from the environment they are generated once into DATA_DIR. So is the
 * ID-number key, which is secret and kept in a file of its own (storedIdNumberKey), and the error-link
 * secret (storedErrorLinkSecret).
 */
export function resolveKeys(raw: RawConfig): Config {
  const ID_NUMBER_KEY = raw.ID_NUMBER_KEY ?? storedIdNumberKey(raw.DATA_DIR);
  const ERROR_LINK_SECRET = raw.ERROR_LINK_SECRET ?? storedErrorLinkSecret(raw.DATA_DIR);
  if (raw.API_CIPHER_KEY && raw.API_SIGN_SECRET) {
    return {
      ...raw,
      ID_NUMBER_KEY,
      ERROR_LINK_SECRET,
      API_CIPHER_KEY: raw.API_CIPHER_KEY,
      API_SIGN_SECRET: raw.API_SIGN_SECRET,
    };
  }
  mkdirSync(raw.DATA_DIR, { recursive: true });
  const file = path.join(raw.DATA_DIR, 'transport-keys.json');
  let stored: StoredKeys;
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKeys;
  } else {
    stored = { API_CIPHER_KEY: generateCipherKey(), API_SIGN_SECRET: generateSignSecret() };
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    ...raw,
    ID_NUMBER_KEY,
    ERROR_LINK_SECRET,
    API_CIPHER_KEY: raw.API_CIPHER_KEY ?? stored.API_CIPHER_KEY,
    API_SIGN_SECRET: raw.API_SIGN_SECRET ?? stored.API_SIGN_SECRET,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return resolveKeys(parseConfig(env));
}
