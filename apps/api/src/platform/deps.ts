import type { Transport } from '@labmall/protocol';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { ReplayCache } from './replay-cache.ts';
import type { SessionService } from './sessions.ts';

/** What handlers and services may use. Built once in app.ts; tests build their own. */
export interface Deps {
  config: Config;
  db: Db;
  transport: Transport;
  replay: ReplayCache;
  sessions: SessionService;
}
